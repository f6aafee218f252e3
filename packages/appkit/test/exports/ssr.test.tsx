// @vitest-environment node

import { createMemoryAdapter } from '@atrium/testing/unit'
import { afterEach, describe, expect, it } from 'vitest'
import { ANNOUNCED_WALLET, TEST_ADDRESS } from '../helpers/createSubject.test-helper.js'

let destroy: (() => void) | undefined

describe('server rendering', () => {
  afterEach(() => {
    destroy?.()
    destroy = undefined
  })

  it('the built entries import in Node, where there is no window', async () => {
    expect(typeof window).toBe('undefined')
    const vanilla = await import('@atrium/appkit')
    const react = await import('@atrium/appkit/react')
    const networks = await import('@atrium/appkit/networks')
    expect(typeof vanilla.createAppKit).toBe('function')
    expect(typeof react.ConnectButton).toBe('function')
    expect(networks.optimism.id).toBe(10)
  })

  it('createAppKit runs in Node with cookie storage and ConnectButton renders to a string', async () => {
    const { createAppKit, createCookieStorage } = await import('@atrium/appkit')
    const { AppKitProvider, ConnectButton } = await import('@atrium/appkit/react')
    const { mainnet, optimism } = await import('@atrium/appkit/networks')
    const { renderToString } = await import('react-dom/server')
    const wallet = createMemoryAdapter({
      wallets: [ANNOUNCED_WALLET],
      addresses: [TEST_ADDRESS],
      networkId: 'eip155:1',
    })
    const written: string[] = []
    const appKit = createAppKit({
      adapters: [wallet.adapter],
      networks: [mainnet, optimism],
      storage: createCookieStorage({
        getCookieString: () => `${encodeURIComponent('@atrium/active_caip_network_id')}=eip155%3A10`,
        setCookie: (value) => written.push(value),
      }),
    })
    destroy = () => appKit.destroy()
    expect(appKit.getState().selectedNetworkId).toBe('eip155:10')
    appKit.open()
    await expect(appKit.ready).resolves.toBeUndefined()
    expect(wallet.calls).toEqual([])
    // On the server no instance is the page's: the tree names its request's instance.
    const html = renderToString(
      <AppKitProvider value={appKit}>
        <ConnectButton />
      </AppKitProvider>,
    )
    expect(html).toBe('<span data-atrium-host="" style="display:inline-block"></span>')
  })
})
