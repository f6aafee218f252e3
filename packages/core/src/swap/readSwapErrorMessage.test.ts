import { UserRejectedRequestError } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { readSwapErrorMessage } from './readSwapErrorMessage.js'

describe('readSwapErrorMessage', () => {
  it("[SWAP-010] a failure without a message of its own reads 'Transaction error'", () => {
    for (const error of [new Error(''), undefined, {}, 'x'])
      expect(readSwapErrorMessage(error)).toBe('Transaction error')
  })

  it('a coded error keeps its catalogue text; a node error is read', () => {
    expect(readSwapErrorMessage(new UserRejectedRequestError())).toBe(new UserRejectedRequestError().message)
    expect(readSwapErrorMessage(new Error('nonce too low: next nonce 5, tx nonce 3'))).toMatch(/nonce/i)
  })
})
