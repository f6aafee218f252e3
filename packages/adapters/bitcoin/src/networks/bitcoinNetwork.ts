import type { CaipNetworkId } from '@atrium/common'
import { type Network, networks } from 'bitcoinjs-lib'

/** The bitcoin networks wallets know, by the names sats-connect and Leather use (lower-cased). */
export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'testnet4' | 'signet' | 'regtest'

/**
 * CAIP-2 references of the bitcoin networks (BIP-122: the first 32 hex characters of the genesis
 * block hash). Regtest's genesis is the same on every regtest chain, the devnet's included.
 */
export const BIP122_GENESIS_REFERENCES: Readonly<Record<BitcoinNetworkName, string>> = {
  mainnet: '000000000019d6689c085ae165831e93',
  testnet: '000000000933ea01ad0ee984209779ba',
  testnet4: '00000000da84f2bafbbc53dee25a72ae',
  signet: '00000008819873e925422c1ff0f99f7c',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328',
}

/** Bech32 human-readable part of native segwit and taproot addresses on each network. */
export const BECH32_PREFIXES: Readonly<Record<BitcoinNetworkName, string>> = {
  mainnet: 'bc',
  testnet: 'tb',
  testnet4: 'tb',
  signet: 'tb',
  regtest: 'bcrt',
}

/** The wallet-side name of a bitcoin network, by its BIP-122 genesis reference; `undefined` for any other network. */
export function toBitcoinNetworkName(caipNetworkId: CaipNetworkId): BitcoinNetworkName | undefined {
  const [namespace, reference] = caipNetworkId.split(':')
  if (namespace !== 'bip122') return undefined
  return (Object.keys(BIP122_GENESIS_REFERENCES) as BitcoinNetworkName[]).find(
    (name) => BIP122_GENESIS_REFERENCES[name] === reference,
  )
}

/** The CAIP-2 id of a bitcoin network. */
export function toBip122NetworkId(name: BitcoinNetworkName): CaipNetworkId<'bip122'> {
  return `bip122:${BIP122_GENESIS_REFERENCES[name]}`
}

/** bitcoinjs-lib's address parameters of a network (testnet4 and signet share testnet's). */
export function toBitcoinJsNetwork(name: BitcoinNetworkName): Network {
  if (name === 'mainnet') return networks.bitcoin
  if (name === 'regtest') return networks.regtest
  return networks.testnet
}

/**
 * Which network a native segwit or taproot address belongs to, read from its bech32 prefix
 * ('testnet' stands for every 'tb' network); a guard against sending to an address of the other
 * network, not a checksum validation.
 */
export function getBech32Network(address: string): 'mainnet' | 'testnet' | 'regtest' | undefined {
  const separator = address.lastIndexOf('1')
  if (separator < 1) return undefined
  const prefix = address.slice(0, separator).toLowerCase()
  if (prefix === BECH32_PREFIXES.mainnet) return 'mainnet'
  if (prefix === BECH32_PREFIXES.testnet) return 'testnet'
  if (prefix === BECH32_PREFIXES.regtest) return 'regtest'
  return undefined
}
