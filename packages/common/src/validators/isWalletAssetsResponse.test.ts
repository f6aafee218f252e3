import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { isWalletAssetsEntry, isWalletAssetsResponse } from './isWalletAssetsResponse.js'

const entryArbitrary = fc.record({
  address: fc.string(),
  balance: fc.bigInt({ min: 0n }).map((value) => `0x${value.toString(16)}`),
  type: fc.constantFrom('ERC20', 'NATIVE'),
  metadata: fc.record({
    name: fc.string(),
    symbol: fc.string(),
    decimals: fc.nat({ max: 36 }),
    price: fc.double({ noNaN: true, noDefaultInfinity: true }),
    iconUrl: fc.string(),
    value: fc.string(),
  }),
})

const ENTRY = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  balance: '0x2386f26fc10000',
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: '', value: '1.00' },
}

describe('isWalletAssetsResponse', () => {
  it('[VAL-014] accepts a response whose every entry has the listed field types', () => {
    expect(
      isWalletAssetsResponse({ '0x1': [ENTRY, { ...ENTRY, type: 'NATIVE', address: 'native' }], '0x89': [] }),
    ).toBe(true)
  })

  it('[VAL-014] one wrongly typed field rejects the whole response', () => {
    const broken = [
      { ...ENTRY, balance: '100' },
      { ...ENTRY, type: 'ERC721' },
      { ...ENTRY, metadata: { ...ENTRY.metadata, decimals: '6' } },
      { ...ENTRY, metadata: { ...ENTRY.metadata, price: '1' } },
      { ...ENTRY, metadata: { ...ENTRY.metadata, iconUrl: undefined } },
      { ...ENTRY, metadata: undefined },
    ]
    for (const entry of broken) expect(isWalletAssetsResponse({ '0x1': [ENTRY, entry] })).toBe(false)
  })

  it('[VAL-014] keys must be hex chain ids and values arrays', () => {
    expect(isWalletAssetsResponse({ '1': [ENTRY] })).toBe(false)
    expect(isWalletAssetsResponse({ '0x1': ENTRY })).toBe(false)
    expect(isWalletAssetsResponse([ENTRY])).toBe(false)
  })

  test.prop(
    [
      fc.dictionary(
        fc.nat().map((id) => `0x${id.toString(16)}`),
        fc.array(entryArbitrary, { maxLength: 5 }),
      ),
    ],
    {
      numRuns: 10_000,
    },
  )('[VAL-014] generated valid responses pass', (response) => {
    expect(isWalletAssetsResponse(response)).toBe(true)
  })

  test.prop([entryArbitrary, fc.constantFrom('address', 'balance', 'type', 'metadata'), fc.anything()], {
    numRuns: 10_000,
  })('[VAL-014] replacing a field by junk is detected', (entry, field, junk) => {
    const broken = { ...entry, [field]: junk }
    expect(isWalletAssetsEntry(broken)).toBe(
      field === 'address' ? typeof junk === 'string' : isWalletAssetsEntry({ ...entry, [field]: junk }),
    )
  })

  test.prop([fc.anything()], { numRuns: 10_000 })('[VAL-014] junk never throws', (value) => {
    expect(typeof isWalletAssetsResponse(value)).toBe('boolean')
    expect(typeof isWalletAssetsEntry(value)).toBe('boolean')
  })
})
