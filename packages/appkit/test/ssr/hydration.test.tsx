import { mainnet, optimism } from '@atrium/common'
import { createMemoryStorage } from '@atrium/core'
import { AppKitProvider, useAppKitAccount, useAppKitNetwork } from '@atrium/react'
import { createMemoryAdapter } from '@atrium/testing/unit'
import { act } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../../src/createAppKit.js'
import type { AppKit } from '../../src/instance/buildAppKit.js'
import { ANNOUNCED_WALLET, TEST_ADDRESS } from '../helpers/createSubject.test-helper.js'

const CONNECTOR_ID_KEY = '@atrium/eip155:connected_connector_id'
const INITIAL_STATE = {
  activeCaipNetworkId: 'eip155:10',
  connections: { eip155: { caipAddress: `eip155:10:${TEST_ADDRESS}`, connectorId: ANNOUNCED_WALLET.id } },
} as const

function Account() {
  const { address, status } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  return <p>{`${status} ${address ?? 'none'} on ${chainId ?? 'none'}`}</p>
}

/** The page, as the server renders it and the browser hydrates it. */
function Page({ appKit }: { readonly appKit: AppKit }) {
  return (
    <AppKitProvider value={appKit}>
      <Account />
    </AppKitProvider>
  )
}

/**
 * The browser's side of a server-rendered page: an instance created as the page's own, with the
 * same `initialState` the server had, over storage holding the last visit's connector id.
 */
function createBrowserAppKit(parameters: { readonly restorable: boolean }) {
  const wallet = createMemoryAdapter({
    wallets: [ANNOUNCED_WALLET],
    addresses: [TEST_ADDRESS],
    networkId: 'eip155:10',
    restorableConnectorId: parameters.restorable ? ANNOUNCED_WALLET.id : undefined,
  })
  const storage = createMemoryStorage()
  storage.setItem(CONNECTOR_ID_KEY, ANNOUNCED_WALLET.id)
  storage.setItem('@atrium/active_caip_network_id', INITIAL_STATE.activeCaipNetworkId)
  storage.setItem(
    '@atrium/connected_accounts',
    JSON.stringify({ eip155: INITIAL_STATE.connections.eip155.caipAddress }),
  )
  const appKit = createAppKit({
    adapters: [wallet.adapter],
    networks: [mainnet, optimism],
    ssr: true,
    initialState: INITIAL_STATE,
    storage,
  })
  return { appKit, wallet, storage }
}

let root: Root | undefined
let appKit: AppKit | undefined

afterEach(() => {
  act(() => root?.unmount())
  appKit?.destroy()
  root = undefined
  appKit = undefined
  document.body.innerHTML = ''
})

/** Hydrates the server's HTML with the browser's instance; collects React's mismatch reports. */
async function hydrate(html: string, browserAppKit: AppKit) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...values) => errors.push(values))
  await act(async () => {
    root = hydrateRoot(container, <Page appKit={browserAppKit} />, {
      onRecoverableError: (error) => errors.push(error),
    })
  })
  consoleError.mockRestore()
  return { container, errors }
}

describe('a server-rendered page (ssr)', () => {
  it('hydrates without a mismatch, and restores the session only after hydration', async () => {
    const browser = createBrowserAppKit({ restorable: true })
    appKit = browser.appKit
    const html = renderToString(<Page appKit={browser.appKit} />)
    expect(html).toBe(`<p>connected ${TEST_ADDRESS} on 10</p>`)
    // Created, not yet hydrated: nothing has asked the wallet or changed the state.
    expect(browser.wallet.calls).toEqual([])

    const { container, errors } = await hydrate(html, browser.appKit)
    expect(errors).toEqual([])
    await act(() => browser.appKit.ready)
    expect(browser.wallet.calls).toEqual([`reconnect:${ANNOUNCED_WALLET.id}`, 'getBalance:eip155:10'])
    expect(container.textContent).toBe(`connected ${TEST_ADDRESS} on 10`)
  })

  it('ends the account of the initial state when its session does not come back', async () => {
    const browser = createBrowserAppKit({ restorable: false })
    appKit = browser.appKit
    const html = renderToString(<Page appKit={browser.appKit} />)
    const { container, errors } = await hydrate(html, browser.appKit)
    expect(errors).toEqual([])
    await act(() => browser.appKit.ready)
    expect(container.textContent).toBe('disconnected none on 10')
    expect(browser.storage.getItem(CONNECTOR_ID_KEY)).toBeNull()
    expect(browser.storage.getItem('@atrium/connected_accounts')).toBeNull()
  })
})
