import { describe, expect, test } from 'vitest'
import type { DirectoryWallet } from './createDirectoryWallets.js'
import type { WalletsQuery } from './parseWalletsQuery.js'
import { queryWallets } from './queryWallets.js'

function wallet(
  id: string,
  name: string,
  chains: string[],
  badge: 'certified' | 'none' = 'none',
): DirectoryWallet {
  const none = { rdns: null, homepage: null, app_store: null, play_store: null, chrome_store: null }
  const links = { mobile_link: null, desktop_link: null, webapp_link: null }
  return { id, name, image_id: `image-${id}`, ...none, ...links, chains, badge_type: badge }
}

const WALLETS = [
  wallet('a', 'Alpha Wallet', ['eip155:1'], 'certified'),
  wallet('b', 'Bravo', ['solana:x']),
  wallet('c', 'Charlie Wallet', ['eip155:10', 'bip122:y']),
  wallet('d', 'Delta', ['polkadot:z'], 'certified'),
]
const ALL: WalletsQuery = {
  page: 1,
  entries: 40,
  chains: undefined,
  include: undefined,
  exclude: [],
  search: undefined,
  badgeType: 'none',
}
const ids = (query: Partial<WalletsQuery>) =>
  queryWallets(WALLETS, { ...ALL, ...query }).data.map(({ id }) => id)

describe('queryWallets', () => {
  test('[API-023] answers every wallet in ranking order with the count', () => {
    expect(queryWallets(WALLETS, ALL)).toEqual({ data: WALLETS, count: 4 })
  })

  test('[API-023] pages are 1-based slices of entries; a page past the end is empty with the count', () => {
    expect(ids({ entries: 3 })).toEqual(['a', 'b', 'c'])
    expect(ids({ entries: 3, page: 2 })).toEqual(['d'])
    expect(queryWallets(WALLETS, { ...ALL, entries: 3, page: 3 })).toEqual({ data: [], count: 4 })
  })

  test('chains keeps wallets supporting any of them', () => {
    expect(ids({ chains: ['eip155:10', 'solana:x'] })).toEqual(['b', 'c'])
    expect(ids({ chains: ['eip155:137'] })).toEqual([])
  })

  test('include keeps only those ids, in ranking order; exclude drops ids', () => {
    expect(ids({ include: ['d', 'a'] })).toEqual(['a', 'd'])
    expect(ids({ exclude: ['a', 'c'] })).toEqual(['b', 'd'])
    expect(ids({ include: ['a', 'b'], exclude: ['a'] })).toEqual(['b'])
  })

  test('search matches anywhere in the name, ignoring case', () => {
    expect(ids({ search: 'WALLET' })).toEqual(['a', 'c'])
    expect(ids({ search: 'rav' })).toEqual(['b'])
  })

  test('badge type certified keeps certified wallets', () => {
    expect(ids({ badgeType: 'certified' })).toEqual(['a', 'd'])
  })

  test('filters combine and count counts every match, not the page', () => {
    expect(queryWallets(WALLETS, { ...ALL, search: 'a', exclude: ['d'], entries: 1 })).toEqual({
      data: [WALLETS[0]],
      count: 3,
    })
  })
})
