import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { buildWalletConnectDeepLink, normalizeWalletLink } from './buildWalletConnectDeepLink.js'

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

  test.prop([fc.string()])(
    '[CONN-010] junk links never yield a forbidden scheme and never throw',
    (mobileLink) => {
      const link = buildWalletConnectDeepLink({ mobileLink, uri: URI })
      if (link === undefined) return
      expect(link.redirect).not.toMatch(/^\s*(javascript|data|vbscript|file|blob|about|filesystem):/i)
    },
  )
})
