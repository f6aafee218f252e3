import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { decodeRevertReason } from './decodeRevertReason.js'

function encodeErrorString(reason: string): string {
  const bytes = new TextEncoder().encode(reason)
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  const padded = hex.padEnd(Math.ceil(hex.length / 64) * 64, '0')
  return `0x08c379a0${(32).toString(16).padStart(64, '0')}${bytes.length.toString(16).padStart(64, '0')}${padded}`
}

describe('decodeRevertReason', () => {
  it('[RPC-020] decodes Error(string) data', () => {
    expect(decodeRevertReason(encodeErrorString('Not allowed'))).toBe('Not allowed')
  })

  it('[RPC-020] ignores other data', () => {
    expect(decodeRevertReason(`0x4e487b71${'0'.repeat(63)}1`)).toBeUndefined()
    expect(decodeRevertReason('0x08c379a0')).toBeUndefined()
    expect(decodeRevertReason(42)).toBeUndefined()
  })

  test.prop([fc.string({ maxLength: 200 })], { numRuns: 10_000 })(
    '[RPC-020] round-trips any reason',
    (reason) => {
      expect(decodeRevertReason(encodeErrorString(reason))).toBe(reason)
    },
  )

  test.prop([fc.string({ unit: 'binary' })], { numRuns: 10_000 })(
    '[RPC-020] never throws on junk',
    (value) => {
      expect(() => decodeRevertReason(`0x08c379a0${value}`)).not.toThrow()
    },
  )
})
