import { afterEach, describe, expect, it } from 'vitest'
import type { AnalyticsEvent } from '../analytics/TrackEvent.js'
import { DUSD_ADDRESS, FROM, GAS_PRICE } from '../send/ledgerAdapter.test-helper.js'
import { getInitialSwapState } from './createSwapStore.js'
import { getSwapLoadingText } from './getSwapLoadingText.js'
import { refreshSwapQuote } from './refreshSwapQuote.js'
import { closeSwapApis, SWAP_ROUTER, setupSwapForm } from './swapApi.test-helper.js'
import { swapTokens } from './swapTokens.js'
import { updateSwapForm } from './updateSwapForm.js'

afterEach(closeSwapApis)

/** A quoted form of `pair` and `amount`, the ledger wallet, and what the swap tracked, showed and refreshed. */
async function setup(pair: 'ETH→DUSD' | 'DUSD→ETH', amount: string) {
  const api = await setupSwapForm(pair, amount)
  const { ledger } = api
  // The stand-in chain: an approval the wallet sent raises the allowance to what it approves.
  api.server.routes['GET /v1/convert/allowance'] = () => ({
    body: { allowance: ledger.sent.some((sent) => sent.data === '0x095ea7b3') ? '1000000000000' : '0' },
  })
  await refreshSwapQuote(api.stores, api.parameters)
  api.snackbars.length = 0
  const events: AnalyticsEvent[] = []
  const texts: string[] = []
  api.stores.swap.subscribe((state) => {
    const text = getSwapLoadingText(state)
    if (text !== undefined && text !== texts.at(-1)) texts.push(text)
  })
  let refreshed = 0
  const swap = () =>
    swapTokens(api.stores, {
      ...api.parameters,
      track: (event) => events.push(event),
      onSwapped: () => {
        refreshed += 1
      },
    })
  return { ...api, ledger, events, texts, swap, refreshed: () => refreshed }
}

