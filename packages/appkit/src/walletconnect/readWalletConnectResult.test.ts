import { describe, expect, it } from 'vitest'
import { readWalletConnectResult } from './readWalletConnectResult.js'

describe('readWalletConnectResult', () => {
  it('reads the answer itself, or its string field', () => {
    expect(readWalletConnectResult('0xabc', { method: 'personal_sign' })).toBe('0xabc')
    expect(readWalletConnectResult({ txid: 'ff' }, { method: 'sendTransfer', field: 'txid' })).toBe('ff')
  })

  it('an answer without the string is RPC_INTERNAL_ERROR naming the method', () => {
    for (const [result, field] of [
      [undefined, undefined],
      ['', undefined],
      [{ signature: 1 }, 'signature'],
      ['0xabc', 'signature'],
      [null, 'signature'],
    ] as const) {
      expect(() =>
        readWalletConnectResult(result, { method: 'm', ...(field ? { field } : {}) }),
      ).toThrowError(
        expect.objectContaining({ code: 'RPC_INTERNAL_ERROR', details: expect.stringContaining('m:') }),
      )
    }
  })
})
