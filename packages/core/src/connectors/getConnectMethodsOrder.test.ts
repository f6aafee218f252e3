import { DEFAULT_CONNECT_METHODS_ORDER } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import type { Connector } from './Connector.js'
import { getConnectMethodsOrder, hasInstalledWallet } from './getConnectMethodsOrder.js'

const context = { isMobile: false, hasInjectedWallet: true, excludedRdns: [] }
const rabby: Connector = {
  id: 'rabby',
  name: 'Rabby',
  type: 'ANNOUNCED',
  chain: 'eip155',
  provider: true,
  info: { rdns: 'io.rabby' },
}

describe('getConnectMethodsOrder', () => {
  it('[OPT-003] defaults to wallet, email, social', () => {
    expect(getConnectMethodsOrder({ hasInstalledWallet: false })).toEqual(['wallet', 'email', 'social'])
    expect(DEFAULT_CONNECT_METHODS_ORDER).toEqual(['wallet', 'email', 'social'])
  })

  it('[OPT-004] uses the installed-wallet order when an installed wallet is found', () => {
    const installedWalletOrder = ['wallet', 'social', 'email'] as const
    expect(getConnectMethodsOrder({ hasInstalledWallet: true, installedWalletOrder })).toEqual(
      installedWalletOrder,
    )
    expect(getConnectMethodsOrder({ hasInstalledWallet: false, installedWalletOrder })).toEqual(
      DEFAULT_CONNECT_METHODS_ORDER,
    )
  })

  it('[OPT-003] a configured order always wins', () => {
    expect(getConnectMethodsOrder({ configured: ['email'], hasInstalledWallet: true })).toEqual(['email'])
  })

  it('[OPT-004] an installed wallet is a visible INJECTED or ANNOUNCED connector with its provider', () => {
    expect(hasInstalledWallet([rabby], context)).toBe(true)
    expect(hasInstalledWallet([{ ...rabby, provider: false }], context)).toBe(false)
    expect(hasInstalledWallet([{ ...rabby, type: 'WALLET_CONNECT' }], context)).toBe(false)
    expect(hasInstalledWallet([rabby], { ...context, excludedRdns: ['io.rabby'] })).toBe(false)
  })
})
