import { BALANCE_RETRY_BACKOFF_MS, type CaipAddress, JSON_RPC_TIMEOUT_MS } from '@atrium/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupBlockchainApi } from '../blockchainApi/setupBlockchainApi.test-helper.js'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import type { TestRoutes, TestServer } from '../http/startTestServer.test-helper.js'
import { createAccountStore } from './createAccountStore.js'
import { fetchTokenBalances, type TokenBalanceSnackbar } from './fetchTokenBalances.js'
import { ETH_BALANCE, NFT_BALANCE } from './tokenBalanceFixtures.test-helper.js'

const address = '0x00000000000000000000000000000000000000aa'
const caipAddress: CaipAddress = `eip155:1:${address}`
const route = `GET /v1/account/${address}/balance`
const eth = ETH_BALANCE
const nft = NFT_BALANCE
const walletEth = {
  address: 'native',
  balance: '0x1bc16d674ec80000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://icons/eth.png' },
}
const walletUsdc = {
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  balance: '0x2625a0',
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: 'https://icons/usdc.png' },
}

let server: TestServer | undefined
afterEach(async () => {
  vi.useRealTimers()
  await server?.close()
  server = undefined
})

async function setup(routes: TestRoutes) {
  const api = await setupBlockchainApi(routes)
  server = api.server
  const account = createAccountStore({ chains: { eip155: { caipAddress, address, status: 'connected' } } })
  const shown: TokenBalanceSnackbar[] = []
  const showSnackbar = (snackbar: TokenBalanceSnackbar) => shown.push(snackbar)
  return { ...api, account, shown, showSnackbar }
}

