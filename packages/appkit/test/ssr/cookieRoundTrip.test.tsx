import { mainnet, optimism } from '@atrium/common'
import { cookieToInitialState, createCookieStorage } from '@atrium/core'
import { createMemoryAdapter } from '@atrium/testing/unit'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from '../../src/createAppKit.js'
import type { AppKit } from '../../src/instance/buildAppKit.js'
import { ANNOUNCED_WALLET, TEST_ADDRESS } from '../helpers/createSubject.test-helper.js'

/** A browser's cookie jar behind Atrium's cookie storage, and the `Cookie` header it would send. */
function createCookieJar() {
  const jar = new Map<string, string>()
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
  const backend = createCookieStorage({
    getCookieString: header,
    setCookie: (setCookie) => {
      const [pair = '', ...attributes] = setCookie.split('; ')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator)
      if (attributes.includes('Max-Age=0')) jar.delete(name)
      else jar.set(name, pair.slice(separator + 1))
    },
  })
  return { backend, header }
}

let appKit: AppKit | undefined
afterEach(() => {
  appKit?.destroy()
  appKit = undefined
})

describe('the cookies a browser keeps for server rendering', () => {
  it('hold the connected account and network for cookieToInitialState, and nothing once disconnected', async () => {
    const cookies = createCookieJar()
    const wallet = createMemoryAdapter({
      wallets: [ANNOUNCED_WALLET],
      addresses: [TEST_ADDRESS],
      networkId: 'eip155:1',
    })
    appKit = createAppKit({
      adapters: [wallet.adapter],
      networks: [mainnet, optimism],
      storage: cookies.backend,
    })
    const connector = appKit.stores.connectors
      .getState()
      .connectors.find((entry) => entry.id === ANNOUNCED_WALLET.id)
    if (connector === undefined) throw new Error('test wallet not listed')
    await appKit.connect({ connector })
    await appKit.switchNetwork(optimism)
    expect(cookieToInitialState(cookies.header())).toEqual({
      activeCaipNetworkId: 'eip155:10',
      connections: { eip155: { caipAddress: `eip155:10:${TEST_ADDRESS}`, connectorId: ANNOUNCED_WALLET.id } },
    })
    await appKit.disconnect()
    expect(cookieToInitialState(cookies.header()).connections).toEqual({})
  })
})
