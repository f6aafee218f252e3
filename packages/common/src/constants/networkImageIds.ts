/**
 * [CONNECTOR-011][NET-017] Network image ids, keyed by CAIP-2 id, served by the wallet directory's
 * `/public/getAssetImage/{id}`. Atrium's own readable ids `network-<chain>`; a testnet shares the
 * image of its mainnet.
 */
export const NETWORK_IMAGE_IDS = {
  'eip155:1': 'network-ethereum',
  'eip155:10': 'network-optimism',
  'eip155:8453': 'network-base',
  'eip155:137': 'network-polygon',
  'eip155:42161': 'network-arbitrum',
  'eip155:43114': 'network-avalanche',
  'eip155:42220': 'network-celo',
  'eip155:1313161554': 'network-aurora',
  'eip155:56': 'network-bsc',
  'eip155:324': 'network-zksync',
  'eip155:100': 'network-gnosis',
  'eip155:7777777': 'network-zora',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'network-solana',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSRkVjn': 'network-solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'network-solana',
  'bip122:000000000019d6689c085ae165831e93': 'network-bitcoin',
  'bip122:000000000933ea01ad0ee984209779ba': 'network-bitcoin',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'network-polkadot',
} as const
