import { describe, expect, it } from 'vitest'
import { mergeSendOptions } from './SolanaSendOptions.js'

describe('mergeSendOptions', () => {
  it('[SEND-004] takes the adapter options, with each call option winning', () => {
    expect(
      mergeSendOptions(
        { skipPreflight: true, maxRetries: 3, preflightCommitment: 'processed' },
        { maxRetries: 0, minContextSlot: 12 },
      ),
    ).toEqual({ skipPreflight: true, maxRetries: 0, preflightCommitment: 'processed', minContextSlot: 12 })
  })

  it('drops undefined values, so an undefined call option keeps the default', () => {
    expect(mergeSendOptions({ skipPreflight: false }, { skipPreflight: undefined })).toEqual({
      skipPreflight: false,
    })
    expect(mergeSendOptions(undefined, undefined)).toEqual({})
  })
})
