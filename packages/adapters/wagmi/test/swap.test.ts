// @vitest-environment happy-dom
import type { AnalyticsEvent, SwapSnackbar } from '@atrium/core'
import {
  createAccountStore,
  createAdapterRegistry,
  createBlockchainApiClient,
  createModalStore,
  createNetworkStore,
  createRouterStore,
  createSwapActions,
  createSwapStore,
  fetchTokenBalances,
  getSwapLoadingText,
} from '@atrium/core'
import { DEV_ACCOUNTS, DEVNET_EVM_TOKENS, DEVNET_UNISWAP } from '@atrium/devnet'
import { postDevnetFault } from '@atrium/testing'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  type PublicClient,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectDevnetTestWallet } from './connectDevnetTestWallet.test-helper.js'
import { getDevnetBlockchainApiUrl, getDevnetUrl } from './devnetNetworks.test-helper.js'

// This file's own funded token holder (no other file of this package sends from it, so no nonce is
// shared); the pool is moved by DEV_ACCOUNTS[0], which nobody here sends from either.
const SWAPPER = DEV_ACCOUNTS[2]
const MOVER = DEV_ACCOUNTS[0]
const DUSD = DEVNET_EVM_TOKENS.find((token) => token.symbol === 'DUSD')
if (DUSD === undefined) throw new Error('the devnet has no DUSD')
const ETH_CAIP = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const DUSD_CAIP = `eip155:1:${DUSD.address}`
const ATR_ADDRESS = DEVNET_EVM_TOKENS.find((token) => token.symbol === 'ATR')?.address
if (ATR_ADDRESS === undefined) throw new Error('the devnet has no ATR')
const ATR_CAIP = `eip155:1:${ATR_ADDRESS}`

/** Sets the devnet Blockchain API's fault switch for one path (`null` clears it). */
const setApiFault = (fault: { kind: 'status'; status: number; path: string } | null) =>
  postDevnetFault(getDevnetBlockchainApiUrl(), fault)

const cleanups: (() => void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  await setApiFault(null)
})

const chain = createPublicClient({ transport: http(getDevnetUrl(1)), pollingInterval: 20 })
/** Anvil's own methods on a devnet chain: mining, automine. */
const anvil = (chainId: number) => createTestClient({ mode: 'anvil', transport: http(getDevnetUrl(chainId)) })
const readDusd = (owner: Address) =>
  chain.readContract({ address: DUSD.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/**
 * The swap as the modal runs it: the test wallet connected through the wagmi adapter, the account's
 * Tokens from the devnet Blockchain API, core's swap actions over the devnet's convert endpoints
 * (a real Uniswap V2 on anvil); after a swap the Tokens are read again.
 */
async function connectSwap(options: { readonly initialise?: boolean; readonly chainId?: 1 | 10 } = {}) {
  const { wallet, adapter, cleanup } = await connectDevnetTestWallet({ privateKey: SWAPPER.privateKey })
  cleanups.push(cleanup)
  const chainId = options.chainId ?? 1
  if (chainId !== 1) await adapter.switchNetwork({ networkId: `eip155:${chainId}` })
  const caipAddress = `eip155:${chainId}:${wallet.address}` as const
  const stores = {
    swap: createSwapStore(),
    router: createRouterStore({ view: 'Swap' as never, history: ['Account', 'Swap'] as never }),
    modal: createModalStore({ isOpen: true }),
    network: createNetworkStore({ activeNamespace: 'eip155' }),
    account: createAccountStore({
      chains: { eip155: { caipAddress, address: wallet.address, status: 'connected' } },
    }),
  }
  const client = createBlockchainApiClient({ projectId: 'devnet', baseUrl: getDevnetBlockchainApiUrl() })
  const loadTokens = (forceUpdate?: string) =>
    fetchTokenBalances(stores, { caipAddress, client, showSnackbar: () => {}, forceUpdate })
  await loadTokens()
  const events: AnalyticsEvent[] = []
  const snackbars: SwapSnackbar[] = []
  const texts: string[] = []
  stores.swap.subscribe((state) => {
    const text = getSwapLoadingText(state)
    if (text !== undefined && text !== texts.at(-1)) texts.push(text)
  })
  const actions = createSwapActions(stores, {
    registry: createAdapterRegistry([adapter]),
    client,
    track: (event) => events.push(event),
    showSnackbar: (snackbar) => snackbars.push(snackbar),
    timers: { setTimeout, clearTimeout: (handle) => clearTimeout(handle as number) },
    onSwapped: async ({ toToken }) => {
      await loadTokens(toToken.address)
    },
  })
  if (options.initialise !== false) expect(await actions.initialize()).toEqual({ status: 'initialised' })
  const token = (address: string) => {
    const found = stores.swap
      .getState()
      .tokens.find((entry) => entry.address.toLowerCase() === address.toLowerCase())
    if (found === undefined) throw new Error(`no swap token ${address}`)
    return found
  }
  const sent = () => wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
  return { wallet, stores, actions, events, snackbars, texts, token, sent, caipAddress, client, chainId }
}

/** The router's allowance of `owner`'s `token`, read from the chain. */
const readAllowance = (client: PublicClient, token: Address, owner: Address) =>
  client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, DEVNET_UNISWAP.router],
  })

