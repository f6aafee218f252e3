import type { WalletsPage } from './queryWallets.js'

/**
 * The `malformedEntry` fault's page: the same page with its middle entry given a numeric `id` and
 * no name, the shape a client must drop while showing the others. An empty page stays empty.
 */
export function withMalformedEntry(page: WalletsPage): { data: unknown[]; count: number } {
  const middle = Math.floor(page.data.length / 2)
  return {
    data: page.data.map((wallet, index) => (index === middle ? { ...wallet, id: 42, name: null } : wallet)),
    count: page.count,
  }
}
