import { describe, expect, it } from 'vitest'
import { groupTransactionsByYear } from './groupTransactionsByYear.js'
import { makeSpamTransaction, makeTransaction } from './transactionFixtures.test-helper.js'

// Mid-month, mid-day dates: the same month in every time zone the tests may run in.
const march2025a = makeTransaction('a', '2025-03-20T12:00:00.000Z')
const march2025b = makeTransaction('b', '2025-03-10T12:00:00.000Z')
const january2025 = makeTransaction('c', '2025-01-15T12:00:00.000Z')
const december2024 = makeTransaction('d', '2024-12-15T12:00:00.000Z')

describe('groupTransactionsByYear', () => {
  it('[HIST-008] groups by year, then by month (0 for January), keeping the order given', () => {
    expect(groupTransactionsByYear([march2025a, march2025b, january2025, december2024])).toEqual({
      2025: { 2: [march2025a, march2025b], 0: [january2025] },
      2024: { 11: [december2024] },
    })
  })

  it('leaves out spam NFT transfers and transactions without a readable date', () => {
    const spam = makeSpamTransaction('s', '2025-03-15T12:00:00.000Z')
    const undated = makeTransaction('u', 'not a date')
    expect(groupTransactionsByYear([spam, march2025a, undated])).toEqual({ 2025: { 2: [march2025a] } })
  })

  it('gives no group for no transaction', () => {
    expect(groupTransactionsByYear([])).toEqual({})
  })
})
