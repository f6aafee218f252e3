import { setupBlockchainApi } from '../blockchainApi/setupBlockchainApi.test-helper.js'
import type { TestRoute, TestServer } from '../http/startTestServer.test-helper.js'
import { createModalStore } from '../modal/createModalStore.js'
import { createRouterStore } from '../router/createRouterStore.js'
import {
  createLedgerAdapter,
  DUSD,
  DUSD_ADDRESS,
  ETHER,
  FROM,
  GAS_PRICE,
} from '../send/ledgerAdapter.test-helper.js'
import { createSwapStore } from './createSwapStore.js'
import { initializeSwap } from './initializeSwap.js'
import type { SwapSnackbar } from './SwapSnackbar.js'
import { updateSwapForm } from './updateSwapForm.js'

/** The router contract the stand-in API builds swaps and approvals for. */
export const SWAP_ROUTER = '0x9fE46736679d2D9a65F0992F6aaf9F7dB6c8eE7B'
/** DUSD per ETH the stand-in market quotes (its pool price after the fee). */
export const DUSD_PER_ETH = 2950n
export const ETH_ADDRESS = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const started: TestServer[] = []

/** Closes the servers `setupSwapApi` started (a test file's `afterEach`). */
export async function closeSwapApis() {
  await Promise.all(started.splice(0).map((server) => server.close()))
}

type Endpoint =
  | 'tokens'
  | 'gas-price'
  | 'price'
  | 'quotes'
  | 'allowance'
  | 'build-approve'
  | 'build-transaction'

/**
 * A stand-in of the Blockchain API's convert endpoints (SPEC §7) on a real local HTTP server: ETH
 * and DUSD at 3000 and 1 USD, a market of `DUSD_PER_ETH`, an allowance the test sets, and a
 * switch per endpoint that makes it answer 500 (or `refuse`: 400) or, for quotes, leave out
 * `toAmount`. Every request is recorded in `server.requests`. `ledger` is the account's wallet and
 * chain (`createLedgerAdapter`).
 */
export async function setupSwapApi() {
  const market = {
    allowance: 0n,
    /** Multiplies the quoted amount, as a block that moved the pool would. */
    drift: 1n,
    failing: new Set<Endpoint>(),
    refusing: new Set<Endpoint>(),
    withoutToAmount: false,
  }
  const guard =
    (endpoint: Endpoint, answer: (query: Record<string, string>, body: unknown) => unknown) =>
    (request: { query: Readonly<Record<string, string>>; body: unknown }): TestRoute => {
      if (market.failing.has(endpoint)) return { status: 500, body: { message: 'down' } }
      if (market.refusing.has(endpoint)) return { status: 400, body: { message: 'refused' } }
      return { body: answer(request.query, request.body) }
    }
  const quote = (from: string, amount: bigint) =>
    from.toLowerCase() === ETH_ADDRESS
      ? (amount * DUSD_PER_ETH * market.drift) / 10n ** 12n
      : (amount * 10n ** 12n) / DUSD_PER_ETH / market.drift
  const setup = await setupBlockchainApi({
    'GET /v1/convert/tokens': guard('tokens', () => ({
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: ETH_ADDRESS, decimals: 18 },
        { name: 'Devnet Dollar', symbol: 'DUSD', address: `eip155:1:${DUSD_ADDRESS}`, decimals: 6 },
      ],
    })),
    'GET /v1/convert/gas-price': guard('gas-price', () => ({
      standard: GAS_PRICE.toString(),
      fast: GAS_PRICE.toString(),
      instant: GAS_PRICE.toString(),
    })),
    'POST /v1/fungible/price': guard('price', () => ({
      fungibles: [
        { symbol: 'ETH', price: 3000 },
        { symbol: 'DUSD', price: 1 },
      ],
    })),
    'GET /v1/convert/quotes': guard('quotes', (query) => ({
      quotes: [
        market.withoutToAmount
          ? {}
          : { toAmount: quote(query.from ?? '', BigInt(query.amount ?? '0')).toString() },
      ],
    })),
    'GET /v1/convert/allowance': guard('allowance', () => ({ allowance: market.allowance.toString() })),
    'GET /v1/convert/build-approve': guard('build-approve', () => ({
      tx: {
        to: DUSD_ADDRESS,
        data: '0x095ea7b3',
        value: '0',
        eip155: { gas: '46000', gasPrice: GAS_PRICE.toString() },
      },
    })),
    'POST /v1/convert/build-transaction': guard('build-transaction', (_query, body) => {
      const { amount, from } = body as { amount: string; from: string }
      const native = from.toLowerCase() === ETH_ADDRESS
      return {
        tx: {
          to: SWAP_ROUTER,
          data: native ? '0x7ff36ab5' : '0x18cbafe5',
          value: native ? amount : '0',
          eip155: { gas: '0x249f0', gasPrice: GAS_PRICE.toString() },
        },
      }
    }),
  })
  started.push(setup.server)
  const stores = {
    swap: createSwapStore(),
    router: createRouterStore({ view: 'Swap' as never, history: ['Account', 'Swap'] as never }),
    modal: createModalStore({ isOpen: true }),
  }
  const snackbars: SwapSnackbar[] = []
  const ledger = createLedgerAdapter()
  return {
    ...setup,
    ledger,
    market,
    stores,
    snackbars,
    requested: () => setup.server.requests.map((request) => `${request.method} ${request.path}`),
    parameters: {
      client: setup.client,
      caipAddress: FROM,
      tokenBalances: [ETHER, DUSD],
      adapter: ledger.adapter,
      showSnackbar: (snackbar: SwapSnackbar) => snackbars.push(snackbar),
    },
  }
}

/**
 * `setupSwapApi` with the form initialised for `FROM` and `pair` and `amount` chosen; the requests
 * and snackbars of the set-up are forgotten.
 */
export async function setupSwapForm(pair: 'ETH→DUSD' | 'DUSD→ETH', amount: string) {
  const api = await setupSwapApi()
  await initializeSwap(api.stores, api.parameters)
  const [eth, dusd] = api.stores.swap.getState().tokens
  updateSwapForm(api.stores, {
    sourceToken: pair === 'ETH→DUSD' ? eth : dusd,
    toToken: pair === 'ETH→DUSD' ? dusd : eth,
    sourceTokenAmount: amount,
  })
  api.server.requests.length = 0
  api.snackbars.length = 0
  return api
}
