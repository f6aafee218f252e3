import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatPlainDecimal, toPlainDecimal } from './toPlainDecimal.js'

describe('toPlainDecimal', () => {
  it('reads strings, numbers and bigints into exact digits', () => {
    expect(toPlainDecimal('00012.3400')).toEqual({ negative: false, integer: '12', fraction: '34' })
    expect(toPlainDecimal(1e-7)).toEqual({ negative: false, integer: '0', fraction: '0000001' })
    expect(toPlainDecimal(1.5e21)).toEqual({
      negative: false,
      integer: '1500000000000000000000',
      fraction: '',
    })
    expect(toPlainDecimal(-5n)).toEqual({ negative: true, integer: '5', fraction: '' })
    expect(toPlainDecimal('-0.000')).toEqual({ negative: false, integer: '0', fraction: '' })
  })

  it('rejects junk', () => {
    for (const junk of [
      '',
      ' ',
      '.',
      '+',
      '1..2',
      '1e',
      '0x1',
      'Infinity',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      {},
    ]) {
      expect(toPlainDecimal(junk)).toBeUndefined()
    }
  })

  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true })], { numRuns: 10_000 })(
    'every finite double reads back to the same number',
    (value) => {
      const decimal = toPlainDecimal(value)
      expect(decimal).toBeDefined()
      if (decimal !== undefined) expect(Number(formatPlainDecimal(decimal))).toBe(value === 0 ? 0 : value)
    },
  )

  test.prop([fc.bigInt()], { numRuns: 10_000 })('bigints round-trip', (value) => {
    const decimal = toPlainDecimal(value)
    expect(decimal && formatPlainDecimal(decimal)).toBe(value.toString())
  })

  test.prop([fc.anything()], { numRuns: 10_000 })('never throws', (value) => {
    expect(() => toPlainDecimal(value)).not.toThrow()
  })
})
