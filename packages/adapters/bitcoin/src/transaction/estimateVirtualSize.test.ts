import { describe, expect, it } from 'vitest'
import { estimateVirtualSize, getOutputSize, getVarIntSize } from './estimateVirtualSize.js'

const P2WPKH_SCRIPT = new Uint8Array(22)
const P2TR_SCRIPT = new Uint8Array(34)

describe('estimateVirtualSize', () => {
  it('matches the well-known sizes: 1-in 2-out p2wpkh is 141 vB, 1-in 1-out is 110 vB', () => {
    expect(estimateVirtualSize(['p2wpkh'], [P2WPKH_SCRIPT, P2WPKH_SCRIPT])).toBe(141)
    expect(estimateVirtualSize(['p2wpkh'], [P2WPKH_SCRIPT])).toBe(110)
  })

  it('counts taproot key-path inputs at 57.5 vB and p2tr outputs at 43 bytes', () => {
    expect(estimateVirtualSize(['p2tr'], [P2TR_SCRIPT])).toBe(Math.ceil((10.5 * 4 + 57.5 * 4 + 43 * 4) / 4))
    expect(
      estimateVirtualSize(['p2tr', 'p2tr'], [P2TR_SCRIPT]) - estimateVirtualSize(['p2tr'], [P2TR_SCRIPT]),
    ).toBe(58)
  })

  it('grows with every input and output, nested segwit costing more than native', () => {
    const one = estimateVirtualSize(['p2wpkh'], [P2WPKH_SCRIPT])
    expect(estimateVirtualSize(['p2wpkh', 'p2wpkh'], [P2WPKH_SCRIPT])).toBe(one + 68)
    expect(estimateVirtualSize(['p2sh'], [P2WPKH_SCRIPT])).toBe(one + 23)
    expect(estimateVirtualSize(['p2wpkh'], [P2WPKH_SCRIPT, P2TR_SCRIPT])).toBe(one + 43)
  })

  it('sizes CompactSize counts and outputs', () => {
    expect([getVarIntSize(0), getVarIntSize(252), getVarIntSize(253), getVarIntSize(70_000)]).toEqual([
      1, 1, 3, 5,
    ])
    expect(getOutputSize(P2WPKH_SCRIPT)).toBe(31)
    expect(getOutputSize(P2TR_SCRIPT)).toBe(43)
  })
})
