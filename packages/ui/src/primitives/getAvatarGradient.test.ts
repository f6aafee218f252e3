import { describe, expect, it } from 'vitest'
import { getAvatarGradient } from './getAvatarGradient.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('getAvatarGradient', () => {
  it('is deterministic: the same address always gives the same gradient', () => {
    expect(getAvatarGradient(ADDRESS)).toBe(getAvatarGradient(ADDRESS))
    expect(getAvatarGradient(ADDRESS)).toMatchInlineSnapshot(
      `"radial-gradient(circle at 30% 25%,hsl(23 90% 80%) 0,transparent 55%),linear-gradient(109deg,hsl(152 80% 60%),hsl(284 85% 55%))"`,
    )
  })

  it('ignores case and surrounding spaces (checksummed and lower-case addresses match)', () => {
    expect(getAvatarGradient(` ${ADDRESS.toLowerCase()} `)).toBe(getAvatarGradient(ADDRESS))
  })

  it('differs between addresses', () => {
    const gradients = new Set(
      [
        '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
        ADDRESS,
      ].map(getAvatarGradient),
    )
    expect(gradients.size).toBe(3)
  })
})
