import { afterEach, describe, expect, it } from 'vitest'
import { initializeSwap } from './initializeSwap.js'
import { closeSwapApis, ETH_ADDRESS, setupSwapApi } from './swapApi.test-helper.js'

afterEach(closeSwapApis)

async function setup() {
  const api = await setupSwapApi()
  return api
}

describe('initializeSwap', () => {
  it('[SWAP-001][SWAP-024] uninitialised → initialising → initialised: tokens with balances, native source, gas of 150000 units', async () => {
    const { stores, parameters } = await setup()
    const statuses = [stores.swap.getState().status]
    stores.swap.subscribe((state) => {
      if (state.status !== statuses.at(-1)) statuses.push(state.status)
    })
    expect(await initializeSwap(stores, parameters)).toEqual({ status: 'initialised' })
    expect(statuses).toEqual(['uninitialised', 'initialising', 'initialised'])
    const state = stores.swap.getState()
    expect(state.tokens.map((token) => [token.symbol, token.quantity.numeric])).toEqual([
      ['ETH', '2'],
      ['DUSD', '100'],
    ])
    expect(state.sourceToken?.address).toBe(ETH_ADDRESS)
    expect(state).toMatchObject({ networkPrice: 3000, networkBalanceInUSD: 6000, gasPrice: '2000000000' })
    expect(state.gasFee).toBe((150_000n * 2_000_000_000n).toString())
    expect(state.gasPriceInUSD).toBeCloseTo(0.9, 10)
  })

  it('[SWAP-026] the suggested tokens are those of the chosen symbols the network has, in their order', async () => {
    const { stores, parameters } = await setup()
    await initializeSwap(stores, parameters)
    expect(stores.swap.getState().suggestedTokens.map((token) => token.symbol)).toEqual(['ETH'])
  })

  it("[SWAP-002] a failed set-up shows 'Failed to initialize swap' and goes back one view", async () => {
    const { stores, parameters, market, snackbars } = await setup()
    market.failing.add('tokens')
    expect(await initializeSwap(stores, parameters)).toEqual({
      status: 'failed',
      message: 'Failed to initialize swap',
    })
    expect(snackbars).toEqual([{ variant: 'error', message: 'Failed to initialize swap' }])
    expect(stores.swap.getState().status).toBe('uninitialised')
    expect(stores.router.getState().history).toEqual(['Account'])
  })

  it("[SWAP-028] a network the API does not serve gives 'Network not supported for Swaps' without a convert request", async () => {
    const { stores, parameters, requested } = await setup()
    const result = await initializeSwap(stores, {
      ...parameters,
      caipAddress: 'eip155:137:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    expect(result).toEqual({ status: 'failed', message: 'Network not supported for Swaps' })
    expect(requested().filter((request) => request.includes('/v1/convert/'))).toEqual([])
  })

  it("[SWAP-029] a gas-price request refused for the network gives 'Network not supported for Gas Price'", async () => {
    const { stores, parameters, market } = await setup()
    market.refusing.add('gas-price')
    expect(await initializeSwap(stores, parameters)).toEqual({
      status: 'failed',
      message: 'Network not supported for Gas Price',
    })
  })

  it("[SWAP-004] a failed native price shows 'Failed to fetch network token price'; the form still opens", async () => {
    const { stores, parameters, market, snackbars } = await setup()
    market.failing.add('price')
    expect(await initializeSwap(stores, parameters)).toEqual({ status: 'initialised' })
    expect(snackbars).toEqual([{ variant: 'error', message: 'Failed to fetch network token price' }])
    expect(stores.swap.getState().networkPrice).toBe(0)
  })
})
