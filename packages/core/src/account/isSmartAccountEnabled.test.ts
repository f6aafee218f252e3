import { describe, expect, it } from 'vitest'
import { isSmartAccountEnabled } from './isSmartAccountEnabled.js'

describe('isSmartAccountEnabled', () => {
  it("[ACCT-006] enabled only on networks in the chain's smartAccountEnabledNetworks", () => {
    const chain = { smartAccountEnabledNetworks: [8453, 10] }
    expect(isSmartAccountEnabled(chain, 8453)).toBe(true)
    expect(isSmartAccountEnabled(chain, '10')).toBe(true)
    expect(isSmartAccountEnabled(chain, 1)).toBe(false)
    expect(isSmartAccountEnabled(chain, undefined)).toBe(false)
    expect(isSmartAccountEnabled({ smartAccountEnabledNetworks: [] }, 8453)).toBe(false)
  })
})
