import type { CaipNetworkId } from '@atrium/common'
import type { BlockchainApiClient } from '../blockchainApi/createBlockchainApiClient.js'
import { getTokenPrices } from '../blockchainApi/getTokenPrices.js'
import type { SwapAsset } from './createSwapStore.js'

/** Parameters of `fetchSwapPrices`. */
export type FetchSwapPricesParameters = {
  readonly caipNetworkId: CaipNetworkId
  readonly tokens: readonly SwapAsset[]
}

/**
 * [SWAP-033] The USD price of each of `tokens` from POST `/v1/fungible/price` (API-008), keyed by
 * lower-case CAIP-10 address. The API answers by symbol, so a price is matched to its token by
 * symbol; a token it leaves out, or prices at a negative or non-finite figure, gets 0.
 * `undefined` when the request fails. Never rejects.
 */
export async function fetchSwapPrices(
  client: BlockchainApiClient,
  parameters: FetchSwapPricesParameters,
): Promise<ReadonlyMap<string, number> | undefined> {
  const { tokens } = parameters
  try {
    const { fungibles } = await getTokenPrices(client, {
      caipNetworkId: parameters.caipNetworkId,
      addresses: tokens.map((token) => token.address),
    })
    return new Map(
      tokens.map((token) => {
        const price = fungibles.find(
          (entry) => entry.symbol.toLowerCase() === token.symbol.toLowerCase(),
        )?.price
        return [
          token.address.toLowerCase(),
          price !== undefined && Number.isFinite(price) && price > 0 ? price : 0,
        ]
      }),
    )
  } catch {
    return undefined
  }
}
