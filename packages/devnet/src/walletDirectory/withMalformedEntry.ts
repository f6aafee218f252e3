import { replaceMiddleEntry } from '../network/replaceMiddleEntry.js'
import type { WalletsPage } from './queryWallets.js'

/**
 * The `malformedEntry` fault's page: the same page with its middle entry given a numeric `id` and
 * no name, the shape a client must drop while showing the others. An empty page stays empty.
 */
export function withMalformedEntry(page: WalletsPage): { data: unknown[]; count: number } {
  return {
    data: replaceMiddleEntry(page.data, (wallet) => ({ ...wallet, id: 42, name: null })),
    count: page.count,
  }
}
