// @vitest-environment happy-dom
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { defineNetwork, mainnet } from '@atrium/common'
import { createMemoryStorage } from '@atrium/core'
import {
  connect,
  createConfig,
  createConnector,
  createStorage,
  disconnect,
  http,
  reconnect,
} from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createWagmiAdapter } from '../adapter/createWagmiAdapter.js'
import { toViemChain } from '../chains/toViemChain.js'
import { deferUntilChosen } from './deferUntilChosen.js'

const ACCOUNT = '0x52908400098527886E0F7030069857D2E4169EE7'
const network = defineNetwork(mainnet, { rpcUrls: 'http://127.0.0.1:9' })

/**
 * A connector standing in for an SDK wallet: it counts how often wagmi asks for its provider, the
 * moment a real SDK connector (Coinbase) downloads its SDK.
 */
function createSdkStandIn() {
  const calls = { getProvider: 0 }
  let connected = false
  const provider = { request: async () => null, on: () => undefined, removeListener: () => undefined }
  const connectorFn = createConnector(() => ({
    id: 'sdkWallet',
    name: 'SDK Wallet',
    type: 'sdkWallet',
    async connect() {
      connected = true
      return { accounts: [ACCOUNT], chainId: 1 } as never
    },
    async disconnect() {
      connected = false
    },
    async getAccounts() {
      return connected ? [ACCOUNT] : []
    },
    async getChainId() {
      return 1
    },
    async getProvider() {
      calls.getProvider += 1
      return provider
    },
    async isAuthorized() {
      return connected
    },
    onAccountsChanged: () => undefined,
    onChainChanged: () => undefined,
    onDisconnect: () => undefined,
  }))
  const loads = { count: 0 }
  const deferred = deferUntilChosen({ id: 'sdkWallet', name: 'SDK Wallet', type: 'sdkWallet' }, async () => {
    loads.count += 1
    return connectorFn
  })
  return { calls, loads, connectorFn: deferred }
}

function configWith(
  connectorFn: ReturnType<typeof createSdkStandIn>['connectorFn'],
  storage = createMemoryStorage(),
) {
  return createConfig({
    chains: [toViemChain(network)],
    transports: { 1: http('http://127.0.0.1:9') },
    connectors: [connectorFn],
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ storage }),
  })
}

describe('deferUntilChosen', () => {
  it('keeps an SDK wallet unloaded through wagmi reconnects until the user picks it', async () => {
    const { calls, loads, connectorFn } = createSdkStandIn()
    const storage = createMemoryStorage()
    const config = configWith(connectorFn, storage)
    await reconnect(config)
    expect(calls.getProvider).toBe(0)
    expect(loads.count).toBe(0)
    const [connector] = config.connectors
    if (connector === undefined) throw new Error('no connector')
    expect(connector).toMatchObject({ id: 'sdkWallet', name: 'SDK Wallet', type: 'sdkWallet' })
    await connect(config, { connector })
    expect(loads.count).toBe(1)
    expect(config.state.status).toBe('connected')

    // A later visit: the chosen wallet is restored, so now its provider (SDK) is wanted.
    const later = configWith(connectorFn, storage)
    await reconnect(later)
    expect(later.state.status).toBe('connected')
    expect(calls.getProvider).toBeGreaterThan(0)
  })

  it('forgets the choice on disconnect', async () => {
    const { calls, connectorFn } = createSdkStandIn()
    const storage = createMemoryStorage()
    const config = configWith(connectorFn, storage)
    const [connector] = config.connectors
    if (connector === undefined) throw new Error('no connector')
    await connect(config, { connector })
    await disconnect(config, { connector })
    const counted = calls.getProvider
    await reconnect(configWith(connectorFn, storage))
    expect(calls.getProvider).toBe(counted)
  })
})

describe('getDefaultConnectors', () => {
  const parentDescriptor = Object.getOwnPropertyDescriptor(window, 'parent')
  afterEach(() => {
    if (parentDescriptor !== undefined) Object.defineProperty(window, 'parent', parentDescriptor)
  })

  it('[CONNECTOR-002] wagmi loads the Coinbase and Safe SDKs with dynamic import() only', async () => {
    for (const [file, sdks] of [
      ['coinbaseWallet.js', ['@coinbase/wallet-sdk']],
      ['safe.js', ['@safe-global/safe-apps-sdk', '@safe-global/safe-apps-provider']],
    ] as const) {
      const url = new URL(`../${file}`, import.meta.resolve('@wagmi/connectors/coinbaseWallet'))
      const source = await readFile(fileURLToPath(url), 'utf8')
      for (const sdk of sdks) {
        expect(source).not.toMatch(new RegExp(`(from|import)\\s*['"]${sdk}['"]`))
        expect(source).toMatch(new RegExp(`import\\(\\s*(/\\*[^*]*\\*/\\s*)?['"]${sdk}['"]\\s*\\)`))
      }
    }
  })

  it('[CONNECTOR-002] offers Safe only inside an iframe (a Safe app), and its failures are coded', async () => {
    const outside = createWagmiAdapter({ networks: [network], storage: createMemoryStorage() })
    expect(outside.listWallets().map((wallet) => wallet.id)).not.toContain('safe')

    Object.defineProperty(window, 'parent', { configurable: true, value: { postMessage: () => undefined } })
    const inside = createWagmiAdapter({ networks: [network], storage: createMemoryStorage() })
    expect(inside.listWallets()).toContainEqual({
      id: 'safe',
      name: 'Safe',
      type: 'EXTERNAL',
      provider: true,
    })
    // Not a real Safe: the Safe SDK never answers, so connecting fails, with a coded error.
    const error = await inside.connect({ connectorId: 'safe' }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: expect.stringMatching(/^[A-Z_]+$/) })
  })

  it('leaves out what the options turn off', () => {
    const adapter = createWagmiAdapter({
      networks: [network],
      storage: createMemoryStorage(),
      injected: false,
      coinbaseWallet: false,
      safe: false,
    })
    expect(adapter.listWallets()).toEqual([])
  })
})
