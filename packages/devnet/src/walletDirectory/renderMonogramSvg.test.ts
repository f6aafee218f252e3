import { describe, expect, test } from 'vitest'
import { getMonogram, renderMonogramSvg } from './renderMonogramSvg.js'

describe('renderMonogramSvg', () => {
  test('draws the monogram in white on a colour of the seed', () => {
    expect(renderMonogramSvg({ seed: 'seed-1', label: 'Trust Wallet' })).toMatchInlineSnapshot(
      `"<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"><title>Trust Wallet</title><rect width="96" height="96" rx="24" fill="hsl(96 62% 42%)"/><text x="48" y="48" dy="0.35em" text-anchor="middle" fill="#fff" font-family="system-ui, sans-serif" font-size="36" font-weight="600">TW</text></svg>"`,
    )
  })

  test('is the same for the same seed and label; another seed gives another colour', () => {
    const image = { seed: 'seed-1', label: 'Trust Wallet' }
    expect(renderMonogramSvg(image)).toBe(renderMonogramSvg({ ...image }))
    const fill = (svg: string) => /<rect [^>]*fill="([^"]+)"/.exec(svg)?.[1]
    const fills = new Set(
      ['a', 'b', 'c', 'd', 'e'].map((seed) => fill(renderMonogramSvg({ seed, label: 'Trust Wallet' }))),
    )
    expect(fills.size).toBeGreaterThan(1)
  })

  test('escapes the label, so a hostile name cannot add markup or script', () => {
    const svg = renderMonogramSvg({ seed: 'x', label: `<script>alert("x")</script> & 'y'` })
    expect(svg).not.toMatch(/<script|<\/script/i)
    expect(svg).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;y&apos;</title>',
    )
    expect(svg.match(/<[a-z/][^>]*>/g)?.map((tag) => /^<\/?([a-z]+)/.exec(tag)?.[1])).toEqual([
      'svg',
      'title',
      'title',
      'rect',
      'text',
      'text',
      'svg',
    ])
  })
})

describe('getMonogram', () => {
  test('takes the initials of the first two words, or a ticker whole', () => {
    expect(getMonogram('Trust Wallet')).toBe('TW')
    expect(getMonogram('MetaMask')).toBe('M')
    expect(getMonogram('polkadot{.js}')).toBe('PJ')
    expect(getMonogram('1inch Wallet')).toBe('1W')
    expect(getMonogram('Amber Box 2')).toBe('AB')
    expect(getMonogram('USDC')).toBe('USDC')
    expect(getMonogram('EUR')).toBe('EUR')
    expect(getMonogram('élan vital')).toBe('ÉV')
    expect(getMonogram('{}')).toBe('?')
  })
})
