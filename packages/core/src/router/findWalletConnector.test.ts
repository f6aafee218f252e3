import { CONNECTOR_EXPLORER_IDS } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../connectors/Connector.js'
import { findWalletConnector, normalizeConnectorName } from './findWalletConnector.js'

function connector(overrides: Partial<Connector> & Pick<Connector, 'id' | 'name'>): Connector {
  return { type: 'ANNOUNCED', chain: 'eip155', provider: true, ...overrides }
}

const walletConnect = connector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' })
const rabby = connector({ id: 'io.rabby', name: 'Rabby Wallet', info: { rdns: 'io.rabby' } })
const trust = connector({ id: 'com.trustwallet.app', name: 'Trust Wallet' })
const metaMask = connector({ id: 'metaMaskSDK', name: 'MetaMask SDK', explorerId: 'c57ca' })

describe('findWalletConnector', () => {
  it('[ROUTER-033] wallet: matches by rdns', () => {
    expect(
      findWalletConnector({ wallet: { id: 'x', name: 'Other', rdns: 'io.rabby' }, connectors: [rabby] }),
    ).toBe(rabby)
  })

  it('[ROUTER-033][CONNECTOR-010] wallet: matches by name with the Trust Wallet alias', () => {
    expect(findWalletConnector({ wallet: { id: 'x', name: 'Trust' }, connectors: [trust] })).toBe(trust)
    expect(normalizeConnectorName(' Trust  Wallet ')).toBe('trust')
  })

  it('[ROUTER-033] connectors: the fixed explorer-id table identifies a connector without explorerId', () => {
    const safe = connector({ id: 'safe', name: 'Safe', type: 'INJECTED' })
    const wallet = { id: CONNECTOR_EXPLORER_IDS.safe ?? '', name: 'Safe{Wallet}' }
    expect(findWalletConnector({ wallet, connectors: [safe] })).toBe(safe)
  })

  it('[ROUTER-033] an explorer-id match wins over an earlier name match', () => {
    const byName = connector({ id: 'a', name: 'MetaMask' })
    expect(
      findWalletConnector({ wallet: { id: 'c57ca', name: 'MetaMask' }, connectors: [byName, metaMask] }),
    ).toBe(metaMask)
  })

  it('[ROUTER-034] WalletConnect and auth connectors, empty names and null rdns never match', () => {
    const auth = connector({ id: 'auth', name: '', type: 'AUTH' })
    const noRdns = connector({ id: 'n', name: 'Nameless' })
    expect(
      findWalletConnector({
        wallet: { id: 'walletConnect', name: 'WalletConnect' },
        connectors: [walletConnect],
      }),
    ).toBeUndefined()
    expect(
      findWalletConnector({ wallet: { id: 'x', name: '', rdns: null }, connectors: [auth, noRdns] }),
    ).toBeUndefined()
  })
})
