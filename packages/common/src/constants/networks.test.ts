import { describe, expect, it } from 'vitest'
import { NETWORKS } from '../networks/NETWORKS.js'
import { DEFAULT_CAIP_NETWORK_ID, DEFAULT_CHAIN_ID, WALLET_CONNECT_RPC_CHAIN_IDS } from './networks.js'

describe('network constants', () => {
  it('[NET-013] the default chain is Ethereum, chain id 1', () => {
    expect(DEFAULT_CHAIN_ID).toBe(1)
    expect(DEFAULT_CAIP_NETWORK_ID).toBe('eip155:1')
  })

  it('[NET-016] the WalletConnect RPC list includes the spec ids', () => {
    expect(WALLET_CONNECT_RPC_CHAIN_IDS).toEqual(
      expect.arrayContaining([1, 5, 10, 56, 97, 100, 137, 250, 324, 420, 999, 8453, 42161]),
    )
  })

  it('[NET-016] the WalletConnect RPC list covers every catalogue EVM chain, without duplicates', () => {
    const evmIds = NETWORKS.filter((network) => network.chainNamespace === 'eip155').map(
      (network) => network.id,
    )
    expect(WALLET_CONNECT_RPC_CHAIN_IDS).toEqual(expect.arrayContaining(evmIds))
    expect(new Set(WALLET_CONNECT_RPC_CHAIN_IDS).size).toBe(WALLET_CONNECT_RPC_CHAIN_IDS.length)
  })
})
