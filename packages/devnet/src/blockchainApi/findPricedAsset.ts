import type { ServedAsset, ServedNetwork } from './servedNetwork.js'

/**
 * The asset a CAIP-10 address names in `POST /v1/fungible/price` (`eip155:1:0x…`): a token of a
 * served network, or its native coin by the namespace's native-coin address. EVM addresses match
 * in any case. `undefined` for anything else, which the API leaves out of its answer.
 */
export function findPricedAsset(
  networks: readonly ServedNetwork[],
  caipAddress: string,
): { network: ServedNetwork; asset: ServedAsset } | undefined {
  const separator = caipAddress.lastIndexOf(':')
  const network = networks.find(({ id }) => id === caipAddress.slice(0, separator))
  if (network === undefined) return undefined
  const isEvm = network.id.startsWith('eip155:')
  const normalize = (address: string) => (isEvm ? address.toLowerCase() : address)
  const address = normalize(caipAddress.slice(separator + 1))
  if (network.nativePriceAddress !== undefined && address === normalize(network.nativePriceAddress)) {
    return { network, asset: network.native }
  }
  const token = network.tokens.find((candidate) => normalize(candidate.address ?? '') === address)
  return token === undefined ? undefined : { network, asset: token }
}
