import { describe, expect, it } from 'vitest'
import { getConnectMethodsOrder } from '../connectors/getConnectMethodsOrder.js'
import { INSTALLED_WALLET_CONNECT_METHODS_ORDER } from './INSTALLED_WALLET_CONNECT_METHODS_ORDER.js'
import { resolveOptions } from './resolveOptions.js'

const installedWalletOrder = INSTALLED_WALLET_CONNECT_METHODS_ORDER

describe('INSTALLED_WALLET_CONNECT_METHODS_ORDER', () => {
  it('[OPT-004] with an installed wallet the order is wallet, social, email (decision)', () => {
    expect(INSTALLED_WALLET_CONNECT_METHODS_ORDER).toEqual(['wallet', 'social', 'email'])
    expect(getConnectMethodsOrder({ hasInstalledWallet: true, installedWalletOrder })).toEqual([
      'wallet',
      'social',
      'email',
    ])
  })

  it('[OPT-003] without an installed wallet the default order wallet, email, social stays', () => {
    expect(getConnectMethodsOrder({ hasInstalledWallet: false, installedWalletOrder })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it('[OPT-003][OPT-004] features.connectMethodsOrder from the options wins either way', () => {
    const configured = resolveOptions({ features: { connectMethodsOrder: ['email', 'wallet'] } }).features
      .connectMethodsOrder
    expect(getConnectMethodsOrder({ configured, hasInstalledWallet: true, installedWalletOrder })).toEqual([
      'email',
      'wallet',
    ])
  })
})