/** After an approval: the chain allows `amount` (18 decimals) and the form offers the swap, no approval. */
function expectSwapOffered(
  stores: Awaited<ReturnType<typeof connectSwap>>['stores'],
  allowance: bigint,
  amount: string,
) {
  expect(allowance).toBeGreaterThanOrEqual(parseUnits(amount, 18))
  expect(stores.swap.getState()).toMatchObject({
    approvalTransaction: undefined,
    swapTransaction: expect.anything(),
  })
}

/** The account's Tokens entry of `symbol`, as the Tokens tab shows it. */
const tokensEntry = (stores: Awaited<ReturnType<typeof connectSwap>>['stores'], symbol: string) =>
  stores.account.getState().chains.eip155.tokenBalance.find((balance) => balance.symbol === symbol)?.quantity
    .numeric

describe('swap on the devnet Uniswap V2 through the wagmi adapter', () => {
  it('[SWAP-003][SWAP-008][SWAP-014][SWAP-030][SWAP-033] ETH → DUSD: quoted from the router, one confirmation, the DUSD the chain holds is what Tokens shows', async () => {
    const { actions, stores, token, sent, events, snackbars, texts, wallet } = await connectSwap()
    actions.update({ sourceToken: token(ETH_CAIP), toToken: token(DUSD_CAIP), sourceTokenAmount: '0.01' })
    expect(await actions.refreshQuote()).toEqual({ status: 'quoted' })
    const { swapTransaction, toTokenAmount } = stores.swap.getState()
    expect(swapTransaction?.to.toLowerCase()).toBe(DEVNET_UNISWAP.router.toLowerCase())
    const before = await readDusd(wallet.address)
    expect(await actions.swap()).toMatchObject({ status: 'swapped' })
    const received = (await readDusd(wallet.address)) - before
    const quoted = BigInt(swapTransaction?.toAmount ?? '0')
    // The router pays at least the quote less the 1 % slippage, and nothing moved the pool in between.
    expect(received).toBe(quoted)
    expect(sent()).toHaveLength(1)
    expect(texts).toEqual([
      'Confirm transaction in your wallet',
      `Swapping 0.01 ETH to ${toTokenAmount} DUSD`,
    ])
    expect(snackbars).toEqual([{ variant: 'success', message: `Swapped 0.01 ETH to ${toTokenAmount} DUSD` }])
    expect(events.map(({ event }) => event)).toEqual(['SWAP_SUCCESS'])
    expect(stores.router.getState().history).toEqual(['Account'])
    expect(tokensEntry(stores, 'DUSD')).toBe(formatUnits(await readDusd(wallet.address), 18))
  })

  it('[SWAP-006][SWAP-011][SWAP-012] DUSD → ETH: the approval first, then the rebuilt swap: two confirmations, the DUSD leaves the account', async () => {
    const { actions, stores, token, sent, texts, wallet } = await connectSwap()
    actions.update({ sourceToken: token(DUSD_CAIP), toToken: token(ETH_CAIP), sourceTokenAmount: '3' })
    await actions.refreshQuote()
    expect(stores.swap.getState().approvalTransaction?.to.toLowerCase()).toBe(DUSD.address.toLowerCase())
    const before = await readDusd(wallet.address)
    expect(await actions.swap()).toMatchObject({ status: 'approved' })
    expectSwapOffered(stores, await readAllowance(chain, DUSD.address, wallet.address), '3')
    expect(await actions.swap()).toMatchObject({ status: 'swapped' })
    expect(sent()).toHaveLength(2)
    expect(texts.slice(0, 2)).toEqual([
      'Approve limit increase in your wallet',
      'Confirm transaction in your wallet',
    ])
    expect(before - (await readDusd(wallet.address))).toBe(parseUnits('3', 18))
  })

  it('[SWAP-018] an amount above the balance gives Insufficient balance before any signature', async () => {
    const { actions, stores, token, sent } = await connectSwap()
    actions.update({ sourceToken: token(DUSD_CAIP), toToken: token(ETH_CAIP), sourceTokenAmount: '1000000' })
    expect(stores.swap.getState().inputError).toBe('Insufficient balance')
    expect(await actions.swap()).toEqual({ status: 'stopped', message: 'Insufficient balance' })
    expect(sent()).toEqual([])
  })

  it('[SWAP-031] the wallet refusing the swap is declined and tracks SWAP_ERROR: nothing on chain, the form kept', async () => {
    const { actions, stores, token, wallet, events } = await connectSwap()
    actions.update({ sourceToken: token(ETH_CAIP), toToken: token(DUSD_CAIP), sourceTokenAmount: '0.01' })
    await actions.refreshQuote()
    const before = await readDusd(wallet.address)
    wallet.rejectNextRequest()
    expect(await actions.swap()).toEqual({ status: 'declined', message: 'Transaction declined' })
    expect(await readDusd(wallet.address)).toBe(before)
    expect(stores.swap.getState()).toMatchObject({ sourceTokenAmount: '0.01', pendingStep: undefined })
    expect(events.map(({ event }) => event)).toEqual(['SWAP_ERROR'])
  })

  it('[SWAP-032] the wallet refusing the approval tracks SWAP_APPROVAL_ERROR; the approval stays to be sent', async () => {
    const { actions, stores, token, wallet, events } = await connectSwap()
    actions.update({ sourceToken: token(ATR_CAIP), toToken: token(ETH_CAIP), sourceTokenAmount: '1' })
    await actions.refreshQuote()
    wallet.rejectNextRequest()
    expect(await actions.swap()).toEqual({ status: 'declined', message: 'Transaction declined' })
    expect(events.map(({ event }) => event)).toEqual(['SWAP_APPROVAL_ERROR'])
    expect(stores.swap.getState().approvalTransaction).toBeDefined()
  })

  it('a quote older than a block that moved the pool is quoted again, never sent', async () => {
    const { actions, stores, token, sent, client } = await connectSwap()
    actions.update({ sourceToken: token(ETH_CAIP), toToken: token(DUSD_CAIP), sourceTokenAmount: '0.01' })
    await actions.refreshQuote()
    const quoted = stores.swap.getState().toTokenAmount
    // Another account buys DUSD in a new block: the pool now pays less DUSD per ETH.
    const body = await client.http.post({
      path: '/v1/convert/build-transaction',
      body: {
        amount: parseUnits('5', 18).toString(),
        eip155: { slippage: 1 },
        from: ETH_CAIP,
        to: DUSD_CAIP,
        userAddress: `eip155:1:${MOVER.address}`,
      },
    })
    const { tx } = body as { tx: { to: Address; data: `0x${string}`; value: string } }
    const mover = createWalletClient({
      account: privateKeyToAccount(MOVER.privateKey),
      transport: http(getDevnetUrl(1)),
    })
    const hash = await mover.sendTransaction({
      chain: null,
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value),
    })
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await actions.swap()).toEqual({ status: 'requoted' })
    expect(sent()).toEqual([])
    expect(Number(stores.swap.getState().toTokenAmount)).toBeLessThan(Number(quoted))
  })

  it('a quote made at the latest block is sent as it is, without asking the quote endpoint again', async () => {
    const { actions, token, sent } = await connectSwap()
    actions.update({ sourceToken: token(ETH_CAIP), toToken: token(DUSD_CAIP), sourceTokenAmount: '0.01' })
    expect(await actions.refreshQuote()).toEqual({ status: 'quoted' })
    await setApiFault({ kind: 'status', status: 500, path: '/v1/convert/quotes' })
    expect(await actions.swap()).toMatchObject({ status: 'swapped' })
    expect(sent()).toHaveLength(1)
  })

  it('a quote older than a new block is never sent: the swap quotes again first (failing quotes: nothing sent), then sends the new quote', async () => {
    const { actions, stores, token, sent, snackbars } = await connectSwap()
    actions.update({ sourceToken: token(ETH_CAIP), toToken: token(DUSD_CAIP), sourceTokenAmount: '0.01' })
    expect(await actions.refreshQuote()).toEqual({ status: 'quoted' })
    const { quoteBlockNumber } = stores.swap.getState()
    // An empty block: nothing in the pool changed, only the quote's age.
    await anvil(1).mine({ blocks: 1 })
    await setApiFault({ kind: 'status', status: 500, path: '/v1/convert/quotes' })
    expect(await actions.swap()).toMatchObject({ status: 'failed', message: 'HTTP status code: 500' })
    expect(sent()).toEqual([])
    expect(snackbars.at(-1)).toMatchObject({ variant: 'error', message: 'HTTP status code: 500' })
    await setApiFault(null)
    expect(await actions.swap()).toMatchObject({ status: 'swapped' })
    expect(sent()).toHaveLength(1)
    expect(BigInt(quoteBlockNumber ?? '0')).toBeGreaterThan(0n)
  })

  it('[SWAP-006] after the approval the allowance is read again only once the chain mined it; then the swap is offered', async () => {
    const { actions, stores, token, sent, wallet } = await connectSwap({ chainId: 10 })
    const onChain10 = (caip: string) => caip.replace(/^eip155:1:/, 'eip155:10:')
    // ATR on chain 10: no other test approves it there.
    actions.update({
      sourceToken: token(onChain10(ATR_CAIP)),
      toToken: token(onChain10(ETH_CAIP)),
      sourceTokenAmount: '1',
    })
    await actions.refreshQuote()
    expect(stores.swap.getState().approvalTransaction).toBeDefined()
    const node = anvil(10)
    // Chain 10 stops mining on its own, so the approval waits in the pool until the test mines it.
    await node.setAutomine(false)
    try {
      const swapping = actions.swap()
      await vi.waitFor(async () => expect((await node.getTxpoolStatus()).pending).toBe(1), {
        timeout: 10_000,
      })
      expect(sent()).toHaveLength(1)
      // While the approval is unmined the swap must not settle; a second is ample time for the
      // allowance read and rebuild it would otherwise do (and offer the approval again).
      const unsettled = Symbol('unsettled')
      const early = await Promise.race([
        swapping,
        new Promise((resolve) => setTimeout(() => resolve(unsettled), 1000)),
      ])
      expect(early).toBe(unsettled)
      await node.mine({ blocks: 1 })
      expect(await swapping).toMatchObject({ status: 'approved' })
    } finally {
      await node.setAutomine(true)
    }
    const chain10 = createPublicClient({ transport: http(getDevnetUrl(10)) })
    expectSwapOffered(stores, await readAllowance(chain10, ATR_ADDRESS, wallet.address), '1')
  })

  it('the quote endpoint failing shows its typed error and the view stays usable: quoted once it answers again', async () => {
    const { actions, stores, token, snackbars } = await connectSwap()
    await setApiFault({ kind: 'status', status: 500, path: '/v1/convert/quotes' })
    actions.update({ sourceToken: token(ETH_CAIP), toToken: token(DUSD_CAIP), sourceTokenAmount: '0.01' })
    expect(await actions.refreshQuote()).toMatchObject({ status: 'failed', message: 'HTTP status code: 500' })
    expect(snackbars.at(-1)).toMatchObject({ variant: 'error', message: 'HTTP status code: 500' })
    expect(stores.router.getState().view).toBe('Swap')
    await setApiFault(null)
    expect(await actions.refreshQuote()).toEqual({ status: 'quoted' })
    expect(stores.swap.getState().swapTransaction).toBeDefined()
  })

  it("[SWAP-004] prices failing: 'Failed to fetch network token price'", async () => {
    const { actions, token } = await connectSwap()
    await setApiFault({ kind: 'status', status: 500, path: '/v1/fungible/price' })
    actions.update({ sourceToken: token(ETH_CAIP), toToken: token(DUSD_CAIP), sourceTokenAmount: '0.01' })
    expect(await actions.refreshQuote()).toMatchObject({
      status: 'failed',
      message: 'Failed to fetch network token price',
    })
  })

  it("[SWAP-005] the allowance check failing: 'Failed to check allowance', nothing built", async () => {
    const { actions, stores, token } = await connectSwap()
    await setApiFault({ kind: 'status', status: 500, path: '/v1/convert/allowance' })
    actions.update({ sourceToken: token(DUSD_CAIP), toToken: token(ETH_CAIP), sourceTokenAmount: '1' })
    expect(await actions.refreshQuote()).toMatchObject({
      status: 'failed',
      message: 'Failed to check allowance',
    })
    expect(stores.swap.getState()).toMatchObject({
      approvalTransaction: undefined,
      swapTransaction: undefined,
    })
  })

  it("[SWAP-007] the approval transaction failing to build: 'Failed to create approval transaction', back one view", async () => {
    const { actions, stores, token } = await connectSwap()
    await setApiFault({ kind: 'status', status: 500, path: '/v1/convert/build-approve' })
    // ATR: a token no test of this file approves (DUSD's approval is unlimited).
    actions.update({ sourceToken: token(ATR_CAIP), toToken: token(ETH_CAIP), sourceTokenAmount: '1' })
    expect(await actions.refreshQuote()).toMatchObject({
      status: 'failed',
      message: 'Failed to create approval transaction',
    })
    expect(stores.router.getState().history).toEqual(['Account'])
  })

  it("[SWAP-009] the swap transaction failing to build: 'Failed to create transaction', fetchError, back one view", async () => {
    const { actions, stores, token } = await connectSwap()
    await setApiFault({ kind: 'status', status: 500, path: '/v1/convert/build-transaction' })
    actions.update({ sourceToken: token(ETH_CAIP), toToken: token(DUSD_CAIP), sourceTokenAmount: '0.01' })
    expect(await actions.refreshQuote()).toMatchObject({
      status: 'failed',
      message: 'Failed to create transaction',
    })
    expect(stores.swap.getState().fetchError).toBe(true)
    expect(stores.router.getState().history).toEqual(['Account'])
  })

  it("[SWAP-002] the token list failing: 'Failed to initialize swap'; [SWAP-029] a refused gas price: 'Network not supported for Gas Price'", async () => {
    await setApiFault({ kind: 'status', status: 500, path: '/v1/convert/tokens' })
    const failing = await connectSwap({ initialise: false })
    expect(await failing.actions.initialize()).toEqual({
      status: 'failed',
      message: 'Failed to initialize swap',
    })
    expect(failing.stores.router.getState().history).toEqual(['Account'])
    await setApiFault({ kind: 'status', status: 400, path: '/v1/convert/gas-price' })
    const refused = await connectSwap({ initialise: false })
    expect(await refused.actions.initialize()).toEqual({
      status: 'failed',
      message: 'Network not supported for Gas Price',
    })
  })
})
