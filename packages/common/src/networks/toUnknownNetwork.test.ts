import { describe, expect, it } from 'vitest'
import { toUnknownNetwork } from './toUnknownNetwork.js'

describe('toUnknownNetwork', () => {
  it('[ROUTER-026] keeps the real id, with a numeric chain id on EVM', () => {
    expect(toUnknownNetwork('eip155:424242')).toEqual({
      id: 424242,
      name: 'Unknown Network',
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:424242',
      nativeCurrency: { name: '', symbol: '', decimals: 0 },
      rpcUrls: { default: { http: [] }, chainDefault: { http: [] } },
      blockExplorers: { default: { name: '', url: '' } },
      assets: { imageId: undefined, imageUrl: undefined },
      testnet: false,
    })
  })

  it('[NET-002] keeps a non-numeric reference as the chain id', () => {
    const network = toUnknownNetwork('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(network.id).toBe('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    expect(network.chainNamespace).toBe('solana')
  })

  it('[VAL-009] throws InvalidCaipNetworkIdError for a malformed id', () => {
    expect(() => toUnknownNetwork('eip155' as 'eip155:1')).toThrow(
      expect.objectContaining({ code: 'INVALID_CAIP_NETWORK_ID' }),
    )
  })
})
