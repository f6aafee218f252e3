import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '../caip/CaipNetworkId.js'
import { NETWORK_IMAGE_IDS } from '../constants/networkImageIds.js'
import { NETWORKS } from './NETWORKS.js'

describe('NETWORKS', () => {
  it('[NET-014] holds Ethereum 1, OP Mainnet 10, Base 8453, Polygon 137, Arbitrum One 42161, Avalanche 43114', () => {
    const evm = NETWORKS.filter((network) => network.chainNamespace === 'eip155')
    expect(evm.slice(0, 6).map(({ id, name }) => [id, name])).toEqual([
      [1, 'Ethereum'],
      [10, 'OP Mainnet'],
      [8453, 'Base'],
      [137, 'Polygon'],
      [42161, 'Arbitrum One'],
      [43114, 'Avalanche'],
    ])
  })

  it('[NET-015] holds Celo, Aurora, BNB, zkSync, Gnosis, Zora, three Solana networks, Bitcoin and its testnet', () => {
    expect(
      NETWORKS.slice(6).map(({ caipNetworkId, name }) => `${name} ${caipNetworkId}`),
    ).toMatchInlineSnapshot(`
      [
        "Celo eip155:42220",
        "Aurora eip155:1313161554",
        "BNB Smart Chain eip155:56",
        "zkSync Era eip155:324",
        "Gnosis eip155:100",
        "Zora eip155:7777777",
        "Solana solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
        "Solana Testnet solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkVjn",
        "Solana Devnet solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
        "Bitcoin bip122:000000000019d6689c085ae165831e93",
        "Bitcoin Testnet bip122:000000000933ea01ad0ee984209779ba",
        "Polkadot polkadot:91b171bb158e2d3848fa23a9f1c25182",
      ]
    `)
  })

  it('[NET-002] every caipNetworkId is namespace:id and valid', () => {
    for (const network of NETWORKS) {
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`)
      expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
    }
  })

  it('[NET-002] ids are unique', () => {
    expect(new Set(NETWORKS.map((network) => network.caipNetworkId)).size).toBe(NETWORKS.length)
  })

  it('[NET-017] every network has every field of the Network checklist', () => {
    for (const network of NETWORKS) {
      expect(Object.keys(network).sort()).toEqual(
        [
          'assets',
          'blockExplorers',
          'caipNetworkId',
          'chainNamespace',
          'id',
          'name',
          'nativeCurrency',
          'rpcUrls',
          'testnet',
        ].sort(),
      )
      expect(Object.keys(network.nativeCurrency).sort()).toEqual(['decimals', 'name', 'symbol'])
      expect(Number.isInteger(network.nativeCurrency.decimals)).toBe(true)
      expect(Object.keys(network.assets).sort()).toEqual(['imageId', 'imageUrl'])
      expect(network.blockExplorers.default.url).toMatch(/^https:\/\//)
    }
  })

  it('[NET-003] every network has default and chainDefault RPC URLs', () => {
    for (const network of NETWORKS) {
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
      expect(network.rpcUrls.chainDefault.http.length).toBeGreaterThan(0)
      for (const url of [...network.rpcUrls.default.http, ...network.rpcUrls.chainDefault.http]) {
        expect(url).toMatch(/^https:\/\//)
      }
    }
  })

  it('[NET-017][CONNECTOR-011] pins the image id of every network (a testnet shares its mainnet image)', () => {
    expect(NETWORK_IMAGE_IDS).toMatchInlineSnapshot(`
      {
        "bip122:000000000019d6689c085ae165831e93": "network-bitcoin",
        "bip122:000000000933ea01ad0ee984209779ba": "network-bitcoin",
        "eip155:1": "network-ethereum",
        "eip155:10": "network-optimism",
        "eip155:100": "network-gnosis",
        "eip155:1313161554": "network-aurora",
        "eip155:137": "network-polygon",
        "eip155:324": "network-zksync",
        "eip155:42161": "network-arbitrum",
        "eip155:42220": "network-celo",
        "eip155:43114": "network-avalanche",
        "eip155:56": "network-bsc",
        "eip155:7777777": "network-zora",
        "eip155:8453": "network-base",
        "polkadot:91b171bb158e2d3848fa23a9f1c25182": "network-polkadot",
        "solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkVjn": "network-solana",
        "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp": "network-solana",
        "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1": "network-solana",
      }
    `)
  })

  it('[NET-017] native currencies match their chains', () => {
    expect(
      Object.fromEntries(NETWORKS.map((network) => [network.name, network.nativeCurrency.symbol])),
    ).toMatchInlineSnapshot(`
      {
        "Arbitrum One": "ETH",
        "Aurora": "ETH",
        "Avalanche": "AVAX",
        "BNB Smart Chain": "BNB",
        "Base": "ETH",
        "Bitcoin": "BTC",
        "Bitcoin Testnet": "tBTC",
        "Celo": "CELO",
        "Ethereum": "ETH",
        "Gnosis": "XDAI",
        "OP Mainnet": "ETH",
        "Polkadot": "DOT",
        "Polygon": "POL",
        "Solana": "SOL",
        "Solana Devnet": "SOL",
        "Solana Testnet": "SOL",
        "Zora": "ETH",
        "zkSync Era": "ETH",
      }
    `)
  })

  it('[NET-015] testnets are flagged', () => {
    expect(NETWORKS.filter((network) => network.testnet).map((network) => network.name)).toEqual([
      'Solana Testnet',
      'Solana Devnet',
      'Bitcoin Testnet',
    ])
  })
})
