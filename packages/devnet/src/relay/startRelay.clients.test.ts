import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { DEV_ACCOUNTS } from '../accounts/devAccounts.js'
import { installLoopbackGuard } from '../network/installLoopbackGuard.js'
import { type DevnetRelay, startRelay } from './startRelay.js'

// Real WalletConnect 2.25 clients (a dApp and a wallet, both sign-client) against the loopback relay,
// under a guard that fails any connection off 127.0.0.1.

type Client = Awaited<ReturnType<typeof SignClient.init>>
type Storage = NonNullable<NonNullable<Parameters<typeof SignClient.init>[0]>['storage']>

const guard = installLoopbackGuard()
const account = privateKeyToAccount(DEV_ACCOUNTS[0].privateKey)
const clients: Client[] = []
let relay: DevnetRelay

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
})

afterEach(async () => {
  await Promise.all(clients.splice(0).map(closeClient))
})

afterAll(async () => {
  await relay.stop()
  guard.uninstall()
  expect(guard.violations).toEqual([])
})

function createMemoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items].map(([key, value]): [string, T] => [key, JSON.parse(value)]),
    getItem: async (key: string) => {
      const value = items.get(key)
      return value === undefined ? undefined : JSON.parse(value)
    },
    setItem: async (key: string, value: unknown) => {
      items.set(key, JSON.stringify(value))
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
}

async function createClient(name: string): Promise<Client> {
  const client = await SignClient.init({
    projectId: 'devnet',
    relayUrl: relay.url,
    storage: createMemoryStorage(),
    // A prefix per client: core keeps one instance per prefix on globalThis and would share it.
    customStoragePrefix: `${name}-${randomUUID()}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
  })
  clients.push(client)
  return client
}

async function closeClient(client: Client): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose()
}

const NAMESPACES = {
  eip155: {
    chains: ['eip155:1'],
    methods: ['personal_sign'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

/** The wallet answers proposals and personal_sign requests like a user who accepts everything. */
function actAsWallet(wallet: Client, options: { reject?: boolean } = {}) {
  wallet.on('session_proposal', async ({ id }) => {
    if (options.reject === true) {
      await wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    await wallet.approve({
      id,
      namespaces: { eip155: { ...NAMESPACES.eip155, accounts: [`eip155:1:${account.address}`] } },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const [message] = params.request.params as [Hex, string]
    const signature = await account.signMessage({ message: { raw: message } })
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
  })
}

async function connect(dapp: Client, wallet: Client) {
  const { uri, approval } = await dapp.connect({ optionalNamespaces: NAMESPACES })
  if (uri === undefined) throw new Error('sign-client returned no URI')
  await wallet.pair({ uri })
  return approval()
}

async function personalSign(dapp: Client, topic: string, text: string): Promise<boolean> {
  const signature = await dapp.request<Hex>({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [stringToHex(text), account.address] },
  })
  return verifyMessage({ address: account.address, message: text, signature })
}

describe('startRelay with WalletConnect 2.25 clients', () => {
  test('pairs, settles a session on both sides, answers personal_sign, and the wallet disconnect reaches the dApp', async () => {
    const dapp = await createClient('dapp')
    const wallet = await createClient('wallet')
    actAsWallet(wallet)

    const session = await connect(dapp, wallet)

    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${account.address}`])
    expect(wallet.session.keys).toEqual([session.topic])
    expect(await personalSign(dapp, session.topic, 'hello from the devnet')).toBe(true)

    const deleted = new Promise<{ topic: string }>((resolve) => dapp.on('session_delete', resolve))
    await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect((await deleted).topic).toBe(session.topic)
    expect(dapp.session.keys).toEqual([])
  })

  test('a rejected proposal rejects the dApp approval', async () => {
    const dapp = await createClient('dapp')
    const wallet = await createClient('wallet')
    actAsWallet(wallet, { reject: true })

    await expect(connect(dapp, wallet)).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
  })

  test('the session keeps working after the relay restarts mid-session', async () => {
    const dapp = await createClient('dapp')
    const wallet = await createClient('wallet')
    actAsWallet(wallet)
    const session = await connect(dapp, wallet)

    await relay.restart()
    // Both clients reconnect on their own (core retries 100 ms after the close, then every second).
    await vi.waitFor(() => expect(relay.connectionCount).toBe(2), { timeout: 10_000 })

    expect(await personalSign(dapp, session.topic, 'after the restart')).toBe(true)
  })
})
