import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  getAddress,
  http,
  type PublicClient,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { DEV_ACCOUNT_BALANCE_ETH, DEV_ACCOUNTS } from './accounts/devAccounts.js'
import { DEFAULT_EVM_CHAINS } from './evm/defaultEvmChains.js'
import { getFreePort, isPortFree } from './ports.js'
import { type Devnet, startDevnet } from './startDevnet.js'

/** Tests of one service's ports run no Solana, Bitcoin or Polkadot chain, directory nor API (they would take default ports). */
const WITHOUT_OTHER_CHAINS = {
  solana: false,
  bitcoin: false,
  polkadot: false,
  walletDirectory: false,
  blockchainApi: false,
} as const

function getPublicClient(url: string): PublicClient {
  return createPublicClient({ transport: http(url), pollingInterval: 20 })
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

function getAnvilChildPids(): number[] {
  return execFileSync('ps', ['-A', '-o', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([, parentPid, command]) => Number(parentPid) === process.pid && command?.endsWith('anvil') === true,
    )
    .map(([pid]) => Number(pid))
}

describe('startDevnet', () => {
  let devnet: Devnet

  beforeAll(async () => {
    devnet = await startDevnet({ portBase: 'auto' })
  })

  afterAll(async () => {
    await devnet.stop()
  })

  test('starts the default EVM chains, each answering its chain id', async () => {
    expect(devnet.evm.map(({ chainId, name }) => ({ chainId, name }))).toEqual(DEFAULT_EVM_CHAINS)
    for (const chain of devnet.evm) {
      expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
      expect(await getPublicClient(chain.rpcUrl).getChainId()).toBe(chain.chainId)
    }
    expect(new Set(devnet.evm.map((chain) => chain.port)).size).toBe(devnet.evm.length)
  })

  test('lists every chain and the relay as service rows', () => {
    expect(devnet.services).toEqual([
      ...devnet.evm.map((chain) => ({
        name: chain.name,
        networkId: `eip155:${chain.chainId}`,
        url: chain.rpcUrl,
      })),
      { name: 'Solana (litesvm)', networkId: devnet.solana?.networkId, url: devnet.solana?.rpcUrl },
      { name: 'Bitcoin regtest (Esplora)', networkId: devnet.bitcoin?.networkId, url: devnet.bitcoin?.url },
      {
        name: 'Rococo Asset Hub (chopsticks)',
        networkId: devnet.polkadot?.networkId,
        url: devnet.polkadot?.wsUrl,
      },
      { name: 'WalletConnect relay', url: devnet.relay?.url },
      { name: 'Wallet directory', url: devnet.walletDirectory?.url },
      { name: 'Blockchain API', url: devnet.blockchainApi?.url },
    ])
  })

  test('runs the Solana and Bitcoin chains at once, and the Polkadot chain only once asked for', async () => {
    const solana = await fetch(devnet.solana?.rpcUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
    })
    expect(await solana.json()).toMatchObject({ result: devnet.solana?.genesisHash })
    const tip = await fetch(`${devnet.bitcoin?.url}/blocks/tip/height`)
    expect(Number(await tip.text())).toBeGreaterThan(0)
    expect(devnet.polkadot?.isStarted).toBe(false)
    expect(devnet.polkadot?.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
  })

  test('runs the WalletConnect relay on a free loopback port with portBase auto', async () => {
    const relay = devnet.relay
    if (relay === undefined) throw new Error('Expected a relay.')
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
    expect(devnet.evm.map((chain) => chain.port)).not.toContain(relay.port)
    const socket = new WebSocket(`${relay.url}/?projectId=devnet`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    const answer = new Promise((resolve) =>
      socket.once('message', (data) => resolve(JSON.parse(String(data)))),
    )
    socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 'ab' } }))
    expect(await answer).toMatchObject({ id: 1, result: expect.any(String) })
    socket.close()
  })

  test("runs the wallet directory on a free loopback port, listing the devnet's chains", async () => {
    const url = devnet.walletDirectory?.url ?? ''
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const chains = ['eip155:8453', devnet.solana?.networkId].join(',')
    const page = await (await fetch(`${url}/getWallets?projectId=devnet&entries=2&chains=${chains}`)).json()
    expect(page).toMatchObject({ data: [{ name: 'MetaMask' }, { name: 'Trust Wallet' }] })
    expect((await (await fetch(`${url}/getWallets?projectId=devnet`)).json()).count).toBe(600)
  })

  test('DEV_ACCOUNTS are the accounts each chain funds with 10000 ETH', async () => {
    expect(devnet.accounts).toBe(DEV_ACCOUNTS)
    for (const account of DEV_ACCOUNTS) {
      expect(privateKeyToAccount(account.privateKey).address).toBe(account.address)
      expect(getAddress(account.address)).toBe(account.address)
    }
    for (const chain of devnet.evm) {
      const client = getPublicClient(chain.rpcUrl)
      // getAddresses() is eth_accounts; viem checksums the result.
      const addresses = await createWalletClient({ transport: http(chain.rpcUrl) }).getAddresses()
      expect(addresses).toEqual(DEV_ACCOUNTS.map((account) => account.address))
      const balances = await Promise.all(DEV_ACCOUNTS.map(({ address }) => client.getBalance({ address })))
      expect(balances).toEqual(DEV_ACCOUNTS.map(() => parseEther(String(DEV_ACCOUNT_BALANCE_ETH))))
    }
  })

  test('mines a transfer signed with a dev key', async () => {
    const [chain] = devnet.evm.filter((candidate) => candidate.chainId === 8453)
    if (chain === undefined) throw new Error('Base is missing from the default chains.')
    const client = getPublicClient(chain.rpcUrl)
    const [sender, recipient] = DEV_ACCOUNTS.slice(8)
    if (sender === undefined || recipient === undefined) throw new Error('Expected ten dev accounts.')
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      chain: defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl),
    })
    const before = await client.getBalance({ address: recipient.address })

    const hash = await wallet.sendTransaction({ to: recipient.address, value: parseEther('1') })
    const receipt = await client.waitForTransactionReceipt({ hash })

    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient.address })).toBe(before + parseEther('1'))
  })

  test('keeps the anvil_ test methods (anvil_setBalance)', async () => {
    const [chain] = devnet.evm
    if (chain === undefined) throw new Error('Expected a chain.')
    const client = getPublicClient(chain.rpcUrl)
    const address = '0x000000000000000000000000000000000000dEaD'

    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
      address,
      value: 42n,
    })

    expect(await client.getBalance({ address })).toBe(42n)
  })

  test('stop() kills every node, closes the relay and frees their ports; a second call is a no-op', async () => {
    const chains = [...devnet.evm]
    expect(chains.every((chain) => isProcessAlive(chain.pid))).toBe(true)

    await devnet.stop()

    expect(devnet.relay?.isRunning).toBe(false)
    expect(await isPortFree(devnet.relay?.port ?? 0)).toBe(true)
    expect(await isPortFree(devnet.walletDirectory?.port ?? 0)).toBe(true)
    expect(await isPortFree(devnet.blockchainApi?.port ?? 0)).toBe(true)

    for (const chain of chains) {
      expect(isProcessAlive(chain.pid)).toBe(false)
      expect(await isPortFree(chain.port)).toBe(true)
    }
    await expect(devnet.stop()).resolves.toBeUndefined()
    expect(await devnet.exited).toMatchObject({ service: expect.any(String) })
  })
})

