import { afterEach, describe, expect, it } from 'vitest'
import { createAccountStore } from '../account/createAccountStore.js'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import { createNetworkStore } from '../network/createNetworkStore.js'
import { createLedgerAdapter, DUSD, ETHER, FROM } from '../send/ledgerAdapter.test-helper.js'
import { createSwapActions } from './createSwapActions.js'
import { closeSwapApis, setupSwapApi } from './swapApi.test-helper.js'

afterEach(closeSwapApis)

/** The swap actions of `account`'s eip155 chain, with the ledger adapter and the stand-in API. */
async function setup(account: Parameters<typeof createAccountStore>[0]) {
  const api = await setupSwapApi()
  const ledger = createLedgerAdapter()
  const stores = {
    ...api.stores,
    network: createNetworkStore({ activeNamespace: 'eip155' }),
    account: createAccountStore(account),
  }
  const actions = createSwapActions(stores, {
    registry: createAdapterRegistry([ledger.adapter]),
    client: api.client,
    showSnackbar: api.parameters.showSnackbar,
    timers: { setTimeout, clearTimeout: (handle) => clearTimeout(handle as number) },
  })
  return { ...api, stores, actions, ledger }
}

describe('createSwapActions', () => {
  it('a quote asked again within SWAP_QUOTE_DELAY_MS takes the place of the earlier one, which asks nothing', async () => {
    const { actions, stores, requested, server } = await setup({
      chains: { eip155: { caipAddress: FROM, tokenBalance: [ETHER, DUSD] } },
    })
    await actions.initialize()
    const [, dusd] = stores.swap.getState().tokens
    server.requests.length = 0
    actions.update({ toToken: dusd, sourceTokenAmount: '0.1' })
    const first = actions.refreshQuote()
    actions.update({ sourceTokenAmount: '0.5' })
    const second = actions.refreshQuote()
    expect(await first).toEqual({ status: 'stale' })
    expect(await second).toEqual({ status: 'quoted' })
    expect(requested().filter((request) => request === 'GET /v1/convert/quotes')).toHaveLength(1)
    expect(server.requests.find((request) => request.path === '/v1/convert/quotes')?.query.amount).toBe(
      '500000000000000000',
    )
  })

  it("[SWAP-021] the connected account's balances on its network fill the pickers; a smart account is never short of gas", async () => {
    const { actions, stores } = await setup({
      chains: {
        eip155: {
          caipAddress: FROM,
          preferredAccountType: 'smartAccount',
          tokenBalance: [
            { ...ETHER, quantity: { decimals: '18', numeric: '0' } },
            DUSD,
            { ...DUSD, chainId: 'eip155:10' },
          ],
        },
      },
    })
    expect(await actions.initialize()).toEqual({ status: 'initialised' })
    const [eth, dusd] = stores.swap.getState().tokens
    expect([eth?.quantity.numeric, dusd?.quantity.numeric]).toEqual(['0', '100'])
    actions.update({ sourceToken: dusd, toToken: eth, sourceTokenAmount: '10' })
    expect(stores.swap.getState()).toMatchObject({
      isSmartAccount: true,
      networkBalanceInUSD: 0,
      inputError: undefined,
    })
  })

  it("[SWAP-019] an account without ether cannot pay the gas: 'Insufficient balance'", async () => {
    const { actions, stores } = await setup({
      chains: {
        eip155: {
          caipAddress: FROM,
          tokenBalance: [{ ...ETHER, quantity: { decimals: '18', numeric: '0' } }, DUSD],
        },
      },
    })
    await actions.initialize()
    const [eth, dusd] = stores.swap.getState().tokens
    actions.update({ sourceToken: dusd, toToken: eth, sourceTokenAmount: '10' })
    expect(stores.swap.getState().inputError).toBe('Insufficient balance')
    expect(await actions.swap()).toEqual({ status: 'stopped', message: 'Insufficient balance' })
  })

  it("[SWAP-028] without a connected account the swap does not open: 'Network not supported for Swaps'", async () => {
    const { actions, snackbars, stores } = await setup({})
    expect(await actions.initialize()).toEqual({
      status: 'failed',
      message: 'Network not supported for Swaps',
    })
    expect(snackbars).toEqual([{ variant: 'error', message: 'Network not supported for Swaps' }])
    expect(stores.router.getState().history).toEqual(['Account'])
  })

  it('[SWAP-015] flip swaps the pair through the actions', async () => {
    const { actions, stores } = await setup({
      chains: { eip155: { caipAddress: FROM, tokenBalance: [ETHER, DUSD] } },
    })
    await actions.initialize()
    const [, dusd] = stores.swap.getState().tokens
    actions.update({ toToken: dusd, sourceTokenAmount: '0.5' })
    expect(await actions.refreshQuote()).toEqual({ status: 'quoted' })
    actions.flip()
    expect(stores.swap.getState()).toMatchObject({
      sourceToken: { symbol: 'DUSD' },
      sourceTokenAmount: '1475',
    })
  })
})
