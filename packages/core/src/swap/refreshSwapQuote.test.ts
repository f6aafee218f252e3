import { afterEach, describe, expect, it } from 'vitest'
import { DUSD_ADDRESS } from '../send/ledgerAdapter.test-helper.js'
import { refreshSwapQuote } from './refreshSwapQuote.js'
import { closeSwapApis, SWAP_ROUTER, setupSwapForm } from './swapApi.test-helper.js'
import { updateSwapForm } from './updateSwapForm.js'

afterEach(closeSwapApis)

async function setup(pair: 'ETH→DUSD' | 'DUSD→ETH', amount: string) {
  const api = await setupSwapForm(pair, amount)
  return { ...api, quote: () => refreshSwapQuote(api.stores, api.parameters) }
}

describe('refreshSwapQuote', () => {
  it('[SWAP-003][SWAP-033] prices, then a quote, then the allowance, in that order, from the API endpoints', async () => {
    const { quote, requested, stores } = await setup('DUSD→ETH', '30')
    expect(await quote()).toEqual({ status: 'quoted' })
    expect(requested()).toEqual([
      'POST /v1/fungible/price',
      'GET /v1/convert/quotes',
      'GET /v1/convert/allowance',
      'GET /v1/convert/build-approve',
    ])
    expect(stores.swap.getState()).toMatchObject({ sourceTokenPriceInUSD: 1, toTokenPriceInUSD: 3000 })
  })

  it('[SWAP-006] without allowance the approval transaction is built, not the swap', async () => {
    const { quote, stores } = await setup('DUSD→ETH', '30')
    await quote()
    const state = stores.swap.getState()
    expect(state.approvalTransaction).toMatchObject({ to: DUSD_ADDRESS, data: '0x095ea7b3', gas: '46000' })
    expect(state.swapTransaction).toBeUndefined()
  })

  it('[SWAP-008] with enough allowance the swap transaction is built with the quote it was built for', async () => {
    const { quote, stores, market, server: api } = await setup('DUSD→ETH', '29.5')
    market.allowance = 29_500_000n
    await quote()
    const state = stores.swap.getState()
    expect(state.toTokenAmount).toBe('0.01')
    expect(state.swapTransaction).toEqual({
      to: SWAP_ROUTER,
      data: '0x18cbafe5',
      value: '0',
      gas: '150000',
      gasPrice: '2000000000',
      toAmount: '10000000000000000',
    })
    expect(state.approvalTransaction).toBeUndefined()
    expect(api.requests.at(-1)?.body).toMatchObject({ amount: '29500000', eip155: { slippage: 1 } })
  })

  it('[SWAP-003] a native source needs no allowance: prices, quote, then the swap transaction', async () => {
    const { quote, requested, stores } = await setup('ETH→DUSD', '0.5')
    await quote()
    expect(requested()).toEqual([
      'POST /v1/fungible/price',
      'GET /v1/convert/quotes',
      'POST /v1/convert/build-transaction',
    ])
    expect(stores.swap.getState().toTokenAmount).toBe('1475')
  })

  it("[SWAP-017] a quote without toAmount shows 'Incorrect amount' / 'Please enter a valid amount'", async () => {
    const { quote, market, snackbars, stores } = await setup('ETH→DUSD', '0.5')
    market.withoutToAmount = true
    expect(await quote()).toEqual({
      status: 'failed',
      message: 'Incorrect amount',
      description: 'Please enter a valid amount',
    })
    expect(snackbars).toEqual([
      { variant: 'error', message: 'Incorrect amount', description: 'Please enter a valid amount' },
    ])
    expect(stores.swap.getState().toTokenAmount).toBe('')
  })

  it("[SWAP-004] failing prices show 'Failed to fetch network token price'", async () => {
    const { quote, market } = await setup('ETH→DUSD', '0.5')
    market.failing.add('price')
    expect(await quote()).toMatchObject({ status: 'failed', message: 'Failed to fetch network token price' })
  })

  it("[SWAP-005] a failed allowance check shows 'Failed to check allowance'; the view stays", async () => {
    const { quote, market, stores } = await setup('DUSD→ETH', '30')
    market.failing.add('allowance')
    expect(await quote()).toMatchObject({ status: 'failed', message: 'Failed to check allowance' })
    expect(stores.router.getState().view).toBe('Swap')
  })

  it("[SWAP-007] a failed approval transaction shows 'Failed to create approval transaction' and goes back one view", async () => {
    const { quote, market, stores, snackbars } = await setup('DUSD→ETH', '30')
    market.failing.add('build-approve')
    expect(await quote()).toMatchObject({
      status: 'failed',
      message: 'Failed to create approval transaction',
    })
    expect(snackbars.at(-1)?.message).toBe('Failed to create approval transaction')
    expect(stores.router.getState().history).toEqual(['Account'])
  })

  it("[SWAP-009] a failed swap transaction build shows 'Failed to create transaction', sets fetchError and goes back one view", async () => {
    const { quote, market, stores } = await setup('ETH→DUSD', '0.5')
    market.failing.add('build-transaction')
    expect(await quote()).toMatchObject({ status: 'failed', message: 'Failed to create transaction' })
    expect(stores.swap.getState()).toMatchObject({ fetchError: true, swapTransaction: undefined })
    expect(stores.router.getState().history).toEqual(['Account'])
  })

  it('[SWAP-018] an amount above the balance is quoted but nothing is built for it', async () => {
    const { quote, requested, stores } = await setup('ETH→DUSD', '2.5')
    expect(await quote()).toEqual({ status: 'quoted' })
    expect(stores.swap.getState()).toMatchObject({
      inputError: 'Insufficient balance',
      swapTransaction: undefined,
    })
    expect(requested()).not.toContain('POST /v1/convert/build-transaction')
  })

  it("a quote answering after the user's next edit is dropped", async () => {
    const api = await setup('ETH→DUSD', '0.5')
    api.server.routes['GET /v1/convert/quotes'] = () => {
      updateSwapForm(api.stores, { sourceTokenAmount: '0.7' })
      return { body: { quotes: [{ toAmount: '1' }] } }
    }
    expect(await api.quote()).toEqual({ status: 'stale' })
    expect(api.stores.swap.getState()).toMatchObject({ toTokenAmount: '', swapTransaction: undefined })
  })

  it('[SWAP-016] without an amount above 0 nothing is asked', async () => {
    const { quote, requested } = await setup('ETH→DUSD', '0')
    expect(await quote()).toEqual({ status: 'incomplete' })
    expect(requested()).toEqual([])
  })
})