describe('startDevnet options', () => {
  let server: Server | undefined

  afterAll(async () => {
    await new Promise((resolve) => (server === undefined ? resolve(undefined) : server.close(resolve)))
  })

  test('a port in use rejects with DevnetPortInUseError naming the port and stops the chains that started', async () => {
    const busyPort = await getFreePort()
    server = createServer()
    await new Promise<void>((resolve) => server?.listen(busyPort, '127.0.0.1', resolve))

    const error = await startDevnet({
      ...WITHOUT_OTHER_CHAINS,
      relay: false,
      evm: {
        chains: [
          { chainId: 1, port: 'auto' },
          { chainId: 10, port: busyPort },
        ],
      },
    }).catch((caught: unknown) => caught)

    expect(error).toMatchObject({ name: 'DevnetPortInUseError', code: 'DEVNET_PORT_IN_USE', port: busyPort })
    expect((error as Error).message.replace(String(busyPort), '<port>')).toMatchInlineSnapshot(
      `"Port <port> is already in use (EVM chain 10). Stop the process using it or pick other ports with --port-base."`,
    )
    expect(getAnvilChildPids()).toEqual([])
  })

  test('a relay port in use rejects with DevnetPortInUseError and stops the chains that started', async () => {
    const busyPort = await getFreePort()
    const busy = createServer()
    await new Promise<void>((resolve) => busy.listen(busyPort, '127.0.0.1', resolve))
    try {
      const error = await startDevnet({
        ...WITHOUT_OTHER_CHAINS,
        evm: { chains: [{ chainId: 1, port: 'auto' }] },
        relay: { port: busyPort },
      }).catch((caught: unknown) => caught)

      expect(error).toMatchObject({ code: 'DEVNET_PORT_IN_USE', port: busyPort })
      expect((error as Error).message).toContain('(WalletConnect relay)')
      expect(getAnvilChildPids()).toEqual([])
    } finally {
      await new Promise((resolve) => busy.close(resolve))
    }
  })

  test('relay: false runs no relay', async () => {
    const devnet = await startDevnet({ ...WITHOUT_OTHER_CHAINS, evm: { chains: [] }, relay: false })
    expect(devnet.relay).toBeUndefined()
    expect(devnet.services).toEqual([])
    await devnet.stop()
  })

  test('wallets sets how many wallets the directory lists; an impossible count rejects', async () => {
    const alone = { ...WITHOUT_OTHER_CHAINS, evm: { chains: [] }, relay: false } as const
    const devnet = await startDevnet({ ...alone, walletDirectory: { port: 'auto' }, wallets: 5000 })
    try {
      expect(devnet.services).toEqual([{ name: 'Wallet directory', url: devnet.walletDirectory?.url }])
      expect(devnet.walletDirectory?.wallets).toHaveLength(5000)
    } finally {
      await devnet.stop()
    }
    await expect(
      startDevnet({ ...alone, walletDirectory: { port: 'auto' }, wallets: 1e6 }),
    ).rejects.toMatchObject({
      code: 'DEVNET_INVALID_PARAMETER',
    })
  })

  test('rejects options that cannot work before spawning anything', async () => {
    await expect(startDevnet({ evm: { chains: [{ chainId: 1 }, { chainId: 1 }] } })).rejects.toMatchObject({
      code: 'DEVNET_INVALID_PARAMETER',
    })
  })
})
