import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_TYPES,
  BALANCE_NAMESPACES,
  BALANCE_RETRY_BACKOFF_MS,
  PREFERRED_ACCOUNT_TYPES,
} from './account.js'
import { PENDING_TRANSACTIONS_MAX_COUNT } from './history.js'

describe('account constants', () => {
  it('[ACCT-002] account object types are eoa, smartAccount, payment', () => {
    expect(ACCOUNT_TYPES).toEqual(['eoa', 'smartAccount', 'payment'])
  })

  it('[ACCT-003][ACCT-004] the user-facing account types are eoa and smartAccount', () => {
    expect(PREFERRED_ACCOUNT_TYPES).toEqual(['eoa', 'smartAccount'])
  })

  it('[ACCT-011] balance fetches back off for 30 s after a failure', () => {
    expect(BALANCE_RETRY_BACKOFF_MS).toBe(30_000)
  })

  it('[ACCT-013] wallet balances are supported on eip155 and solana', () => {
    expect(BALANCE_NAMESPACES).toEqual(['eip155', 'solana'])
  })

  it('[HIST-009] the pending-transactions limit is 99', () => {
    expect(PENDING_TRANSACTIONS_MAX_COUNT).toBe(99)
  })
})
