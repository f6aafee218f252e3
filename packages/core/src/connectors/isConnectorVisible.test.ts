import { describe, expect, it } from 'vitest'
import type { Connector } from './Connector.js'
import { getExcludedRdns, getVisibleConnectors, isConnectorVisible } from './isConnectorVisible.js'

const browserWallet: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
  provider: true,
}
const desktop = { isMobile: false, hasInjectedWallet: true, excludedRdns: [] }
const mobile = { isMobile: true, hasInjectedWallet: true, excludedRdns: [] }

describe('isConnectorVisible', () => {
  it("[CONNECTOR-012] the INJECTED 'Browser Wallet' is hidden on desktop, shown on mobile", () => {
    expect(isConnectorVisible(browserWallet, desktop)).toBe(false)
    expect(isConnectorVisible(browserWallet, mobile)).toBe(true)
    expect(isConnectorVisible({ ...browserWallet, type: 'EXTERNAL' }, desktop)).toBe(true)
  })

  it('[CONNECTOR-013] an injected connector without rdns is hidden when no injected wallet is installed', () => {
    const injected: Connector = {
      id: 'injected-2',
      name: 'Injected',
      type: 'INJECTED',
      chain: 'eip155',
      provider: false,
    }
    expect(isConnectorVisible(injected, { ...mobile, hasInjectedWallet: false })).toBe(false)
    expect(isConnectorVisible(injected, mobile)).toBe(true)
    expect(
      isConnectorVisible({ ...injected, info: { rdns: 'io.x' } }, { ...mobile, hasInjectedWallet: false }),
    ).toBe(true)
  })

  it('[CONNECTOR-014] INJECTED or ANNOUNCED connectors with an excluded rdns are hidden', () => {
    const context = { ...desktop, excludedRdns: ['io.metamask'] }
    const announced: Connector = {
      id: 'mm',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      chain: 'eip155',
      provider: true,
      info: { rdns: 'io.metamask' },
    }
    expect(isConnectorVisible(announced, context)).toBe(false)
    expect(isConnectorVisible({ ...announced, type: 'INJECTED' }, context)).toBe(false)
    expect(isConnectorVisible({ ...announced, type: 'EXTERNAL' }, context)).toBe(true)
    expect(isConnectorVisible({ ...announced, info: { rdns: 'io.rabby' } }, context)).toBe(true)
  })

  it('[CONNECTOR-014] A-32: excluded rdns are those of the directory wallets in excludeWalletIds', () => {
    const wallets = [
      { id: 'w-mm', rdns: 'io.metamask' },
      { id: 'w-rabby', rdns: 'io.rabby' },
      { id: 'w-none', rdns: null },
    ]
    expect(getExcludedRdns(['w-mm', 'w-none'], wallets)).toEqual(['io.metamask'])
    expect(getExcludedRdns([], wallets)).toEqual([])
  })

  it('[CONNECTOR-012][CONNECTOR-014] getVisibleConnectors keeps the order of the shown ones', () => {
    const rabby: Connector = {
      id: 'rabby',
      name: 'Rabby',
      type: 'ANNOUNCED',
      chain: 'eip155',
      provider: true,
      info: { rdns: 'io.rabby' },
    }
    const wc: Connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
      provider: true,
    }
    expect(
      getVisibleConnectors([browserWallet, rabby, wc], { ...desktop, excludedRdns: ['io.rabby'] }),
    ).toEqual([wc])
  })
})
