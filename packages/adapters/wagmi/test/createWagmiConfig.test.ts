// @vitest-environment happy-dom
import type { CaipNetwork } from '@atrium/common'
import { createMemoryStorage, type StorageBackend } from '@atrium/core'
import { DEV_ACCOUNTS } from '@atrium/devnet'
import { createTestWallet } from '@atrium/testing'
import { cookieStorage, cookieToInitialState, http, hydrate } from '@wagmi/core'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createWagmiAdapter } from '../src/adapter/createWagmiAdapter.js'
import { WAGMI_STORAGE_KEY } from '../src/adapter/createWagmiConfig.js'
import { getDevnetChains, getDevnetNetworks, getDevnetUrl } from './devnetNetworks.test-helper.js'

const OWNER = DEV_ACCOUNTS[8]
const WALLET_ID = 'io.atrium.testwallet'
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})
// wagmi keeps writing its state after a test ends; the failing storage's logs stay muted till the end.
afterAll(() => {
  vi.restoreAllMocks()
})

function announceWallet() {
  const wallet = createTestWallet({ chains: getDevnetChains(), privateKey: OWNER.privateKey })
  cleanups.push(wallet.announce(window))
  return wallet
}

describe('createWagmiConfig', () => {
  it('builds one chain and one transport per network, with the networks as given', () => {
    const adapter = createWagmiAdapter({ networks: getDevnetNetworks(), storage: createMemoryStorage() })
    const { wagmiConfig } = adapter
    expect(wagmiConfig.chains.map((chain) => chain.id)).toEqual([1, 10, 8453])
    expect(wagmiConfig.chains[0].rpcUrls.default.http).toEqual([getDevnetUrl(1)])
    expect(Object.keys(wagmiConfig._internal.transports).sort()).toEqual(['1', '10', '8453'])
    expect(wagmiConfig.storage?.key).toBe(WAGMI_STORAGE_KEY)
    expect(adapter.networks).toEqual(getDevnetNetworks())
  })

  it('takes a plain array of networks (no `as const`), and refuses an empty one with a typed error', () => {
    const networks: CaipNetwork<'eip155'>[] = [...getDevnetNetworks()]
    expect(createWagmiAdapter({ networks, storage: createMemoryStorage() }).wagmiConfig.chains).toHaveLength(
      3,
    )
    expect(() => createWagmiAdapter({ networks: [], storage: createMemoryStorage() })).toThrow(
      expect.objectContaining({ code: 'INVALID_NETWORK_DEFINITION' }),
    )
  })

  it('uses a transport given for a chain instead of the network URLs', async () => {
    const [first, ...rest] = getDevnetNetworks()
    const adapter = createWagmiAdapter({
      networks: [
        { ...first, rpcUrls: { default: { http: ['http://127.0.0.1:9'] }, chainDefault: { http: [] } } },
        ...rest,
      ],
      storage: createMemoryStorage(),
      transports: { 1: http(getDevnetUrl(1)) },
    })
    const balance = await adapter.getBalance({ caipAddress: `eip155:1:${OWNER.address}` })
    expect(Number(balance.balance)).toBeGreaterThan(0)
  })

  it('rejects a network without an HTTP RPC URL', () => {
    const [first] = getDevnetNetworks()
    expect(() =>
      createWagmiAdapter({
        networks: [{ ...first, rpcUrls: { default: { http: [] }, chainDefault: { http: [] } } }],
      }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_NETWORK_DEFINITION' }))
  })

  it('[STORE-019] a failing storage is logged and never breaks connecting', async () => {
    announceWallet()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const adapter = createWagmiAdapter({ networks: getDevnetNetworks(), storage: failing })
    expect((await adapter.connect({ connectorId: WALLET_ID })).accounts[0].caipAddress).toBe(
      `eip155:1:${OWNER.address}`,
    )
    expect(logged).toHaveBeenCalled()
  })

  it('with ssr and cookie storage: the server reads the connection, the next page restores it without a prompt', async () => {
    const wallet = announceWallet()
    cleanups.push(() => {
      for (const name of document.cookie.split('; ').map((pair) => pair.split('=')[0])) {
        // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookies
        document.cookie = `${name}=;max-age=-1;path=/`
      }
    })
    const parameters = { networks: getDevnetNetworks(), storage: cookieStorage, ssr: true } as const
    const session = await createWagmiAdapter(parameters).connect({ connectorId: WALLET_ID })
    // What the browser sends with the next request.
    const cookieHeader = document.cookie

    // The server (no document: storage unused) turns the Cookie header into wagmi's initial state.
    const onServer = createWagmiAdapter({ ...parameters, storage: createMemoryStorage() })
    const initialState = cookieToInitialState(onServer.wagmiConfig, cookieHeader)
    expect(initialState?.chainId).toBe(1)
    expect([...(initialState?.connections.values() ?? [])].map((connection) => connection.accounts)).toEqual([
      [OWNER.address],
    ])

    // The next page hydrates from it, as <WagmiProvider initialState={…}> does, and the adapter restores the session.
    const nextPage = createWagmiAdapter(parameters)
    const prompts = wallet.requests.length
    await hydrate(nextPage.wagmiConfig, { initialState, reconnectOnMount: false }).onMount()
    expect(await nextPage.reconnect({ connectorId: WALLET_ID })).toEqual(session)
    expect(
      wallet.requests
        .slice(prompts)
        .filter((request) => ['eth_requestAccounts', 'wallet_requestPermissions'].includes(request.method)),
    ).toEqual([])
  })
})
