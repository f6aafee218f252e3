import { FEATURED_WALLETS_COUNT } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { walletSchema } from '../walletDirectory/walletSchema.js'
import { getFeaturedWallets } from './getFeaturedWallets.js'

const wallets = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, name: id.toUpperCase() }))

describe('getFeaturedWallets', () => {
  it('[CONNECTOR-017] shows 4 featured wallets by default, in featuredWalletIds order', () => {
    expect(FEATURED_WALLETS_COUNT).toBe(4)
    expect(
      getFeaturedWallets(wallets, { featuredWalletIds: ['f', 'a', 'c', 'e', 'b'] }).map((w) => w.id),
    ).toEqual(['f', 'a', 'c', 'e'])
  })

  it('[CONNECTOR-017] unknown or repeated ids are skipped; count can be changed', () => {
    expect(
      getFeaturedWallets(wallets, { featuredWalletIds: ['x', 'b', 'b'], count: 1 }).map((w) => w.id),
    ).toEqual(['b'])
    expect(getFeaturedWallets(wallets, { featuredWalletIds: [] })).toEqual([])
  })

  it('[CONNECTOR-022] works on directory wallets with id, image_id, rdns, the three links and installed', () => {
    const wallet = walletSchema.parse({
      id: 'trust',
      name: 'Trust',
      image_id: 'img-trust',
      rdns: 'com.trustwallet.app',
      mobile_link: 'trust://',
      desktop_link: null,
      webapp_link: 'https://link.trustwallet.com',
      installed: false,
    })
    expect(Object.keys(wallet)).toEqual(
      expect.arrayContaining([
        'id',
        'image_id',
        'rdns',
        'mobile_link',
        'desktop_link',
        'webapp_link',
        'installed',
      ]),
    )
    expect(getFeaturedWallets([wallet], { featuredWalletIds: ['trust'] })).toEqual([wallet])
  })
})
