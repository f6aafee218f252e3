import { bitcoin, bitcoinTestnet, type CaipNetworkId } from '@atrium/common'

/** The name bitcoin wallets (sats-connect, Unisat, Leather) use for a network. */
export type BitcoinNetworkName = 'mainnet' | 'testnet'

/** Bech32 human-readable part of native segwit and taproot addresses on each network. */
export const BECH32_PREFIXES: Readonly<Record<BitcoinNetworkName, string>> = { mainnet: 'bc', testnet: 'tb' }

/** The wallet-side name of a catalogue bitcoin network, or `undefined` for any other network. */
export function toBitcoinNetworkName(caipNetworkId: CaipNetworkId): BitcoinNetworkName | undefined {
  if (caipNetworkId === bitcoin.caipNetworkId) return 'mainnet'
  if (caipNetworkId === bitcoinTestnet.caipNetworkId) return 'testnet'
  return undefined
}

/**
 * Which network a native segwit or taproot address belongs to, read from its bech32 prefix; a
 * guard against sending to an address of the other network, not a checksum validation.
 */
export function getBech32Network(address: string): BitcoinNetworkName | undefined {
  const separator = address.lastIndexOf('1')
  if (separator < 1) return undefined
  const prefix = address.slice(0, separator).toLowerCase()
  if (prefix === BECH32_PREFIXES.mainnet) return 'mainnet'
  if (prefix === BECH32_PREFIXES.testnet) return 'testnet'
  return undefined
}
