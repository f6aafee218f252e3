import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from './encodeBase58.js'

describe('encodeBase58', () => {
  it('matches web3.js on 32-byte keys, including leading zero bytes', () => {
    for (const bytes of [
      new Uint8Array(32),
      new Uint8Array(32).fill(255),
      Uint8Array.from({ length: 32 }, (_, index) => (index < 3 ? 0 : index * 7)),
    ]) {
      expect(encodeBase58(bytes)).toBe(new PublicKey(bytes).toBase58())
    }
  })

  it('encodes the empty array and known vectors', () => {
    expect(encodeBase58(new Uint8Array())).toBe('')
    expect(encodeBase58(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U')
    expect(encodeBase58(Uint8Array.from([0, 0, 0x28, 0x7f, 0xb4, 0xcd]))).toBe('11233QC4')
  })
})
