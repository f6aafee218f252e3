import { type CaipNetwork, type CaipNetworkId, NetworkNotFoundError } from '@atrium/common'
import type { Network } from 'bitcoinjs-lib'
import { isBitcoinAddress } from '../addresses/decodeBitcoinAddress.js'
import {
  BIP122_GENESIS_REFERENCES,
  type BitcoinNetworkName,
  toBip122NetworkId,
  toBitcoinJsNetwork,
  toBitcoinNetworkName,
} from './bitcoinNetwork.js'

/** A configured bip122 network with what the adapter derives from it. */
export type ResolvedBitcoinNetwork = {
  readonly network: CaipNetwork<'bip122'>
  readonly name: BitcoinNetworkName
  /** bitcoinjs-lib's address parameters. */
  readonly parameters: Network
}

/**
 * The configured networks with their wallet-side names and address parameters. A network whose
 * genesis reference is not a known bitcoin chain cannot be used (its address format is unknown):
 * `NetworkNotFoundError`.
 */
export function resolveBitcoinNetworks(networks: readonly CaipNetwork<'bip122'>[]): ResolvedBitcoinNetwork[] {
  return networks.map((network) => {
    const name = toBitcoinNetworkName(network.caipNetworkId)
    if (name === undefined) {
      throw new NetworkNotFoundError({
        details: `${network.caipNetworkId} is not a bitcoin network (known genesis references: ${Object.values(BIP122_GENESIS_REFERENCES).join(', ')})`,
      })
    }
    return { network, name, parameters: toBitcoinJsNetwork(name) }
  })
}

/**
 * The network the `addresses` belong to: among the configured networks, `preferred` when it fits,
 * else the first that fits (testnet, testnet4 and signet share their address format); else the
 * CAIP-2 id of the known bitcoin network whose format they have (mainnet, testnet or regtest), which
 * is not configured; else `undefined`.
 */
export function findNetworkOfAddresses(
  addresses: readonly string[],
  networks: readonly ResolvedBitcoinNetwork[],
  preferred?: CaipNetworkId<'bip122'>,
): { readonly networkId: CaipNetworkId<'bip122'>; readonly configured?: ResolvedBitcoinNetwork } | undefined {
  const fits = (parameters: Network) =>
    addresses.length > 0 && addresses.every((address) => isBitcoinAddress(address, parameters))
  const matching = networks.filter((entry) => fits(entry.parameters))
  const configured = matching.find((entry) => entry.network.caipNetworkId === preferred) ?? matching[0]
  if (configured !== undefined) return { networkId: configured.network.caipNetworkId, configured }
  const known = (['mainnet', 'testnet', 'regtest'] as const).find((name) => fits(toBitcoinJsNetwork(name)))
  return known === undefined ? undefined : { networkId: toBip122NetworkId(known) }
}
