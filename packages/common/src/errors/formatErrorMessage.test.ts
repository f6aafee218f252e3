import { describe, expect, expectTypeOf, it } from 'vitest'
import { fillTemplate } from './fillTemplate.js'
import { type ErrorMessageParameters, formatErrorMessage } from './formatErrorMessage.js'

describe('formatErrorMessage', () => {
  it('[VAL-012] returns the catalogue text of a code without placeholders', () => {
    expect(formatErrorMessage('INVALID_CHAIN_ID')).toBe('Invalid chainId')
  })

  it('[FRAME-022] fills {n}', () => {
    expect(formatErrorMessage('EMAIL_COOLDOWN', { n: 12 })).toBe('Please try again after 12 seconds')
  })

  it('[NAME-014] fills {name}', () => {
    expect(formatErrorMessage('NAME_REGISTRATION_FAILED', { name: 'alice.reown.id' })).toBe(
      'Error registering name alice.reown.id',
    )
  })

  it('[API-029] fills {status}', () => {
    expect(formatErrorMessage('HTTP_STATUS', { status: 500 })).toBe('HTTP status code: 500')
  })

  it('[SWAP-013][SWAP-014] fills {from} and {to}', () => {
    expect(formatErrorMessage('SWAP_SWAPPING', { from: '1 ETH', to: '3000 USDC' })).toBe(
      'Swapping 1 ETH to 3000 USDC',
    )
    expect(formatErrorMessage('SWAP_SUCCESS', { from: '1 ETH', to: '3000 USDC' })).toBe(
      'Swapped 1 ETH to 3000 USDC',
    )
  })

  it('[RPC-031] fills {cause}', () => {
    expect(formatErrorMessage('NODE_UNKNOWN_ERROR', { cause: 'boom' })).toBe(
      'An error occurred while executing: boom',
    )
  })

  it('types the parameters from the template', () => {
    expectTypeOf<ErrorMessageParameters<'EMAIL_COOLDOWN'>>().toEqualTypeOf<{
      readonly n: string | number | bigint
    }>()
    // @ts-expect-error a code with placeholders needs its parameters
    formatErrorMessage('EMAIL_COOLDOWN')
    // @ts-expect-error a code without placeholders takes none
    formatErrorMessage('INVALID_CHAIN_ID', { n: 1 })
  })
})

describe('fillTemplate', () => {
  it('replaces every occurrence and keeps unknown placeholders visible', () => {
    expect(fillTemplate('{a} and {a} but {b}', { a: 1n })).toBe('1 and 1 but {b}')
  })

  it('does not read inherited properties', () => {
    expect(fillTemplate('{toString}', {})).toBe('{toString}')
  })
})
