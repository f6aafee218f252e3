import { z } from 'zod'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { WalletDirectoryClient } from './createWalletDirectoryClient.js'

/** [API-026] Response of GET `/getAnalyticsConfig`. */
export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })

export type GetAnalyticsConfigReturnType = { readonly isAnalyticsEnabled: boolean }
export type GetAnalyticsConfigErrorType = HttpErrorType

/** [API-026] GET `/getAnalyticsConfig`: whether the project has analytics on (EVT-003). */
export async function getAnalyticsConfig(
  client: WalletDirectoryClient,
): Promise<GetAnalyticsConfigReturnType> {
  const body = await client.http.get({ path: '/getAnalyticsConfig' })
  return parseResponse(analyticsConfigSchema, body, 'GET /getAnalyticsConfig')
}
