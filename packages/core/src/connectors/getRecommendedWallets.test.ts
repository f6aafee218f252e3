import { RECOMMENDED_WALLETS_COUNT } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { getRecommendedWallets } from './getRecommendedWallets.js'

const wallets = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id }))

describe('getRecommendedWallets', () => {
  it('[CONNECTOR-018] shows 4 recommended wallets, in directory order', () => {
    expect(RECOMMENDED_WALLETS_COUNT).toBe(4)
    expect(getRecommendedWallets(wallets).map((w) => w.id)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('[CONNECTOR-018] skips wallets already shown as featured, recent or installed', () => {
    expect(getRecommendedWallets(wallets, { excludeIds: ['a', 'c'] }).map((w) => w.id)).toEqual([
      'b',
      'd',
      'e',
      'f',
    ])
    expect(getRecommendedWallets(wallets, { count: 2 }).map((w) => w.id)).toEqual(['a', 'b'])
  })
})
