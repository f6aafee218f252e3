import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

describe('isEvmAddress', () => {
  it('accepts checksummed and single-case addresses, refuses a broken checksum and other text', () => {
    expect(isEvmAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(true)
    expect(isEvmAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(true)
    expect(isEvmAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79c8')).toBe(false)
    expect(isEvmAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79')).toBe(false)
    expect(isEvmAddress('70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isEvmAddress('vitalik.eth')).toBe(false)
    expect(isEvmAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(false)
  })
})
