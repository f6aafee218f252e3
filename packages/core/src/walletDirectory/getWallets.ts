import {
  type CaipNetworkId,
  CORE_SERVICE_MESSAGES,
  WALLET_BADGE_TYPE,
  WALLETS_PER_PAGE,
} from '@atrium/common'
import * as z from 'zod/mini'
import type { TrackEvent } from '../analytics/TrackEvent.js'
import type { HttpErrorType } from '../http/createHttpClient.js'
import { parseResponse } from '../http/parseResponse.js'
import type { Logger } from '../storage/Logger.js'
import type { WalletDirectoryClient } from './createWalletDirectoryClient.js'
import { type Wallet, walletSchema } from './walletSchema.js'

/**
 * [API-023] Response of GET `/getWallets`: one page of wallets and the total count. Entries are
 * checked one by one (`parseWalletsPage`), so the page schema only requires a list.
 */
export const walletsPageSchema = z.object({
  data: z.array(z.unknown()),
  count: z.int().check(z.minimum(0)),
})

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
  /** Told about each malformed entry dropped from the page. */
  logger?: Logger | undefined
  /** Aborts the request; it then fails with 'Request was aborted'. */
  signal?: AbortSignal | undefined
}
export type GetWalletsReturnType = { readonly data: readonly Wallet[]; readonly count: number }
export type GetWalletsErrorType = HttpErrorType

/** A list parameter: comma-joined, or left out when empty. */
function toListParameter(values: readonly string[] | undefined): string | undefined {
  return values === undefined || values.length === 0 ? undefined : values.join(',')
}

/**
 * [API-023][API-032] A `/getWallets` body as a page of wallets. A body that is not
 * `{ data: [...], count }` is an `InvalidResponseError`; a single entry of the wrong shape is
 * dropped and reported to `logger` with its position and zod's issues, so one bad entry of a
 * directory of thousands never hides the others.
 */
export function parseWalletsPage(body: unknown, logger?: Logger | undefined): GetWalletsReturnType {
  const page = parseResponse(walletsPageSchema, body, 'GET /getWallets')
  const data: Wallet[] = []
  page.data.forEach((entry, index) => {
    const result = z.safeParse(walletSchema, entry)
    if (result.success) data.push(result.data)
    else logger?.error(CORE_SERVICE_MESSAGES.WALLET_DIRECTORY_ENTRY_DROPPED, { index, cause: result.error })
  })
  return { data, count: page.count }
}

/**
 * [API-023] GET `/getWallets` with `projectId`, `st`, `sv`, `page`, `entries`, `chains`, `include`,
 * `exclude`, `search`, `badge_type`: one page of wallets and the total count (malformed entries
 * dropped, see `parseWalletsPage`).
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
    ...(parameters.signal === undefined ? {} : { signal: parameters.signal }),
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
  return parseWalletsPage(body, parameters.logger)
}
