import { HTTPException } from 'hono/http-exception'

/** Largest `page`: far past the last page of `MAX_DIRECTORY_WALLET_COUNT` wallets, which answers an empty page. */
export const DIRECTORY_MAX_PAGE = 100_000

/** Largest `entries` (page size): the SDK asks for at most 100, the most search results it shows (CONNECTOR-020). */
export const DIRECTORY_MAX_ENTRIES = 100

/** Page size when `entries` is absent: the SDK's page of 40 (spec §9). */
export const DIRECTORY_DEFAULT_ENTRIES = 40

/** Longest `search` text. */
export const DIRECTORY_MAX_SEARCH_LENGTH = 100

/** Most ids in `include`, `exclude` or `chains`. */
export const DIRECTORY_MAX_LIST_ITEMS = 500

/** The badge filters of `badge_type`: 'none' is no filter (API-031). */
const BADGE_TYPES = ['none', 'certified'] as const

/** A wallet or image id: registry ids are hex or UUIDs; custom ones stay printable and short. */
const ID_PATTERN = /^[\w.:-]{1,128}$/

/** A CAIP-2 chain id: a namespace of 3 to 8 characters and a reference of up to 32. */
const CAIP2_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** What `GET /getWallets` asks for, checked. */
export type WalletsQuery = {
  /** 1-based. */
  readonly page: number
  readonly entries: number
  /** CAIP-2 ids; a wallet matches if it supports any. Absent: no chain filter. */
  readonly chains: readonly string[] | undefined
  /** Only these wallet ids. Absent: every wallet. */
  readonly include: readonly string[] | undefined
  readonly exclude: readonly string[]
  /** Trimmed; absent when empty. */
  readonly search: string | undefined
  readonly badgeType: (typeof BADGE_TYPES)[number]
}

function refuse(message: string): HTTPException {
  return new HTTPException(400, { message })
}

function readInteger(parameters: URLSearchParams, name: string, fallback: number, max: number): number {
  const value = parameters.get(name)
  if (value === null) return fallback
  const number = Number(value)
  if (!/^\d{1,9}$/.test(value) || number < 1 || number > max) {
    throw refuse(`Invalid ${name}: expected an integer from 1 to ${max}`)
  }
  return number
}

function readList(parameters: URLSearchParams, name: string, pattern: RegExp): readonly string[] | undefined {
  const value = parameters.get(name)
  if (value === null || value === '') return undefined
  const items = value.split(',')
  if (items.length > DIRECTORY_MAX_LIST_ITEMS || !items.every((item) => pattern.test(item))) {
    throw refuse(`Invalid ${name}: expected up to ${DIRECTORY_MAX_LIST_ITEMS} comma-separated ids`)
  }
  return items
}

function readSearch(parameters: URLSearchParams): string | undefined {
  const search = parameters.get('search')?.trim()
  if (search === undefined || search === '') return undefined
  if (search.length > DIRECTORY_MAX_SEARCH_LENGTH) {
    throw refuse(`Invalid search: longer than ${DIRECTORY_MAX_SEARCH_LENGTH} characters`)
  }
  return search
}

function readBadgeType(parameters: URLSearchParams): WalletsQuery['badgeType'] {
  const value = parameters.get('badge_type') ?? 'none'
  const badgeType = BADGE_TYPES.find((type) => type === value)
  if (badgeType === undefined) throw refuse(`Invalid badge_type: expected ${BADGE_TYPES.join(' or ')}`)
  return badgeType
}

/**
 * Reads the `GET /getWallets` query: `page` (default 1), `entries` (default 40, at most 100),
 * `chains`, `include`, `exclude` (comma-joined), `search` and `badge_type`. The first of a repeated
 * parameter counts; other parameters (`st`, `sv`, `clientId`) are not the list's concern.
 *
 * @throws HTTPException 400 naming the first parameter out of bounds.
 */
export function parseWalletsQuery(parameters: URLSearchParams): WalletsQuery {
  return {
    page: readInteger(parameters, 'page', 1, DIRECTORY_MAX_PAGE),
    entries: readInteger(parameters, 'entries', DIRECTORY_DEFAULT_ENTRIES, DIRECTORY_MAX_ENTRIES),
    chains: readList(parameters, 'chains', CAIP2_PATTERN),
    include: readList(parameters, 'include', ID_PATTERN),
    exclude: readList(parameters, 'exclude', ID_PATTERN) ?? [],
    search: readSearch(parameters),
    badgeType: readBadgeType(parameters),
  }
}
