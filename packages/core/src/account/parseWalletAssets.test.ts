import { formatUnits } from '@atrium/common'
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MAX_WALLET_ASSETS, parseWalletAssets, toHexChainId } from './parseWalletAssets.js'

const usdc = {
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  balance: '0x2625a0',
  type: 'ERC20',
  metadata: {
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    price: 1,
    iconUrl: 'https://icons/usdc.png',
    value: 2.5,
  },
}

const arbitraryAsset = fc.record({
  address: fc.oneof(fc.constant('native'), fc.stringMatching(/^0x[0-9a-f]{40}$/)),
  balance: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
  type: fc.constantFrom('NATIVE', 'ERC20'),
  metadata: fc.record({
    name: fc.string({ maxLength: 40 }),
    symbol: fc.string({ maxLength: 12 }),
    decimals: fc.integer({ min: 0, max: 36 }),
    price: fc.double({ noNaN: true, noDefaultInfinity: true }),
    iconUrl: fc.webUrl(),
  }),
})

describe('parseWalletAssets', () => {
  it('[ACCT-009] maps the network’s assets to token balances: CAIP-10 token addresses, none for native', () => {
    expect(parseWalletAssets({ '0x2105': [usdc], '0x1': [] }, 'eip155:8453')).toEqual([
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:8453',
        address: `eip155:8453:${usdc.address}`,
        value: 2.5,
        price: 1,
        quantity: { decimals: '6', numeric: '2.5' },
        iconUrl: 'https://icons/usdc.png',
      },
    ])
    expect(parseWalletAssets({ '0x1': [usdc] }, 'eip155:8453')).toEqual([])
    expect(toHexChainId('eip155:8453')).toBe('0x2105')
  })

  test.prop([fc.array(arbitraryAsset, { maxLength: 20 })])(
    '[RPC-001] every well-typed answer is accepted, quantities exact in whole units',
    (assets) => {
      const answer = {
        '0x1': assets.map((asset) => ({ ...asset, balance: `0x${asset.balance.toString(16)}` })),
      }
      const balances = parseWalletAssets(answer, 'eip155:1')
      expect(balances?.map((balance) => balance.quantity.numeric)).toEqual(
        assets.map((asset) => formatUnits(asset.balance, asset.metadata.decimals)),
      )
      expect(balances?.filter((balance) => balance.address === undefined)).toHaveLength(
        assets.filter((asset) => asset.type === 'NATIVE' || asset.address === 'native').length,
      )
    },
  )

  test.prop([fc.jsonValue()])('junk is refused without throwing', (junk) => {
    expect(() => parseWalletAssets(junk, 'eip155:1')).not.toThrow()
  })

  it.each([
    ['a string decimals', { ...usdc, metadata: { ...usdc.metadata, decimals: '6' } }],
    ['a missing price', { ...usdc, metadata: { ...usdc.metadata, price: undefined } }],
    ['a numeric balance', { ...usdc, balance: 2500000 }],
    ['a balance that is not hex', { ...usdc, balance: '2500000' }],
    ['a balance above 256 bits', { ...usdc, balance: `0x1${'0'.repeat(64)}` }],
    ['an unknown type', { ...usdc, type: 'ERC721' }],
    ['decimals above 255', { ...usdc, metadata: { ...usdc.metadata, decimals: 256 } }],
  ])('[RPC-001] one entry with %s refuses the whole answer', (_, entry) => {
    expect(parseWalletAssets({ '0x1': [usdc, entry] }, 'eip155:1')).toBeUndefined()
  })

  it('refuses an answer with more assets than a chain could hold, and non-hex chain keys', () => {
    expect(parseWalletAssets({ '0x1': Array(MAX_WALLET_ASSETS + 1).fill(usdc) }, 'eip155:1')).toBeUndefined()
    expect(parseWalletAssets({ '0x1': Array(MAX_WALLET_ASSETS).fill(usdc) }, 'eip155:1')).toHaveLength(
      MAX_WALLET_ASSETS,
    )
    expect(parseWalletAssets({ mainnet: [usdc] }, 'eip155:1')).toBeUndefined()
  })
})
