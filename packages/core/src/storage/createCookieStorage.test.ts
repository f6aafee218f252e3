import { describe, expect, it } from 'vitest'
import { createAtriumStorage } from './createAtriumStorage.js'
import { createCookieStorage } from './createCookieStorage.js'

function createResponse(cookieHeader?: string) {
  const setCookies: string[] = []
  const backend = createCookieStorage({
    getCookieString: () => cookieHeader,
    setCookie: (value) => {
      setCookies.push(value)
    },
  })
  return { backend, setCookies }
}

describe('createCookieStorage', () => {
  it('reads items from the request cookie string', () => {
    const { backend } = createResponse('%40atrium%2Factive_namespace=solana; other=1')
    expect(backend.getItem('@atrium/active_namespace')).toBe('solana')
    expect(backend.getItem('missing')).toBeNull()
  })

  it('emits one Set-Cookie value per write and reads its own write back', () => {
    const { backend, setCookies } = createResponse('a=old')
    backend.setItem('a', 'new value')
    expect(setCookies).toEqual(['a=new%20value; Path=/; Max-Age=34560000; SameSite=Lax'])
    expect(backend.getItem('a')).toBe('new value')
  })

  it('removes with an expired cookie and then reads null', () => {
    const { backend, setCookies } = createResponse('a=1')
    backend.removeItem('a')
    expect(setCookies).toEqual(['a=; Path=/; Max-Age=0; SameSite=Lax'])
    expect(backend.getItem('a')).toBeNull()
  })

  it('applies the given cookie attributes', () => {
    const setCookies: string[] = []
    const backend = createCookieStorage({
      getCookieString: () => '',
      setCookie: (value) => {
        setCookies.push(value)
      },
      attributes: { path: '/dapp', secure: true, sameSite: 'Strict', maxAgeSeconds: 10 },
    })
    backend.setItem('a', '1')
    expect(setCookies).toEqual(['a=1; Path=/dapp; Max-Age=10; SameSite=Strict; Secure'])
  })

  it('reads no cookies when the cookie string is undefined', () => {
    expect(createResponse(undefined).backend.getItem('a')).toBeNull()
  })

  it('[STORE-004][STORE-005] serves createAtriumStorage in a server render: cookie in, Set-Cookie out', () => {
    const request = createResponse('%40atrium%2Factive_caip_network_id=eip155%3A10')
    const storage = createAtriumStorage({ backend: request.backend })
    expect(storage.getActiveCaipNetworkId()?.chainId).toBe(10)
    storage.setActiveNamespace('solana')
    expect(request.setCookies).toEqual([
      '%40atrium%2Factive_namespace=solana; Path=/; Max-Age=34560000; SameSite=Lax',
    ])
    // The browser sends the cookie back on the next request.
    const next = createResponse(request.setCookies[0]?.split(';')[0])
    expect(createAtriumStorage({ backend: next.backend }).getActiveNamespace()).toBe('solana')
  })
})
