import { expect, test } from 'vitest'
import { getDustThreshold } from './getDustThreshold.js'

const fromHex = (hex: string) => Buffer.from(hex, 'hex')

test('the dust limits bitcoind applies at its default dust relay fee', () => {
  expect(getDustThreshold(fromHex(`76a914${'00'.repeat(20)}88ac`))).toBe(546n)
  expect(getDustThreshold(fromHex(`a914${'00'.repeat(20)}87`))).toBe(540n)
  expect(getDustThreshold(fromHex(`0014${'00'.repeat(20)}`))).toBe(294n)
  expect(getDustThreshold(fromHex(`0020${'00'.repeat(32)}`))).toBe(330n)
  expect(getDustThreshold(fromHex(`5120${'00'.repeat(32)}`))).toBe(330n)
  expect(getDustThreshold(fromHex('6a04deadbeef'))).toBe(0n)
})
