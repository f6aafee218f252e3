import { describe, expect, it } from 'vitest'
import { toBase64Signature } from './toBase64Signature.js'

describe('toBase64Signature', () => {
  it('turns the hex signature into base64', () => {
    expect(toBase64Signature('1f00ff')).toBe('HwD/')
    expect(toBase64Signature('1F00FF')).toBe('HwD/')
  })

  it('anything but even-length hex is RPC_INTERNAL_ERROR', () => {
    for (const junk of ['', '1f0', 'HwD/', '0x1f00'])
      expect(() => toBase64Signature(junk)).toThrowError(
        expect.objectContaining({ code: 'RPC_INTERNAL_ERROR' }),
      )
  })
})
