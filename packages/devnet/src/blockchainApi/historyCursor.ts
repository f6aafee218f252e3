import { HTTPException } from 'hono/http-exception'
import type { HistoryEntry } from './servedNetwork.js'

/** Transactions per page of `GET /v1/account/{account}/history`. */
export const HISTORY_PAGE_SIZE = 20

/** A cursor names the last transaction of the page before: `<block>-<index in block>`. */
const CURSOR_PATTERN = /^(\d{1,15})-(\d{1,6})$/

type Position = HistoryEntry['position']

/**
 * The position a `cursor` parameter names; `undefined` without one.
 *
 * @throws HTTPException 400 for a cursor this API did not give.
 */
export function parseHistoryCursor(cursor: string | null): Position | undefined {
  if (cursor === null) return undefined
  const match = CURSOR_PATTERN.exec(cursor)
  if (match === null) throw new HTTPException(400, { message: 'Invalid cursor' })
  return [BigInt(match[1] ?? '0'), Number(match[2])]
}

function isOlder(position: Position, than: Position): boolean {
  return position[0] < than[0] || (position[0] === than[0] && position[1] < than[1])
}

/**
 * The page of `entries` (newest first) after `cursor`, and the cursor of the next page: `null` on
 * the last. Cursors are positions in the chain, so transactions mined between two requests do not
 * shift the pages.
 */
export function pageHistory(
  entries: readonly HistoryEntry[],
  cursor: Position | undefined,
): { page: HistoryEntry[]; next: string | null } {
  const older = cursor === undefined ? entries : entries.filter(({ position }) => isOlder(position, cursor))
  const page = older.slice(0, HISTORY_PAGE_SIZE)
  const last = page.at(-1)
  return {
    page,
    next:
      older.length > HISTORY_PAGE_SIZE && last !== undefined
        ? `${last.position[0]}-${last.position[1]}`
        : null,
  }
}
