import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { buildWalletConnectDeepLink, isSafeWalletLinkTarget } from './buildWalletConnectDeepLink.js'
import { normalizeWalletLink, parseWalletLink, WALLET_LINK_MAX_LENGTH } from './parseWalletLink.js'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484'

describe('buildWalletConnectDeepLink', () => {
  it('[CONN-010] app scheme link + wc?uri= + the URI-encoded pairing URI', () => {
    expect(buildWalletConnectDeepLink({ mobileLink: 'trust://', uri: URI })).toEqual({
      href: 'trust://',
      redirect: `trust://wc?uri=${encodeURIComponent(URI)}`,
    })
  })

  it('[CONN-010] a universal http(s) link gets a slash before wc?uri=', () => {
    expect(buildWalletConnectDeepLink({ mobileLink: 'https://metamask.app.link', uri: 'wc:a@2' })).toEqual({
      href: 'https://metamask.app.link/',
      redirect: 'https://metamask.app.link/wc?uri=wc%3Aa%402',
    })
    expect(
      buildWalletConnectDeepLink({ mobileLink: 'https://link.trustwallet.com/', uri: 'wc:a@2' })?.redirect,
    ).toBe('https://link.trustwallet.com/wc?uri=wc%3Aa%402')
  })

  it('[CONN-010] a bare scheme or scheme: becomes scheme://', () => {
    expect(normalizeWalletLink('rainbow')).toBe('rainbow://')
    expect(normalizeWalletLink('zerion:')).toBe('zerion://')
    expect(normalizeWalletLink('metamask://app')).toBe('metamask://app/')
  })

  it('[CONN-010] never builds javascript:, data: or other script/local schemes', () => {
    for (const mobileLink of [
      'javascript:alert(1)//',
      'JavaScript://%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'blob:https://a.b/c',
      '',
      '   ',
      'not a link',
    ]) {
      expect(buildWalletConnectDeepLink({ mobileLink, uri: URI })).toBeUndefined()
    }
  })

  test.prop([fc.string()])('[CONN-010] the pairing URI always round-trips through the redirect', (uri) => {
    const link = buildWalletConnectDeepLink({ mobileLink: 'trust://', uri })
    expect(link?.redirect.startsWith('trust://wc?uri=')).toBe(true)
    expect(decodeURIComponent(link?.redirect.slice('trust://wc?uri='.length) ?? '')).toBe(uri)
  })

  it('[CONN-010] a bare forbidden word is refused, not turned into word://', () => {
    for (const mobileLink of [
      'javascript',
      'JavaScript:',
      ' javascript ',
      'DATA',
      'vbscript:',
      'file',
      'about',
    ]) {
      expect(normalizeWalletLink(mobileLink)).toBeUndefined()
    }
  })

  it('[CONN-010] refuses plain http, credentials, queries, opaque paths and overlong links, with the reason', () => {
    expect(parseWalletLink('http://wallet.example')).toEqual({ ok: false, reason: 'plain http' })
    expect(parseWalletLink('https://user:pw@wallet.example')).toEqual({ ok: false, reason: 'credentials' })
    expect(parseWalletLink('trust://user@x')).toEqual({ ok: false, reason: 'credentials' })
    expect(parseWalletLink('https://wallet.example/?a=1')).toEqual({ ok: false, reason: 'query or fragment' })
    expect(parseWalletLink('https://wallet.example/#x')).toEqual({ ok: false, reason: 'query or fragment' })
    expect(parseWalletLink('trust:wc')).toEqual({ ok: false, reason: 'opaque path' })
    expect(parseWalletLink('java\tscript://x')).toEqual({
      ok: false,
      reason: 'control or white-space character',
    })
    expect(parseWalletLink(`https://a.example/${'a'.repeat(WALLET_LINK_MAX_LENGTH)}`)).toEqual({
      ok: false,
      reason: 'too long',
    })
    expect(parseWalletLink(`https://a.example/${'a'.repeat(400)}`).ok).toBe(true)
  })

  it('[CONN-010] an opened link is checked again: only https or an allowed app scheme', () => {
    expect(isSafeWalletLinkTarget(`trust://wc?uri=${encodeURIComponent(URI)}`)).toBe(true)
    expect(isSafeWalletLinkTarget('https://metamask.app.link/wc?uri=wc%3Aa%402')).toBe(true)
    for (const url of [
      'javascript://wc?uri=%0Aalert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'http://wallet.example/wc?uri=x',
      'https://u:p@wallet.example/wc',
      'trust:wc?uri=x',
      `trust://wc?uri=${'a'.repeat(5000)}`,
    ]) {
      expect(isSafeWalletLinkTarget(url)).toBe(false)
    }
  })

  const FORBIDDEN = ['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem', 'view-source']
  const JUNK = [
    '',
    ' ',
    '\t',
    '\n',
    '\r',
    '\u0000',
    '\u000b',
    '\u00a0',
    '\u200b',
    '\u2028',
    '\ufeff',
    '\u0085',
  ]
  const hostileLink = fc
    .record({
      word: fc.constantFrom(...FORBIDDEN),
      upper: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
      before: fc.constantFrom(...JUNK),
      inside: fc.constantFrom(...JUNK),
      at: fc.nat(),
      after: fc.constantFrom(...JUNK),
      tail: fc.constantFrom('', ':', '://', '://wc', ':alert(1)//', '://%0Aalert(1)', ':%0a', '\t:'),
    })
    .map(({ word, upper, before, inside, at, after, tail }) => {
      const cased = [...word].map((char, index) => (upper[index % upper.length] ? char.toUpperCase() : char))
      const cut = at % (cased.length + 1)
      return `${before}${cased.slice(0, cut).join('')}${inside}${cased.slice(cut).join('')}${after}${tail}`
    })

  test.prop([hostileLink, fc.string()])(
    '[CONN-010] forbidden schemes in any case, padded, with control, unicode or tab characters inside, are never built',
    (mobileLink, uri) => {
      expect(buildWalletConnectDeepLink({ mobileLink, uri })).toBeUndefined()
      expect(isSafeWalletLinkTarget(`${mobileLink}wc?uri=${encodeURIComponent(uri)}`)).toBe(false)
    },
  )

  test.prop([fc.oneof(fc.string({ unit: 'binary' }), hostileLink), fc.string({ unit: 'binary' })])(
    '[CONN-010] any accepted link opens an https page or an app scheme, never throws',
    (mobileLink, uri) => {
      const link = buildWalletConnectDeepLink({ mobileLink, uri })
      if (link === undefined) return
      const url = new URL(link.redirect)
      expect(FORBIDDEN.includes(url.protocol.slice(0, -1))).toBe(false)
      expect(url.protocol).not.toBe('http:')
      expect(url.username + url.password).toBe('')
      expect(isSafeWalletLinkTarget(link.redirect)).toBe(true)
    },
  )
})