describe('swapTokens', () => {
  it('[SWAP-008][SWAP-012][SWAP-013][SWAP-014][SWAP-030] ETH → DUSD: the swap transaction sent, its loading texts, then the success text, SWAP_SUCCESS, the form reset and Account', async () => {
    const { swap, ledger, texts, snackbars, events, stores, refreshed } = await setup('ETH→DUSD', '0.5')
    const result = await swap()
    expect(result).toEqual({ status: 'swapped', hash: expect.stringMatching(/^0x/) })
    expect(ledger.sent).toEqual([
      {
        from: FROM,
        to: SWAP_ROUTER,
        data: '0x7ff36ab5',
        value: 500_000_000_000_000_000n,
        gas: 150_000n,
        gasPrice: GAS_PRICE,
      },
    ])
    expect(texts).toEqual(['Confirm transaction in your wallet', 'Swapping 0.5 ETH to 1475 DUSD'])
    expect(snackbars).toEqual([{ variant: 'success', message: 'Swapped 0.5 ETH to 1475 DUSD' }])
    expect(events).toEqual([
      {
        event: 'SWAP_SUCCESS',
        properties: expect.objectContaining({
          swapFromToken: 'ETH',
          swapToToken: 'DUSD',
          swapFromAmount: '0.5',
          swapToAmount: '1475',
        }),
      },
    ])
    expect(stores.swap.getState()).toEqual({ ...getInitialSwapState(), editCount: expect.any(Number) })
    expect(stores.router.getState().history).toEqual(['Account'])
    expect(refreshed()).toBe(1)
  })

  it('[SWAP-006][SWAP-011] DUSD → ETH without allowance: the approval first, then the quote and the swap transaction are rebuilt and a second confirmation swaps', async () => {
    const { swap, ledger, texts, stores, requested, server } = await setup('DUSD→ETH', '29.5')
    expect(stores.swap.getState().approvalTransaction).toBeDefined()
    server.requests.splice(0)
    expect(await swap()).toEqual({ status: 'approved', hash: expect.stringMatching(/^0x/) })
    expect(ledger.sent.map((sent) => [sent.to, sent.data])).toEqual([[DUSD_ADDRESS, '0x095ea7b3']])
    expect(texts).toEqual(['Approve limit increase in your wallet'])
    // Read once the approval was mined: the allowance again, then the swap transaction.
    expect(requested()).toEqual([
      'POST /v1/fungible/price',
      'GET /v1/convert/quotes',
      'GET /v1/convert/allowance',
      'POST /v1/convert/build-transaction',
    ])
    expect(stores.swap.getState()).toMatchObject({
      approvalTransaction: undefined,
      swapTransaction: { to: SWAP_ROUTER },
    })
    expect(await swap()).toMatchObject({ status: 'swapped' })
    expect(ledger.sent.map((sent) => sent.to)).toEqual([DUSD_ADDRESS, SWAP_ROUTER])
  })

  it("[SWAP-032] an approval the chain reverted tracks SWAP_APPROVAL_ERROR, shows 'Transaction error' and builds no swap", async () => {
    const { swap, ledger, events, snackbars, stores, server } = await setup('DUSD→ETH', '29.5')
    ledger.revertNext()
    server.requests.splice(0)
    expect(await swap()).toEqual({ status: 'failed', message: 'Transaction error' })
    expect(events.map(({ event }) => event)).toEqual(['SWAP_APPROVAL_ERROR'])
    expect(snackbars).toEqual([{ variant: 'error', message: 'Transaction error' }])
    expect(server.requests).toEqual([])
    expect(stores.swap.getState()).toMatchObject({
      approvalTransaction: expect.anything(),
      pendingStep: undefined,
    })
  })

  it('[SWAP-032] a failed approval tracks SWAP_APPROVAL_ERROR with its message', async () => {
    const { swap, ledger, events, snackbars } = await setup('DUSD→ETH', '29.5')
    ledger.failNext()
    const result = await swap()
    expect(result).toMatchObject({ status: 'failed', message: expect.stringMatching(/nonce/i) })
    expect(events.map(({ event }) => event)).toEqual(['SWAP_APPROVAL_ERROR'])
    expect(events[0]?.properties).toMatchObject({ message: expect.stringMatching(/nonce/i) })
    expect(snackbars).toEqual([{ variant: 'error', message: expect.stringMatching(/nonce/i) }])
  })

  it('[SWAP-031] a failed swap transaction tracks SWAP_ERROR with its message; the form is kept', async () => {
    const { swap, ledger, events, stores } = await setup('ETH→DUSD', '0.5')
    ledger.failNext()
    expect(await swap()).toMatchObject({ status: 'failed' })
    expect(events.map(({ event }) => event)).toEqual(['SWAP_ERROR'])
    expect(stores.swap.getState()).toMatchObject({ sourceTokenAmount: '0.5', pendingStep: undefined })
    expect(stores.router.getState().view).toBe('Swap')
  })

  it("[SWAP-010] a failed swap whose error has no message shows 'Transaction error'", async () => {
    const { swap, ledger, snackbars, stores } = await setup('ETH→DUSD', '0.5')
    ledger.adapter.sendTransaction = async () => {
      throw new Error('')
    }
    expect(await swap()).toEqual({ status: 'failed', message: 'Transaction error' })
    expect(snackbars).toEqual([{ variant: 'error', message: 'Transaction error' }])
    expect(stores.swap.getState().transactionError).toBe('Transaction error')
  })

  it('a refusal in the wallet is declined: nothing shown, the form kept', async () => {
    const { swap, ledger, snackbars, stores } = await setup('ETH→DUSD', '0.5')
    ledger.refuseNext()
    expect(await swap()).toEqual({ status: 'declined', message: 'Transaction declined' })
    expect(snackbars).toEqual([])
    expect(stores.swap.getState().swapTransaction).toBeDefined()
  })

  it('a quote made at the latest block is sent without another request', async () => {
    const { swap, ledger, server } = await setup('ETH→DUSD', '0.5')
    server.requests.splice(0)
    expect(await swap()).toMatchObject({ status: 'swapped' })
    expect(server.requests).toEqual([])
    expect(ledger.sent).toHaveLength(1)
  })

  it('a quote older than a new block is quoted again before anything is sent; the same amount is then sent', async () => {
    const { swap, ledger, requested, server } = await setup('ETH→DUSD', '0.5')
    ledger.mine()
    server.requests.splice(0)
    expect(await swap()).toMatchObject({ status: 'swapped' })
    expect(requested()).toEqual([
      'POST /v1/fungible/price',
      'GET /v1/convert/quotes',
      'POST /v1/convert/build-transaction',
    ])
    expect(ledger.sent).toHaveLength(1)
  })

  it('a quote older than a new block that moved the pool is quoted again, not sent', async () => {
    const { swap, ledger, market, stores } = await setup('ETH→DUSD', '0.5')
    ledger.mine()
    market.drift = 2n
    expect(await swap()).toEqual({ status: 'requoted' })
    expect(ledger.sent).toEqual([])
    expect(stores.swap.getState().toTokenAmount).toBe('2950')
    expect(await swap()).toMatchObject({ status: 'swapped' })
  })

  it("a quote older than the user's last edit is quoted again, not sent", async () => {
    const { swap, ledger, stores } = await setup('ETH→DUSD', '0.5')
    updateSwapForm(stores, { sourceTokenAmount: '0.25' })
    expect(await swap()).toEqual({ status: 'requoted' })
    expect(ledger.sent).toEqual([])
    expect(stores.swap.getState().toTokenAmount).toBe('737.5')
  })

  it("[SWAP-018] an amount above the balance is stopped with 'Insufficient balance' before the wallet is asked", async () => {
    const { swap, ledger, events } = await setup('ETH→DUSD', '2.5')
    expect(await swap()).toEqual({ status: 'stopped', message: 'Insufficient balance' })
    expect(ledger.sent).toEqual([])
    expect(events).toEqual([])
  })
})
