import { isCaipNetworkId } from '@atrium/common'
import { describe, expect, test } from 'vitest'
import { getSolanaDevnetNetwork, solanaLocalnet } from './getSolanaDevnetNetwork.js'

describe('getSolanaDevnetNetwork', () => {
  test('describes the local chain like a catalogue network, with the chain URLs', () => {
    const network = getSolanaDevnetNetwork({
      rpcUrl: 'http://127.0.0.1:40000',
      wsUrl: 'ws://127.0.0.1:40001',
    })
    expect(network).toEqual({
      id: 'GTZFNzQouAG5TcMCF2qV12YDh3uWX3Lv',
      name: 'Solana Localnet',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:GTZFNzQouAG5TcMCF2qV12YDh3uWX3Lv',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: {
        default: { http: ['http://127.0.0.1:40000'], webSocket: ['ws://127.0.0.1:40001'] },
        chainDefault: { http: ['http://127.0.0.1:40000'], webSocket: ['ws://127.0.0.1:40001'] },
      },
      blockExplorers: {
        default: {
          name: 'Solana Explorer',
          url: 'https://explorer.solana.com/?cluster=custom&customUrl=http%3A%2F%2F127.0.0.1%3A40000',
        },
      },
      assets: { imageId: 'network-solana', imageUrl: undefined },
      testnet: true,
    })
    expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
  })

  test('defaults to the devnet ports 8565 and 8566', () => {
    expect(solanaLocalnet.rpcUrls.default).toEqual({
      http: ['http://127.0.0.1:8565'],
      webSocket: ['ws://127.0.0.1:8566'],
    })
  })

  test('refuses URLs of the wrong protocol', () => {
    expect(() => getSolanaDevnetNetwork({ rpcUrl: 'ws://127.0.0.1:1', wsUrl: 'ws://127.0.0.1:2' })).toThrow(
      expect.objectContaining({ code: expect.any(String) }),
    )
  })
})
