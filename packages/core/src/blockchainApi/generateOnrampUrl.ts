import { z } from 'zod'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'

/** [API-018] Response of POST `/v1/generators/onrampurl`. */
export const onrampUrlSchema = z.object({ url: z.string() })

export type GenerateOnrampUrlParameters = {
  /** Where bought assets go: an address with its networks and assets. */
  destinationWallets: readonly {
    readonly address: string
    readonly blockchains?: readonly string[]
    readonly assets?: readonly string[]
  }[]
  defaultNetwork?: string | undefined
  partnerUserId: string
  defaultExperience?: 'buy' | 'send' | undefined
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
}
export type GenerateOnrampUrlReturnType = { readonly url: string }
export type GenerateOnrampUrlErrorType = HttpErrorType

/**
 * [API-018] POST `/v1/generators/onrampurl` with body `destinationWallets`, `defaultNetwork`,
 * `partnerUserId`, `defaultExperience`, `presetCryptoAmount`, `presetFiatAmount`: the purchase URL
 * (ONRAMP-001). Never short-circuits.
 */
export async function generateOnrampUrl(
  client: BlockchainApiClient,
  parameters: GenerateOnrampUrlParameters,
): Promise<GenerateOnrampUrlReturnType> {
  const body = await client.http.post({
    path: '/v1/generators/onrampurl',
    body: {
      destinationWallets: parameters.destinationWallets,
      defaultNetwork: parameters.defaultNetwork,
      partnerUserId: parameters.partnerUserId,
      defaultExperience: parameters.defaultExperience,
      presetCryptoAmount: parameters.presetCryptoAmount,
      presetFiatAmount: parameters.presetFiatAmount,
    },
  })
  return parseResponse(onrampUrlSchema, body, 'POST /v1/generators/onrampurl')
}
