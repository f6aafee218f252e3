import { HTTPException } from 'hono/http-exception'

/** Transactions per page of `GET /v1/account/{account}/history`. */
export const HISTORY_PAGE_SIZE = 20

/** The answer to a `cursor` parameter this API did not give. */
export function invalidCursor(): HTTPException {
  return new HTTPException(400, { message: 'Invalid cursor' })
}

/** Where a transaction stands in an EVM chain, oldest first: the block, then the index in the block. */
export type ChainPosition = readonly [block: bigint, index: number]

/** An EVM cursor names the last transaction of the page before: `<block>-<index in block>`. */
const POSITION_CURSOR_PATTERN = /^(\d{1,15})-(\d{1,6})$/

/**
 * The position an EVM `cursor` parameter names; `undefined` without one.
 *
 * @throws HTTPException 400 for a cursor this API did not give.
 */
export function parsePositionCursor(cursor: string | undefined): ChainPosition | undefined {
  if (cursor === undefined) return undefined
  const match = POSITION_CURSOR_PATTERN.exec(cursor)
  if (match === null) throw invalidCursor()
  return [BigInt(match[1] ?? '0'), Number(match[2])]
}

/**
 * The first page of `items` (newest first, read one past the page size), and the cursor of the
 * next page (`cursorOf` its last item), `null` when nothing is left.
 */
export function takeHistoryPage<item>(
  items: readonly item[],
  cursorOf: (item: item) => string,
): { page: item[]; next: string | null } {
  const page = items.slice(0, HISTORY_PAGE_SIZE)
  const last = page.at(-1)
  return { page, next: items.length > HISTORY_PAGE_SIZE && last !== undefined ? cursorOf(last) : null }
}

function isOlder(position: ChainPosition, than: ChainPosition): boolean {
  return position[0] < than[0] || (position[0] === than[0] && position[1] < than[1])
}

/**
 * The page of `entries` (newest first) after the position `cursor` names. Cursors are positions in
 * the chain, so transactions mined between two requests do not shift the pages.
 */
export function pageByPosition<entry extends { readonly position: ChainPosition }>(
  entries: readonly entry[],
  cursor: ChainPosition | undefined,
): { page: entry[]; next: string | null } {
  const older = cursor === undefined ? entries : entries.filter(({ position }) => isOlder(position, cursor))
  return takeHistoryPage(older, ({ position }) => `${position[0]}-${position[1]}`)
}
