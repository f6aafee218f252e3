// @vitest-environment node

import { mainnet, optimism } from '@atrium/common'
import { type AppKitInitialState, AppKitNotCreatedError } from '@atrium/core'
import { AppKitProvider, useAppKitAccount, useAppKitNetwork } from '@atrium/react'
import { createMemoryAdapter } from '@atrium/testing/unit'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createAppKit } from '../../src/createAppKit.js'
import { ANNOUNCED_WALLET, TEST_ADDRESS } from '../helpers/createSubject.test-helper.js'

const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A returning visitor's state, as `cookieToInitialState` reads it from their cookies. */
function returningVisitor(address: string): AppKitInitialState {
  return {
    activeCaipNetworkId: 'eip155:10',
    connections: { eip155: { caipAddress: `eip155:10:${address}`, connectorId: ANNOUNCED_WALLET.id } },
  }
}

/** What a server component tree renders for one request: its own instance, given by the provider. */
function renderRequest(initialState: AppKitInitialState | undefined) {
  const wallet = createMemoryAdapter({
    wallets: [ANNOUNCED_WALLET],
    addresses: [TEST_ADDRESS],
    networkId: 'eip155:1',
  })
  const appKit = createAppKit({
    adapters: [wallet.adapter],
    networks: [mainnet, optimism],
    ssr: true,
    ...(initialState === undefined ? {} : { initialState }),
  })
  const html = renderToString(
    <AppKitProvider value={appKit}>
      <Account />
    </AppKitProvider>,
  )
  return { appKit, wallet, html }
}

function Account() {
  const { address, status } = useAppKitAccount()
  const { chainId } = useAppKitNetwork()
  return <p>{`${status} ${address ?? 'none'} on ${chainId ?? 'none'}`}</p>
}

describe('createAppKit on the server', () => {
  it("renders a returning visitor's account and network from the initial state", () => {
    expect(renderRequest(returningVisitor(TEST_ADDRESS)).html).toBe(`<p>connected ${TEST_ADDRESS} on 10</p>`)
  })

  it('a new visitor renders disconnected on the default network', () => {
    expect(renderRequest(undefined).html).toBe('<p>disconnected none on 1</p>')
  })

  it("builds one instance per call and registers none, so no request sees another request's state", () => {
    const first = renderRequest(returningVisitor(TEST_ADDRESS))
    const second = renderRequest(returningVisitor(OTHER_ADDRESS))
    const third = renderRequest(undefined)
    expect(new Set([first.appKit, second.appKit, third.appKit]).size).toBe(3)
    expect(second.html).toBe(`<p>connected ${OTHER_ADDRESS} on 10</p>`)
    expect(third.html).toBe('<p>disconnected none on 1</p>')
    // No instance is the page's: outside a provider the hooks have none to read.
    expect(() => renderToString(<Account />)).toThrow(AppKitNotCreatedError)
  })

  it('restores nothing, asks no wallet and starts no heartbeat, even when told to hydrate', async () => {
    const { appKit, wallet } = renderRequest(returningVisitor(TEST_ADDRESS))
    appKit.hydrate()
    await expect(appKit.ready).resolves.toBeUndefined()
    expect(wallet.calls).toEqual([])
    expect(appKit.getIsConnected()).toBe(true)
  })
})
