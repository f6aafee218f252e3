import { describe, expect, it } from 'vitest'
import { getWalletConnectLinks, hasMobileLink } from './getWalletConnectLinks.js'

const URI = 'wc:a@2?relay-protocol=irn&symKey=00'
const ENCODED = encodeURIComponent(URI)

describe('getWalletConnectLinks', () => {
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

  it('hasMobileLink: only a safe mobile link counts', () => {
    expect(hasMobileLink({ id: 'trust', name: 'Trust', mobile_link: 'https://link.trustwallet.com' })).toBe(
      true,
    )
    expect(hasMobileLink({ id: 'evil', name: 'Evil', mobile_link: 'javascript:alert(1)' })).toBe(false)
    expect(hasMobileLink(undefined)).toBe(false)
  })
})
