import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { collectErrorTexts } from './collectErrorTexts.js'

describe('collectErrorTexts', () => {
  it('reads each level of the chain, outermost first', () => {
    const error = Object.assign(new Error('outer', { cause: { error: { message: 'rpc text' } } }), {
      details: 'd',
    })
    expect(collectErrorTexts(error)).toEqual([['d', 'outer'], ['rpc text']])
  })

  it('reads strings and stops at cycles', () => {
    expect(collectErrorTexts('plain')).toEqual([['plain']])
    const cyclic: { message: string; cause?: unknown } = { message: 'a' }
    cyclic.cause = cyclic
    expect(collectErrorTexts(cyclic)).toEqual([['a']])
  })

  test.prop([fc.anything()], { numRuns: 10_000 })('never throws on junk', (value) => {
    expect(Array.isArray(collectErrorTexts(value))).toBe(true)
  })
})
