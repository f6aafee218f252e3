import { fc, test } from '@fast-check/vitest'
import { describe, expect, it, vi } from 'vitest'
import { cookieToInitialState } from './cookieToInitialState.js'
import { createAtriumStorage } from './createAtriumStorage.js'
import { createCookieStorage } from './createCookieStorage.js'
import type { Logger } from './Logger.js'

const ADDRESS = 'eip155:10:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const silent: Logger = { error: () => {} }

/** The `Cookie` header a browser sends after these writes through Atrium's cookie storage. */
function writeCookies(write: (storage: ReturnType<typeof createAtriumStorage>) => void): string {
  const jar = new Map<string, string>()
  const backend = createCookieStorage({
    getCookieString: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    setCookie: (setCookie) => {
      const [pair = '', ...attributes] = setCookie.split('; ')
      const [name = '', value = ''] = pair.split('=')
      if (attributes.includes('Max-Age=0')) jar.delete(name)
      else jar.set(name, value)
    },
  })
  write(createAtriumStorage({ backend }))
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
}

describe('cookieToInitialState', () => {
  it("reads a returning visitor's active network and connected account", () => {
    const cookie = writeCookies((storage) => {
      storage.setActiveCaipNetworkId('eip155:10')
      storage.setConnectedConnectorId('eip155', 'io.atrium.testwallet')
      storage.setConnectedAccounts({ eip155: ADDRESS })
    })
    expect(cookieToInitialState(`theme=dark; ${cookie}`)).toEqual({
      activeCaipNetworkId: 'eip155:10',
      connections: { eip155: { caipAddress: ADDRESS, connectorId: 'io.atrium.testwallet' } },
    })
  })

  it('a request without cookies (null or undefined) has no network and no connection', () => {
    for (const cookie of [null, undefined, ''])
      expect(cookieToInitialState(cookie)).toEqual({ activeCaipNetworkId: undefined, connections: {} })
  })

  it('[STORE-007] an account whose connector id is gone (the session did not last) is no connection', () => {
    const cookie = writeCookies((storage) => storage.setConnectedAccounts({ eip155: ADDRESS }))
    expect(cookieToInitialState(cookie).connections).toEqual({})
  })

  it('[STORE-019] malformed items are logged and read as absent', async () => {
    const messages: string[] = []
    const logger: Logger = { error: (message) => messages.push(message) }
    const state = cookieToInitialState(
      '%40atrium%2Fconnected_accounts=%7Bnope; %40atrium%2Factive_caip_network_id=eip155',
      { logger },
    )
    expect(state).toEqual({ activeCaipNetworkId: undefined, connections: {} })
    await vi.waitFor(() => expect(messages).toHaveLength(2))
    expect(messages.sort()).toEqual([
      'Unable to get active caip network id',
      'Unable to get connected accounts',
    ])
  })

  test.prop([fc.string(), fc.array(fc.tuple(fc.string(), fc.string()))])(
    'never throws on any cookie header and returns plain data',
    (junk, pairs) => {
      const cookie = [junk, ...pairs.map(([name, value]) => `${name}=${value}`)].join('; ')
      const state = cookieToInitialState(cookie, { logger: silent })
      expect(JSON.parse(JSON.stringify(state))).toEqual(state)
    },
  )

  test.prop([
    fc.constantFrom('eip155:1', 'eip155:10', 'eip155:8453'),
    fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    fc.string({ minLength: 1 }),
  ])('what the browser stored round-trips through its cookies', (networkId, address, connectorId) => {
    const caipAddress = `${networkId}:${address}` as const
    const cookie = writeCookies((storage) => {
      storage.setActiveCaipNetworkId(networkId)
      storage.setConnectedConnectorId('eip155', connectorId)
      storage.setConnectedAccounts({ eip155: caipAddress })
    })
    expect(cookieToInitialState(cookie, { logger: silent })).toEqual({
      activeCaipNetworkId: networkId,
      connections: { eip155: { caipAddress, connectorId } },
    })
  })
})
