import { type CaipNetworkId, WALLET_BADGE_TYPE, WALLETS_PER_PAGE } from '@atrium/common'
import { z } from 'zod'
import type { TrackEvent } from '../analytics/TrackEvent.js'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { WalletDirectoryClient } from './createWalletDirectoryClient.js'
import { type Wallet, walletSchema } from './walletSchema.js'

/** [API-023] Response of GET `/getWallets`: one page of wallets and the total count. */
export const walletsPageSchema = z.object({ data: z.array(walletSchema), count: z.number() })

export type GetWalletsParameters = {
  /** 1-based page; defaults to 1. */
  page?: number
  /** Page size; defaults to `WALLETS_PER_PAGE` (40). */
  entries?: number
  /** Only wallets supporting these networks (sent comma-joined). */
  chains?: readonly CaipNetworkId[] | undefined
  /** Search text; a non-empty search tracks `SEARCH_WALLET` (EVT-006). */
  search?: string | undefined
  /** Defaults to the client's `includeWalletIds` (OPT-010). */
  include?: readonly string[] | undefined
  /** Defaults to the client's `excludeWalletIds` (OPT-010). */
  exclude?: readonly string[] | undefined
  /** Defaults to `WALLET_BADGE_TYPE` (API-031). */
  badgeType?: string | undefined
  track?: TrackEvent | undefined
}
export type GetWalletsReturnType = { readonly data: readonly Wallet[]; readonly count: number }
export type GetWalletsErrorType = HttpErrorType

/** A list parameter: comma-joined, or left out when empty. */
function toListParameter(values: readonly string[] | undefined): string | undefined {
  return values === undefined || values.length === 0 ? undefined : values.join(',')
}

/**
 * [API-023] GET `/getWallets` with `projectId`, `st`, `sv`, `page`, `entries`, `chains`, `include`,
 * `exclude`, `search`, `badge_type`: one page of wallets and the total count.
 */
export async function getWallets(
  client: WalletDirectoryClient,
  parameters: GetWalletsParameters = {},
): Promise<GetWalletsReturnType> {
  const { page = 1, entries = WALLETS_PER_PAGE, chains, badgeType = WALLET_BADGE_TYPE } = parameters
  const search = parameters.search?.trim() || undefined
  if (search !== undefined)
    parameters.track?.({ event: 'SEARCH_WALLET', properties: { search, badge: badgeType } })
  const body = await client.http.get({
    path: '/getWallets',
    parameters: {
      page,
      entries,
      chains: toListParameter(chains),
      include: toListParameter(parameters.include ?? client.includeWalletIds),
      exclude: toListParameter(parameters.exclude ?? client.excludeWalletIds),
      search,
      badge_type: badgeType,
    },
  })
  return parseResponse(walletsPageSchema, body, 'GET /getWallets')
}
