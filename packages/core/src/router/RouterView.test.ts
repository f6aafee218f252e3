import { describe, expect, it } from 'vitest'
import { INITIAL_VIEW, isRouterView, ROUTER_VIEWS, SWAP_VIEW } from './RouterView.js'

describe('RouterView', () => {
  it('[ROUTER-010][ROUTER-009] the modal has exactly the named views of the spec, no URL routes', () => {
    expect(ROUTER_VIEWS).toMatchInlineSnapshot(`
      [
        "Connect",
        "ConnectingSiwe",
        "ConnectingFarcaster",
        "ConnectingExternal",
        "ConnectingWalletConnect",
        "ConnectingWalletConnectBasic",
        "UnsupportedChain",
        "Account",
        "AllWallets",
        "ApproveTransaction",
        "SIWXSignMessage",
        "Swap",
        "RegisterAccountName",
        "RegisterAccountNameSuccess",
        "Networks",
        "Send",
        "Receive",
        "EmailVerifyOtp",
        "EmailVerifyDevice",
        "ConnectingSocial",
        "UpdateEmailWallet",
        "UpdateEmailPrimaryOtp",
        "UpdateEmailSecondaryOtp",
      ]
    `)
    expect(ROUTER_VIEWS.every((view) => !view.includes('/'))).toBe(true)
  })

  it("[ROUTER-011] the swap view is named 'Swap' (decision)", () => {
    expect(SWAP_VIEW).toBe('Swap')
    expect(ROUTER_VIEWS).toContain(SWAP_VIEW)
  })

  it('[ROUTER-012] the initial view is Connect', () => {
    expect(INITIAL_VIEW).toBe('Connect')
  })

  it('isRouterView accepts views and rejects anything else without throwing', () => {
    expect(isRouterView('Account')).toBe(true)
    expect(isRouterView('account')).toBe(false)
    expect(isRouterView('/account')).toBe(false)
    expect(isRouterView(undefined)).toBe(false)
    expect(isRouterView(42)).toBe(false)
  })
})
