import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { buildUrl, createUrlBuilder } from './buildUrl.js'

describe('buildUrl', () => {
  it('joins a base URL and a path', () => {
    expect(buildUrl('https://api.example', '/v1/identity/0xabc')).toBe(
      'https://api.example/v1/identity/0xabc',
    )
  })

  it('[API-003] accepts a path without a leading slash and keeps the base path', () => {
    expect(buildUrl('https://api.example/base/', 'v1/supported-chains')).toBe(
      'https://api.example/base/v1/supported-chains',
    )
  })

  it('adds parameters, skipping undefined and null, joining lists with commas', () => {
    expect(
      buildUrl('https://api.example', '/x', {
        a: 1,
        b: undefined,
        c: null,
        d: ['eip155:1', 'eip155:10'],
        e: true,
      }),
    ).toBe('https://api.example/x?a=1&d=eip155%3A1%2Ceip155%3A10&e=true')
  })

  it('keeps query parameters of the base URL', () => {
    expect(buildUrl('https://api.example/?key=1', '/x', { a: 'b' })).toBe('https://api.example/x?key=1&a=b')
  })

  test.prop([fc.dictionary(fc.string({ minLength: 1 }), fc.string())])(
    'round-trips any parameter values',
    (parameters) => {
      const url = new URL(buildUrl('http://127.0.0.1:1', '/p', parameters))
      expect(Object.fromEntries(url.searchParams)).toEqual(parameters)
    },
  )
})

describe('createUrlBuilder', () => {
  it('[API-028] adds its default parameters, the request’s (which win) and clientId last', () => {
    const getUrl = createUrlBuilder({
      baseUrl: 'https://api.example/v1/',
      clientId: 'c',
      defaultParameters: { st: 'x', a: 1 },
    })
    expect(getUrl({ path: 'b', parameters: { a: 2 } })).toBe('https://api.example/v1/b?st=x&a=2&clientId=c')
    expect(createUrlBuilder({ baseUrl: 'https://api.example' })({ path: '/b' })).toBe('https://api.example/b')
  })
})