describe('fetchTokenBalances', () => {
  it('[API-013][ACCT-010] loads the account balances from the Blockchain API, tokens with decimals 0 dropped', async () => {
    const { client, account, showSnackbar } = await setup({ [route]: { body: { balances: [eth, nft] } } })
    const pending = fetchTokenBalances({ account }, { caipAddress, client, showSnackbar })
    expect(account.getState().chains.eip155.tokenBalanceStatus).toBe('loading')
    await expect(pending).resolves.toEqual({ status: 'loaded' })
    expect(account.getState().chains.eip155).toMatchObject({
      tokenBalance: [eth],
      tokenBalanceStatus: 'loaded',
    })
    expect(server?.requests[0]?.query).toMatchObject({ chainId: 'eip155:1', currency: 'usd' })
  })

  it('loads balances on polkadot and bip122 too: every namespace the API serves', async () => {
    const dot = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    const dotCaip: CaipAddress = `polkadot:91b171bb158e2d3848fa23a9f1c25182:${dot}`
    const dotBalance: TokenBalance = {
      ...eth,
      name: 'Polkadot',
      symbol: 'DOT',
      chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    }
    const api = await setupBlockchainApi(
      { [`GET /v1/account/${dot}/balance`]: { body: { balances: [dotBalance] } } },
      { supportedNetworkIds: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'] },
    )
    server = api.server
    const account = createAccountStore({ chains: { polkadot: { caipAddress: dotCaip, address: dot } } })
    await fetchTokenBalances(
      { account },
      { caipAddress: dotCaip, client: api.client, showSnackbar: () => {} },
    )
    expect(account.getState().chains.polkadot.tokenBalance).toEqual([dotBalance])
  })

  it("[ACCT-014] a failed load shows 'Token Balance Unavailable', keeps the old balances and says failed", async () => {
    const { client, account, shown, showSnackbar } = await setup({
      [route]: { status: 500, body: { message: 'down' } },
    })
    account.setState((state) => ({
      chains: { ...state.chains, eip155: { ...state.chains.eip155, tokenBalance: [eth] } },
    }))
    await expect(fetchTokenBalances({ account }, { caipAddress, client, showSnackbar })).resolves.toEqual({
      status: 'failed',
    })
    expect(shown).toEqual([{ variant: 'error', message: 'Token Balance Unavailable' }])
    expect(account.getState().chains.eip155).toMatchObject({
      tokenBalance: [eth],
      tokenBalanceStatus: 'failed',
    })
  })

  it('[ACCT-011][ACCT-012] after a failure, fetches within 30 s make no request and stay failed; from 30 s on they run', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000_000)
    let fail = true
    const { client, account, showSnackbar } = await setup({
      [route]: () => (fail ? { status: 500, body: {} } : { body: { balances: [eth] } }),
    })
    await fetchTokenBalances({ account }, { caipAddress, client, showSnackbar })
    fail = false
    vi.setSystemTime(1_000_000 + BALANCE_RETRY_BACKOFF_MS - 1)
    await expect(fetchTokenBalances({ account }, { caipAddress, client, showSnackbar })).resolves.toEqual({
      status: 'paused',
    })
    expect(server?.requests).toHaveLength(1)
    expect(account.getState().chains.eip155.tokenBalanceStatus).toBe('failed')
    vi.setSystemTime(1_000_000 + BALANCE_RETRY_BACKOFF_MS)
    await expect(fetchTokenBalances({ account }, { caipAddress, client, showSnackbar })).resolves.toEqual({
      status: 'loaded',
    })
    expect(account.getState().chains.eip155.tokenBalance).toEqual([eth])
  })

  it('a second load within 30 s comes from the cache; forceUpdate (after a send) asks the API again', async () => {
    const { client, account, showSnackbar } = await setup({ [route]: { body: { balances: [eth] } } })
    await fetchTokenBalances({ account }, { caipAddress, client, showSnackbar })
    await fetchTokenBalances({ account }, { caipAddress, client, showSnackbar })
    expect(server?.requests).toHaveLength(1)
    await fetchTokenBalances(
      { account },
      { caipAddress, client, showSnackbar, forceUpdate: 'eip155:1:0xa0b8' },
    )
    expect(server?.requests).toHaveLength(2)
    expect(server?.requests[1]?.query).toMatchObject({ forceUpdate: 'eip155:1:0xa0b8' })
  })

  it('drops the answer when the account changed meanwhile', async () => {
    const other = '0x00000000000000000000000000000000000000bb'
    const { client, account, shown, showSnackbar } = await setup({ [route]: { body: { balances: [eth] } } })
    const pending = fetchTokenBalances({ account }, { caipAddress, client, showSnackbar })
    account.setState((state) => ({
      chains: {
        ...state.chains,
        eip155: { ...state.chains.eip155, caipAddress: `eip155:1:${other}`, address: other },
      },
    }))
    await expect(pending).resolves.toEqual({ status: 'stale' })
    expect(account.getState().chains.eip155.tokenBalance).toEqual([])
    expect(shown).toEqual([])
  })

  it('[ACCT-009] uses the wallet’s wallet_getAssets answer when every entry has the right field types', async () => {
    const { client, account, showSnackbar } = await setup({ [route]: { body: { balances: [eth] } } })
    const loadWalletAssets = async () => ({ '0x1': [walletEth, walletUsdc] })
    await fetchTokenBalances({ account }, { caipAddress, client, showSnackbar, loadWalletAssets })
    expect(account.getState().chains.eip155.tokenBalance).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        price: 3000,
        quantity: { decimals: '18', numeric: '2' },
        iconUrl: 'https://icons/eth.png',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: `eip155:1:${walletUsdc.address}`,
        price: 1,
        quantity: { decimals: '6', numeric: '2.5' },
        iconUrl: 'https://icons/usdc.png',
      },
    ])
    expect(server?.requests).toHaveLength(0)
  })

  it('one malformed wallet_getAssets entry refuses the whole answer: the Blockchain API answers', async () => {
    const { client, account, showSnackbar } = await setup({ [route]: { body: { balances: [eth] } } })
    const malformed = { ...walletUsdc, metadata: { ...walletUsdc.metadata, decimals: '6' } }
    const loadWalletAssets = async () => ({ '0x1': [walletEth, malformed] })
    await fetchTokenBalances({ account }, { caipAddress, client, showSnackbar, loadWalletAssets })
    expect(account.getState().chains.eip155.tokenBalance).toEqual([eth])
    expect(server?.requests).toHaveLength(1)
  })

  it('[RPC-012] a wallet that never answers wallet_getAssets is passed over after the RPC time-out: the Blockchain API answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, account, showSnackbar } = await setup({ [route]: { body: { balances: [eth] } } })
    const loadWalletAssets = () => new Promise<unknown>(() => {})
    const pending = fetchTokenBalances({ account }, { caipAddress, client, showSnackbar, loadWalletAssets })
    await vi.advanceTimersByTimeAsync(JSON_RPC_TIMEOUT_MS - 1)
    expect(server?.requests).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    await expect(pending).resolves.toEqual({ status: 'loaded' })
    expect(account.getState().chains.eip155.tokenBalance).toEqual([eth])
  })

  it('[ACCT-013] the wallet is asked for its assets only on eip155 and solana', async () => {
    const btc = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
    const btcCaip: CaipAddress = `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${btc}`
    const api = await setupBlockchainApi(
      { [`GET /v1/account/${btc}/balance`]: { body: { balances: [] } } },
      { supportedNetworkIds: ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328'] },
    )
    server = api.server
    const account = createAccountStore({ chains: { bip122: { caipAddress: btcCaip, address: btc } } })
    let asked = 0
    const loadWalletAssets = async () => {
      asked += 1
      return {}
    }
    await fetchTokenBalances(
      { account },
      { caipAddress: btcCaip, client: api.client, showSnackbar: () => {}, loadWalletAssets },
    )
    expect(asked).toBe(0)
    expect(account.getState().chains.bip122.tokenBalanceStatus).toBe('loaded')
  })
})
