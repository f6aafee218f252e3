import { describe, expect, it } from 'vitest'
import { base } from './definitions/base.js'
import { bitcoinTestnet } from './definitions/bitcoinTestnet.js'
import { getNetwork } from './getNetwork.js'

describe('getNetwork', () => {
  it('[NET-002] finds a catalogue network by CAIP-2 id', () => {
    expect(getNetwork('eip155:8453')).toBe(base)
    expect(getNetwork('bip122:000000000933ea01ad0ee984209779ba')).toBe(bitcoinTestnet)
  })

  it('[NET-002] returns undefined for unknown ids and junk', () => {
    expect(getNetwork('eip155:31337')).toBeUndefined()
    expect(getNetwork('8453')).toBeUndefined()
    expect(getNetwork(undefined)).toBeUndefined()
    expect(getNetwork({})).toBeUndefined()
  })
})
