import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { getWalletConnectLinks, hasMobileLink } from './getWalletConnectLinks.js'
import { getWalletLinkTarget, openWalletLink } from './openWalletLink.js'

const URI = 'wc:a@2?relay-protocol=irn&symKey=00'
const ENCODED = encodeURIComponent(URI)

describe('getWalletConnectLinks', () => {
  // Refused links are logged by design; the tests read the log instead of printing it.
  let warn: MockInstance<typeof console.warn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it('[CONN-010] the mobile, desktop and web links of a wallet, each with wc?uri= and the encoded URI', () => {
    const links = getWalletConnectLinks(
      {
        id: 'trust',
        name: 'Trust',
        mobile_link: 'trust://',
        desktop_link: 'trustdesktop',
        webapp_link: 'https://wallet.example/app',
      },
      URI,
    )
    expect(links.mobile).toEqual({ href: 'trust://', redirect: `trust://wc?uri=${ENCODED}` })
    expect(links.desktop?.redirect).toBe(`trustdesktop://wc?uri=${ENCODED}`)
    expect(links.web?.redirect).toBe(`https://wallet.example/app/wc?uri=${ENCODED}`)
  })

  it('[CONN-010] no link from javascript:, data: or missing entries; a web app must be http(s)', () => {
    const links = getWalletConnectLinks(
      {
        id: 'evil',
        name: 'Evil',
        mobile_link: 'javascript:alert(1)//',
        desktop_link: 'data:text/html,<script>alert(1)</script>',
        webapp_link: 'evil://',
      },
      URI,
    )
    expect(links).toEqual({ mobile: undefined, desktop: undefined, web: undefined })
    expect(getWalletConnectLinks(undefined, URI)).toEqual({
      mobile: undefined,
      desktop: undefined,
      web: undefined,
    })
    expect(getWalletConnectLinks({ id: 'x', name: 'X', mobile_link: null }, URI).mobile).toBeUndefined()
  })

  it('[CONN-010] a bare forbidden word, plain http and credentials give no link, and the reason is logged once', () => {
    const wallet = {
      id: 'bare',
      name: 'Bare',
      mobile_link: ' JavaScript ',
      desktop_link: 'https://user:pw@wallet.example',
      webapp_link: 'http://wallet.example/app',
    }
    expect(getWalletConnectLinks(wallet, URI)).toEqual({
      mobile: undefined,
      desktop: undefined,
      web: undefined,
    })
    getWalletConnectLinks(wallet, URI)
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Atrium: the mobile link of Bare was dropped (control or white-space character); it connects by QR code.',
      'Atrium: the desktop link of Bare was dropped (credentials); it connects by QR code.',
      'Atrium: the web link of Bare was dropped (plain http); it connects by QR code.',
    ])
  })

  it('[CONN-010] openWalletLink never opens a link that is not https or an app scheme', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    expect(openWalletLink('javascript://wc?uri=%0Aalert(1)')).toBe(false)
    expect(openWalletLink('http://wallet.example/wc?uri=x')).toBe(false)
    expect(open).not.toHaveBeenCalled()
    expect(openWalletLink('trust://wc?uri=x')).toBe(true)
    expect(open).toHaveBeenCalledWith('trust://wc?uri=x', '_self', undefined)
    expect(getWalletLinkTarget('https://link.trustwallet.com/wc?uri=x')).toBe('_blank')
    open.mockRestore()
  })

  it('hasMobileLink: only a safe mobile link counts', () => {
    expect(hasMobileLink({ id: 'trust', name: 'Trust', mobile_link: 'https://link.trustwallet.com' })).toBe(
      true,
    )
    expect(hasMobileLink({ id: 'evil', name: 'Evil', mobile_link: 'javascript:alert(1)' })).toBe(false)
    expect(hasMobileLink(undefined)).toBe(false)
  })
})
