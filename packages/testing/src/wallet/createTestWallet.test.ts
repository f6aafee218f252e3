import { DEV_ACCOUNTS, DEVNET_EVM_TOKENS, type Devnet, startDevnet } from '@atrium/devnet'
import {
  type Address,
  createPublicClient,
  custom,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
  recoverTypedDataAddress,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestWallet, type TestWallet, type TestWalletChain } from './createTestWallet.js'
import { DEVNET_TEST_WALLET_ASSETS } from './devnetTestWalletAssets.js'
import { createRememberAuthorisation } from './rememberAuthorisation.test-helper.js'

const [first, second, third] = DEV_ACCOUNTS

const typedData = {
  domain: {
    name: 'Atrium',
    version: '1',
    chainId: 1,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'address' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: { from: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB', contents: 'Hello', amount: '1000' },
} as const

async function rejection(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise
  } catch (error) {
    return error as { code: number; message: string }
  }
  throw new Error('expected the request to be rejected')
}

function record(wallet: TestWallet) {
  const events: [string, unknown][] = []
  for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const) {
    wallet.on(event, (payload) => events.push([event, payload]))
  }
  return events
}

describe('createTestWallet against devnet', () => {
  let devnet: Devnet
  let chains: [TestWalletChain, ...TestWalletChain[]]
  beforeAll(async () => {
    devnet = await startDevnet({ portBase: 'auto' })
    const [one, ...rest] = devnet.evm.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
    if (one === undefined) throw new Error('devnet started no chain')
    chains = [one, ...rest]
  })
  afterAll(() => devnet.stop())

  const connectedWallet = async (parameters: Partial<Parameters<typeof createTestWallet>[0]> = {}) => {
    const wallet = createTestWallet({ privateKey: first.privateKey, chains, ...parameters })
    await wallet.request({ method: 'eth_requestAccounts' })
    return wallet
  }

  it('starts on the first chain, disconnected, with the first devnet account and EIP-6963 info', async () => {
    const wallet = createTestWallet({ privateKey: first.privateKey, chains })
    expect(wallet.address).toBe(first.address)
    expect(wallet.chainId).toBe(1)
    expect(wallet.isConnected).toBe(false)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await wallet.request({ method: 'net_version' })).toBe('1')
    expect(wallet.info).toMatchObject({ name: 'Atrium Test Wallet', rdns: 'io.atrium.testwallet' })
    expect(wallet.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(wallet.info.uuid).not.toBe(createTestWallet({ privateKey: first.privateKey, chains }).info.uuid)
  })

  it('eth_requestAccounts connects, emits accountsChanged and connect, and eth_accounts then answers', async () => {
    const wallet = createTestWallet({
      privateKey: first.privateKey,
      chains,
      additionalPrivateKeys: [second.privateKey],
    })
    const events = record(wallet)
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first.address, second.address])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([first.address, second.address])
    expect(events).toEqual([
      ['accountsChanged', [first.address, second.address]],
      ['connect', { chainId: '0x1' }],
    ])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first.address, second.address])
    expect(events).toHaveLength(2)
  })

  it('wallet_requestPermissions connects; getPermissions lists the accounts; revokePermissions disconnects', async () => {
    const wallet = createTestWallet({ privateKey: first.privateKey, chains })
    const events = record(wallet)
    const granted = await wallet.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(granted).toEqual([expect.objectContaining({ parentCapability: 'eth_accounts' })])
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual(granted)
    await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'wallet_getPermissions' })).toEqual([])
    expect(events.at(-1)).toEqual(['accountsChanged', []])
  })

  it('rememberAuthorisation: created again over the same storage (a reload) it starts authorised, until revoked', async () => {
    const rememberAuthorisation = createRememberAuthorisation()
    const create = () => createTestWallet({ privateKey: first.privateKey, chains, rememberAuthorisation })
    await create().request({ method: 'eth_requestAccounts' })
    const reloaded = create()
    expect(reloaded.isConnected).toBe(true)
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([first.address])
    // No prompt: a rejection queued for one is still pending after eth_requestAccounts.
    reloaded.rejectNextRequest()
    expect(await reloaded.request({ method: 'eth_requestAccounts' })).toEqual([first.address])
    await reloaded.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await create().request({ method: 'eth_accounts' })).toEqual([])
  })

  it('[RPC-018] rejectNextRequest makes the next prompt fail with 4001, once', async () => {
    const wallet = createTestWallet({ privateKey: first.privateKey, chains })
    wallet.rejectNextRequest()
    expect(await rejection(wallet.request({ method: 'eth_requestAccounts' }))).toEqual(
      expect.objectContaining({ code: 4001, message: 'User rejected the request.' }),
    )
    expect(wallet.isConnected).toBe(false)
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([first.address])
  })

  it('rejectNextRequest skips requests that show no prompt, and takes another code or message', async () => {
    const wallet = await connectedWallet()
    wallet.rejectNextRequest({ code: 4100, message: 'Locked' })
    await wallet.request({ method: 'eth_accounts' })
    await wallet.request({ method: 'eth_requestAccounts' })
    await wallet.request({ method: 'eth_blockNumber' })
    expect(
      await rejection(wallet.request({ method: 'personal_sign', params: ['0x01', first.address] })),
    ).toEqual(expect.objectContaining({ code: 4100, message: 'Locked' }))
  })

  it('personal_sign signs hex as bytes and text as UTF-8 with the active key', async () => {
    const wallet = await connectedWallet()
    const hexSignature = (await wallet.request({
      method: 'personal_sign',
      params: [toHex('Atrium'), first.address],
    })) as Hex
    expect(await verifyMessage({ address: first.address, message: 'Atrium', signature: hexSignature })).toBe(
      true,
    )
    const textSignature = (await wallet.request({
      method: 'personal_sign',
      params: ['Atrium', first.address],
    })) as Hex
    expect(textSignature).toBe(hexSignature)
  })

  it('personal_sign refuses before connecting and for an address the wallet does not hold (4100)', async () => {
    const wallet = createTestWallet({ privateKey: first.privateKey, chains })
    expect(
      (await rejection(wallet.request({ method: 'personal_sign', params: ['0x01', first.address] }))).code,
    ).toBe(4100)
    await wallet.request({ method: 'eth_requestAccounts' })
    expect(
      (await rejection(wallet.request({ method: 'personal_sign', params: ['0x01', third.address] }))).code,
    ).toBe(4100)
  })

  it('eth_signTypedData_v4 signs JSON typed data that viem verifies', async () => {
    const wallet = await connectedWallet()
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [first.address, JSON.stringify(typedData)],
    })) as Hex
    const { EIP712Domain: _, ...types } = typedData.types
    const message = { ...typedData.message, amount: 1000n }
    expect(await verifyTypedData({ ...typedData, types, message, address: first.address, signature })).toBe(
      true,
    )
    expect(await recoverTypedDataAddress({ ...typedData, types, message, signature })).toBe(first.address)
  })

  it('eth_signTypedData_v4 refuses malformed data and a domain on another chain (-32602)', async () => {
    const wallet = await connectedWallet()
    const sign = (data: unknown) =>
      wallet.request({ method: 'eth_signTypedData_v4', params: [first.address, data] })
    expect((await rejection(sign('{not json'))).code).toBe(-32602)
    expect((await rejection(sign({ types: {} }))).code).toBe(-32602)
    expect(
      (await rejection(sign(JSON.stringify({ ...typedData, domain: { ...typedData.domain, chainId: 10 } }))))
        .code,
    ).toBe(-32602)
  })

  it('eth_sendTransaction signs locally, sends raw to the current chain, and the balance moves', async () => {
    const wallet = await connectedWallet({ privateKey: third.privateKey })
    const client = createPublicClient({ transport: http(chains[0].rpcUrl), pollingInterval: 20 })
    const recipient: Address = '0x000000000000000000000000000000000000a7e1'
    const before = await client.getBalance({ address: recipient })
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: third.address, to: recipient, value: numberToHex(parseEther('0.5')) }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(third.address.toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('0.5'))
  })

  it("eth_sendTransaction relays the node's error when the account cannot pay", async () => {
    const wallet = await connectedWallet({ privateKey: generatePrivateKey() })
    const error = await rejection(
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: first.address, value: numberToHex(parseEther('1')) }],
      }),
    )
    expect(typeof error.code).toBe('number')
    expect(error.message).toMatch(/insufficient funds/i)
  })

  it('eth_sendTransaction refuses a transaction from an account it does not hold', async () => {
    const wallet = await connectedWallet()
    const error = await rejection(
      wallet.request({ method: 'eth_sendTransaction', params: [{ from: third.address, to: first.address }] }),
    )
    expect(error.code).toBe(4100)
  })

  it('wallet_switchEthereumChain moves to a known chain and emits chainChanged; the same chain is a no-op', async () => {
    const wallet = await connectedWallet()
    const events = record(wallet)
    expect(
      await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
    ).toBeNull()
    expect(wallet.chainId).toBe(10)
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0xa')
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(events).toEqual([['chainChanged', '0xa']])
  })

  it('[RPC-018] a rejected switch answers 4001 and stays; an unknown chain answers 4902', async () => {
    const wallet = await connectedWallet()
    wallet.rejectNextRequest()
    const rejected = await rejection(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
    )
    expect(rejected.code).toBe(4001)
    expect(wallet.chainId).toBe(1)
    const unknown = await rejection(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    )
    expect(unknown.code).toBe(4902)
  })

  it('wallet_addEthereumChain adds a chain with its RPC URL and switches to it', async () => {
    const [one] = chains
    const base = chains.find((chain) => chain.chainId === 8453)
    if (base === undefined) throw new Error('devnet has no chain 8453')
    const wallet = createTestWallet({ privateKey: first.privateKey, chains: [one], connected: true })
    const events = record(wallet)
    expect(
      (
        await rejection(
          wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
        )
      ).code,
    ).toBe(4902)
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [
        { chainId: '0x2105', chainName: 'Base', rpcUrls: [base.rpcUrl], nativeCurrency: { decimals: 18 } },
      ],
    })
    expect(wallet.chainId).toBe(8453)
    expect(wallet.chains.map((chain) => chain.chainId)).toEqual([1, 8453])
    expect(events).toEqual([['chainChanged', '0x2105']])
    // Read methods now reach the added chain's node.
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x2105')
    const client = createPublicClient({ transport: custom(wallet) })
    expect(await client.getChainId()).toBe(8453)
    expect(
      (
        await rejection(
          wallet.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x5', rpcUrls: [] }] }),
        )
      ).code,
    ).toBe(-32602)
  })

  it('forwards read methods to the current chain and relays node errors; refuses other signing methods', async () => {
    const wallet = await connectedWallet()
    const client = createPublicClient({ transport: custom(wallet) })
    expect(await client.getBalance({ address: second.address })).toBeGreaterThan(0n)
    expect(await client.getBlockNumber()).toBeTypeOf('bigint')
    expect(
      (await rejection(wallet.request({ method: 'eth_getBalance', params: ['nope', 'latest'] }))).code,
    ).toBe(-32602)
    for (const method of ['eth_sign', 'eth_signTransaction', 'anvil_setBalance', 'wallet_unknownThing']) {
      expect((await rejection(wallet.request({ method, params: [] }))).code).toBe(4200)
    }
  })

  it('switchAccount, switchChain, setAccountsConnected and disconnect act from the wallet side', async () => {
    const wallet = await connectedWallet({ additionalPrivateKeys: [second.privateKey] })
    const events = record(wallet)
    wallet.switchAccount(second.address.toLowerCase())
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([second.address, first.address])
    wallet.switchChain(8453)
    wallet.disconnect()
    wallet.disconnect()
    wallet.setAccountsConnected(true)
    expect(events).toEqual([
      ['accountsChanged', [second.address, first.address]],
      ['chainChanged', '0x2105'],
      ['accountsChanged', []],
      ['disconnect', expect.objectContaining({ code: 4900 })],
      ['accountsChanged', [second.address, first.address]],
      ['connect', { chainId: '0x2105' }],
    ])
    expect(() => wallet.switchAccount(third.address)).toThrow(RangeError)
    expect(() => wallet.switchChain(1337)).toThrow(RangeError)
  })

  it('removeListener stops events and requests are logged in order', async () => {
    const wallet = createTestWallet({ privateKey: first.privateKey, chains, connected: true })
    const seen: unknown[] = []
    const listener = (payload: unknown) => seen.push(payload)
    wallet.on('chainChanged', listener)
    wallet.removeListener('chainChanged', listener)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    await wallet.request({ method: 'eth_chainId' })
    expect(seen).toEqual([])
    expect(wallet.requests).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] },
      { method: 'eth_chainId' },
    ])
  })

  it('a plain account answers the EIP-5792 and ERC-7811 methods 4200', async () => {
    const wallet = await connectedWallet()
    for (const method of [
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getAssets',
    ]) {
      expect((await rejection(wallet.request({ method, params: [] }))).code).toBe(4200)
    }
  })

  it('capabilities.sendCalls: wallet_sendCalls sends each call on chain, wallet_getCallsStatus answers from the receipts', async () => {
    const wallet = await connectedWallet({ privateKey: second.privateKey, capabilities: { sendCalls: true } })
    expect(
      await wallet.request({ method: 'wallet_getCapabilities', params: [second.address, ['0x1']] }),
    ).toEqual({
      '0x1': { atomic: { status: 'unsupported' } },
    })
    const client = createPublicClient({ transport: http(chains[0].rpcUrl), pollingInterval: 20 })
    const recipients: Address[] = [
      '0x000000000000000000000000000000000000ca11',
      '0x000000000000000000000000000000000000ca12',
    ]
    const before = await Promise.all(recipients.map((address) => client.getBalance({ address })))
    const { id } = (await wallet.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          from: second.address,
          chainId: '0x1',
          atomicRequired: false,
          calls: recipients.map((to, index) => ({ to, value: numberToHex(BigInt(index + 1)) })),
        },
      ],
    })) as { id: Hex }
    const status = (await wallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      receipts: { status: Hex; transactionHash: Hex }[]
    }
    expect(status).toMatchObject({ id, chainId: '0x1', status: 200, atomic: false })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(await Promise.all(recipients.map((address) => client.getBalance({ address })))).toEqual([
      (before[0] ?? 0n) + 1n,
      (before[1] ?? 0n) + 2n,
    ])
    expect(
      (await rejection(wallet.request({ method: 'wallet_getCallsStatus', params: ['0x01'] }))).code,
    ).toBe(5730)
    wallet.rejectNextRequest()
    const refused = wallet.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', from: second.address, chainId: '0x1', calls: [{ to: recipients[0] }] }],
    })
    expect((await rejection(refused)).code).toBe(4001)
  })

  it('capabilities.assets: wallet_getAssets answers the native and ERC20 balances the chain holds', async () => {
    const wallet = await connectedWallet({ capabilities: { assets: DEVNET_TEST_WALLET_ASSETS } })
    expect(await wallet.request({ method: 'wallet_getCapabilities', params: [first.address] })).toEqual({
      '0x0': { assetDiscovery: { supported: true } },
    })
    const client = createPublicClient({ transport: http(chains[0].rpcUrl) })
    const [token] = DEVNET_EVM_TOKENS
    if (token === undefined) throw new Error('the devnet has no token')
    const [ether, held] = await Promise.all([
      client.getBalance({ address: first.address }),
      client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [first.address],
      }),
    ])
    const answer = (await wallet.request({
      method: 'wallet_getAssets',
      params: [{ account: first.address, chainFilter: ['0x1'] }],
    })) as Record<string, { address: string; balance: Hex; type: string; metadata: { symbol: string } }[]>
    expect(Object.keys(answer)).toEqual(['0x1'])
    expect(answer['0x1']?.[0]).toMatchObject({
      address: 'native',
      type: 'NATIVE',
      balance: numberToHex(ether),
    })
    expect(answer['0x1']?.find((asset) => asset.address === token.address)).toMatchObject({
      type: 'ERC20',
      balance: numberToHex(held),
      metadata: { symbol: token.symbol, decimals: 18, price: 1 },
    })
    expect(
      (await rejection(wallet.request({ method: 'wallet_getAssets', params: [{ account: third.address }] })))
        .code,
    ).toBe(4100)
  })

  it('refuses a starting chain it does not know', () => {
    expect(() => createTestWallet({ privateKey: first.privateKey, chains, chainId: 5 })).toThrow(RangeError)
  })
})
