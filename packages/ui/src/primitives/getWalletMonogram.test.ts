import { describe, expect, it } from 'vitest'
import { getWalletMonogram } from './getWalletMonogram.js'

describe('getWalletMonogram', () => {
  it('the initials of the first two words, in capitals, on colours from the seed', () => {
    expect(getWalletMonogram('trust wallet', 'trust')).toMatchInlineSnapshot(`
      {
        "background": "hsl(101 70% 88%)",
        "foreground": "hsl(101 60% 20%)",
        "letters": "TW",
      }
    `)
    expect(getWalletMonogram('MetaMask', 'metamask').letters).toBe('M')
    expect(getWalletMonogram('Generated Wallet 4999', 'g').letters).toBe('GW')
  })

  it('is deterministic: the same seed gives the same colours, another seed usually another hue', () => {
    const { letters: _, ...colours } = getWalletMonogram('A', 'wallet-1')
    expect(getWalletMonogram('B', 'wallet-1')).toMatchObject(colours)
    const hues = new Set(
      ['wallet-1', 'wallet-2', 'wallet-3', 'wallet-4'].map((seed) => getWalletMonogram('A', seed).background),
    )
    expect(hues.size).toBe(4)
  })

  it('skips punctuation and keeps letters of any script', () => {
    expect(getWalletMonogram('(Beta) wallet', 'x').letters).toBe('BW')
    expect(getWalletMonogram('  ábaco  Ñu ', 'x').letters).toBe('ÁÑ')
    expect(getWalletMonogram('钱包', 'x').letters).toBe('钱')
  })

  it('a name without a letter or digit: ?', () => {
    expect(getWalletMonogram('', 'x').letters).toBe('?')
    expect(getWalletMonogram('— ·', 'x').letters).toBe('?')
  })
})
