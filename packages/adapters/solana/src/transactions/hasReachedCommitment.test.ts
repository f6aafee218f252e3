import { describe, expect, it } from 'vitest'
import { hasReachedCommitment } from './hasReachedCommitment.js'

describe('hasReachedCommitment', () => {
  it('compares the confirmation status with the commitment', () => {
    const processed = { confirmationStatus: 'processed', confirmations: 0 } as const
    const confirmed = { confirmationStatus: 'confirmed', confirmations: 1 } as const
    const finalized = { confirmationStatus: 'finalized', confirmations: null } as const
    expect(hasReachedCommitment(processed, 'processed')).toBe(true)
    expect(hasReachedCommitment(processed, 'confirmed')).toBe(false)
    expect(hasReachedCommitment(confirmed, 'confirmed')).toBe(true)
    expect(hasReachedCommitment(confirmed, 'finalized')).toBe(false)
    expect(hasReachedCommitment(finalized, 'finalized')).toBe(true)
    expect(hasReachedCommitment(finalized, 'processed')).toBe(true)
  })

  it("reads web3.js's deprecated commitments as their current names", () => {
    const confirmed = { confirmationStatus: 'confirmed', confirmations: 3 } as const
    expect(hasReachedCommitment(confirmed, 'recent')).toBe(true)
    expect(hasReachedCommitment(confirmed, 'singleGossip')).toBe(true)
    expect(hasReachedCommitment(confirmed, 'max')).toBe(false)
  })

  it('without confirmationStatus, null confirmations mean finalized', () => {
    expect(hasReachedCommitment({ confirmations: null }, 'finalized')).toBe(true)
    expect(hasReachedCommitment({ confirmations: 5 }, 'confirmed')).toBe(true)
    expect(hasReachedCommitment({ confirmations: 5 }, 'finalized')).toBe(false)
  })
})
