import {
  AUTH_PERMITTED_RPC_METHODS,
  base,
  bitcoin,
  mainnet,
  polkadot,
  solana,
  solanaDevnet,
} from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { buildOptionalNamespaces, SESSION_NAMESPACE_METHODS } from './buildOptionalNamespaces.js'

describe('buildOptionalNamespaces', () => {
  it('[CONN-013] one entry per namespace that has networks', () => {
    expect(Object.keys(buildOptionalNamespaces([mainnet, base, solana]))).toEqual(['eip155', 'solana'])
    expect(Object.keys(buildOptionalNamespaces([polkadot, bitcoin]))).toEqual(['polkadot', 'bip122'])
    expect(buildOptionalNamespaces([])).toEqual({})
  })

  it('[CONN-014][NET-002][NET-003] methods, the two events, CAIP chains and an RPC map from rpcUrls.default', () => {
    const namespaces = buildOptionalNamespaces([mainnet, base, solana, solanaDevnet])
    expect(namespaces.eip155).toEqual({
      methods: AUTH_PERMITTED_RPC_METHODS,
      events: ['accountsChanged', 'chainChanged'],
      chains: ['eip155:1', 'eip155:8453'],
      rpcMap: { '1': mainnet.rpcUrls.default.http[0], '8453': base.rpcUrls.default.http[0] },
    })
    expect(namespaces.solana).toMatchObject({
      methods: SESSION_NAMESPACE_METHODS.solana,
      events: ['accountsChanged', 'chainChanged'],
      chains: [solana.caipNetworkId, solanaDevnet.caipNetworkId],
      rpcMap: { [solana.id]: solana.rpcUrls.default.http[0] },
    })
  })

  it('[CONN-014] rpcUrls override the default RPC URL per CAIP network id', () => {
    const namespaces = buildOptionalNamespaces([mainnet], { 'eip155:1': 'http://127.0.0.1:8545' })
    expect(namespaces.eip155?.rpcMap).toEqual({ '1': 'http://127.0.0.1:8545' })
  })

  it('[CONN-013] a network listed twice appears once', () => {
    expect(buildOptionalNamespaces([mainnet, mainnet]).eip155?.chains).toEqual(['eip155:1'])
  })
})
