import { describe, expect, it } from 'vitest'
import { defineNetwork } from './defineNetwork.js'
import { mainnet } from './definitions/mainnet.js'
import { polkadot } from './definitions/polkadot.js'

describe('defineNetwork', () => {
  it('[NET-003] points default and chainDefault at the given RPC URL', () => {
    const local = defineNetwork(mainnet, { rpcUrls: 'http://127.0.0.1:8545' })
    expect(local.rpcUrls).toEqual({
      default: { http: ['http://127.0.0.1:8545'] },
      chainDefault: { http: ['http://127.0.0.1:8545'] },
    })
    expect(local.id).toBe(1)
    expect(local.caipNetworkId).toBe('eip155:1')
    expect(local.nativeCurrency).toBe(mainnet.nativeCurrency)
  })

  it('[NET-003] leaves the catalogue network untouched', () => {
    defineNetwork(mainnet, { rpcUrls: ['http://127.0.0.1:8545'] })
    expect(mainnet.rpcUrls.default.http).toEqual(['https://eth.merkle.io'])
  })

  it('[NET-003] chainDefaultRpcUrls sets chainDefault separately', () => {
    const network = defineNetwork(mainnet, {
      rpcUrls: 'http://127.0.0.1:8545',
      chainDefaultRpcUrls: ['https://rpc.example.org', 'https://rpc2.example.org'],
    })
    expect(network.rpcUrls.chainDefault.http).toEqual(['https://rpc.example.org', 'https://rpc2.example.org'])
  })

  it('[NET-003] replaces WebSocket endpoints, dropping the base ones unless given', () => {
    expect(defineNetwork(polkadot, { rpcUrls: 'http://127.0.0.1:9944' }).rpcUrls.default).toEqual({
      http: ['http://127.0.0.1:9944'],
    })
    const withSocket = defineNetwork(polkadot, {
      rpcUrls: 'http://127.0.0.1:9944',
      webSocketRpcUrls: 'ws://127.0.0.1:9944',
    })
    expect(withSocket.rpcUrls.chainDefault).toEqual({
      http: ['http://127.0.0.1:9944'],
      webSocket: ['ws://127.0.0.1:9944'],
    })
  })

  it('[NET-017] name, block explorer and assets may be overridden', () => {
    const network = defineNetwork(mainnet, {
      rpcUrls: 'http://127.0.0.1:8545',
      name: 'Local Ethereum',
      blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:5100' } },
      assets: { imageUrl: 'http://127.0.0.1:5100/eth.png' },
    })
    expect(network.name).toBe('Local Ethereum')
    expect(network.blockExplorers.default.name).toBe('Local')
    expect(network.assets).toEqual({ imageId: 'network-ethereum', imageUrl: 'http://127.0.0.1:5100/eth.png' })
  })

  it('[NET-003] throws InvalidNetworkDefinitionError on empty, malformed or non-HTTP URLs', () => {
    expect(() => defineNetwork(mainnet, { rpcUrls: [] })).toThrowErrorMatchingInlineSnapshot(
      `[InvalidNetworkDefinitionError: Invalid network definition]`,
    )
    expect(() => defineNetwork(mainnet, { rpcUrls: 'not a url' })).toThrow('Invalid network definition')
    expect(() => defineNetwork(mainnet, { rpcUrls: 'ftp://127.0.0.1' })).toThrow('Invalid network definition')
    expect(() => defineNetwork(mainnet, { rpcUrls: 'http://x', webSocketRpcUrls: 'http://x' })).toThrow(
      'Invalid network definition',
    )
  })

  it('[NET-002] throws when the base network id and caipNetworkId disagree', () => {
    expect(() =>
      defineNetwork({ ...mainnet, caipNetworkId: 'eip155:2' }, { rpcUrls: 'http://127.0.0.1:8545' }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_NETWORK_DEFINITION' }))
  })
})
