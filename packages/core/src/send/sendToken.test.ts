import { type CaipAddress, NodeError, parseCaipAddress, parseNodeError } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import type { AnalyticsEvent } from '../analytics/TrackEvent.js'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
import { createRouterStore } from '../router/createRouterStore.js'
import { createSendStore, getInitialSendState } from './createSendStore.js'
import { estimateSendFee } from './estimateSendFee.js'
import {
  createLedgerAdapter,
  DUSD,
  DUSD_ADDRESS,
  ETHER,
  FROM,
  GAS_PRICE,
  RECEIVER,
  TRANSFER_GAS,
} from './ledgerAdapter.test-helper.js'
import { type SendSnackbar, sendToken } from './sendToken.js'
import { updateSendForm } from './updateSendForm.js'

async function setup(form: { amount?: string; receiver?: string; token?: TokenBalance } = {}) {
  const ledger = createLedgerAdapter()
  const stores = { send: createSendStore(), router: createRouterStore() }
  stores.router.setState({ view: 'Send' as never, history: ['Account', 'Send'] as never })
  updateSendForm(stores, {
    tokenBalances: [ETHER, DUSD],
    token: form.token ?? ETHER,
    sendTokenAmount: form.amount ?? '0.5',
    receiverAddress: form.receiver ?? RECEIVER,
  })
  await estimateSendFee(stores, { adapter: ledger.adapter, from: FROM })
  const events: AnalyticsEvent[] = []
  const snackbars: SendSnackbar[] = []
  let refreshed = 0
  const send = () =>
    sendToken(stores, {
      adapter: ledger.adapter,
      from: FROM,
      track: (event) => events.push(event),
      showSnackbar: (snackbar) => snackbars.push(snackbar),
      onSent: () => {
        refreshed += 1
      },
    })
  return { ledger, stores, events, snackbars, send, refreshed: () => refreshed }
}

describe('sendToken', () => {
  it('[SEND-005][SEND-006][SEND-007][SEND-008][SEND-009] a native send: tracked, signed, then Account without back, the snackbar, the form reset and the balances read again', async () => {
    const { ledger, stores, events, snackbars, send, refreshed } = await setup()
    const result = await send()
    expect(result).toEqual({ status: 'sent', hash: expect.stringMatching(/^0x/) })
    expect(ledger.sent).toEqual([{ from: FROM, to: RECEIVER, value: 500_000_000_000_000_000n }])
    expect(events.map(({ event }) => event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(events[1]?.properties).toMatchObject({ isNativeToken: true, amount: '0.5', network: 'eip155:1' })
    expect(stores.router.getState().view).toBe('Account')
    expect(stores.router.getState().history).toEqual(['Account'])
    expect(snackbars).toEqual([{ variant: 'success', message: 'Transaction started' }])
    expect(stores.send.getState()).toEqual(getInitialSendState())
    expect(refreshed()).toBe(1)
  })

  it('[SEND-002] a token with an address is sent as its transfer to the contract, not as value', async () => {
    const { ledger, send } = await setup({ token: DUSD, amount: '12.5' })
    expect(await send()).toMatchObject({ status: 'sent' })
    expect(ledger.sent).toEqual([
      {
        from: FROM,
        to: DUSD_ADDRESS,
        value: 0n,
        data: `0xa9059cbb${RECEIVER.slice(2).padStart(64, '0')}${12_500_000n.toString(16).padStart(64, '0')}`,
      },
    ])
  })

  it('[SEND-001] an EVM send without the gas price sends nothing', async () => {
    const { ledger, stores, events, send } = await setup()
    stores.send.setState({ gasPrice: undefined })
    expect(await send()).toEqual({
      status: 'stopped',
      problem: { code: 'SEND_FEE_PENDING', message: 'Estimating the network fee' },
    })
    expect(ledger.sent).toEqual([])
    expect(events).toEqual([])
  })

  it('[SEND-001] without a receiver or an amount nothing is sent', async () => {
    for (const form of [{ receiver: '' }, { amount: '' }]) {
      const { ledger, send } = await setup(form)
      expect(await send()).toMatchObject({ status: 'stopped' })
      expect(ledger.sent).toEqual([])
    }
  })

  it('an amount above the balance is stopped before the wallet signs', async () => {
    const { ledger, events, send } = await setup({ amount: '2.1' })
    expect(await send()).toEqual({
      status: 'stopped',
      problem: { code: 'SEND_INSUFFICIENT_BALANCE', message: 'Insufficient balance' },
    })
    expect(ledger.sent).toEqual([])
    expect(events).toEqual([])
  })

  it('the whole native balance leaves nothing for the fee: stopped before signing', async () => {
    const { ledger, send } = await setup({ amount: '2' })
    expect(await send()).toEqual({
      status: 'stopped',
      problem: { code: 'SEND_INSUFFICIENT_FEE_FUNDS', message: 'Not enough ETH for the network fee' },
    })
    expect(ledger.sent).toEqual([])
  })

  it('a receiver the adapter refuses is stopped before signing', async () => {
    const { ledger, send } = await setup({ receiver: '0x1234' })
    expect(await send()).toEqual({
      status: 'stopped',
      problem: { code: 'SEND_INVALID_ADDRESS', message: 'Invalid address' },
    })
    expect(ledger.sent).toEqual([])
  })

  it('a refusal in the wallet (4001) keeps the form and the view, tracks SEND_ERROR and shows no snackbar', async () => {
    const { ledger, stores, events, snackbars, send } = await setup()
    ledger.refuseNext()
    expect(await send()).toEqual({ status: 'declined', message: 'Transaction declined' })
    expect(stores.send.getState()).toMatchObject({
      sendTokenAmount: '0.5',
      receiverAddress: RECEIVER,
      loading: false,
    })
    expect(stores.router.getState().view).toBe('Send')
    expect(events.map(({ event }) => event)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(snackbars).toEqual([])
  })

  it("[SEND-010] a failed EVM send shows 'Something went wrong' and tracks SEND_ERROR with the node's readable error", async () => {
    const { ledger, events, snackbars, send } = await setup()
    ledger.failNext()
    const readable =
      'Nonce provided for the transaction is lower than the current nonce of the account. Try increasing the nonce or fetch the latest transaction count (eth_getTransactionCount).'
    expect(await send()).toEqual({ status: 'failed', message: readable })
    expect(snackbars).toEqual([{ variant: 'error', message: 'Something went wrong' }])
    expect(events.at(-1)).toMatchObject({ event: 'SEND_ERROR', properties: { message: readable } })
  })

  it("[SEND-011] a failed Solana send shows 'Failed to send transaction. Please try again.'", async () => {
    const ledger = createLedgerAdapter({ namespace: 'solana', pricesGas: false })
    ledger.adapter.isAddress = async ({ address }) => address.length >= 32
    const from: CaipAddress =
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'
    const sol: TokenBalance = {
      ...ETHER,
      name: 'Solana',
      symbol: 'SOL',
      chainId: parseCaipAddress(from).caipNetworkId,
      quantity: { decimals: '9', numeric: '3' },
    }
    const stores = { send: createSendStore(), router: createRouterStore() }
    updateSendForm(stores, {
      tokenBalances: [sol],
      sendTokenAmount: '1',
      receiverAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    })
    await estimateSendFee(stores, { adapter: ledger.adapter, from })
    ledger.failNext()
    const snackbars: SendSnackbar[] = []
    const result = await sendToken(stores, {
      adapter: ledger.adapter,
      from,
      showSnackbar: (s) => snackbars.push(s),
    })
    expect(result.status).toBe('failed')
    expect(snackbars).toEqual([
      { variant: 'error', message: 'Failed to send transaction. Please try again.' },
    ])
  })
})

describe('estimateSendFee', () => {
  it('the fee is gas × gas price where the chain prices gas, with its USD worth', async () => {
    const { stores } = await setup()
    expect(stores.send.getState()).toMatchObject({
      gasPrice: GAS_PRICE.toString(),
      networkFee: (TRANSFER_GAS * GAS_PRICE).toString(),
      gasPriceInUSD: 0.000042 * 3000,
      networkBalanceInUSD: '6000.00',
    })
  })

  it("without a gas price the adapter's estimate is the fee", async () => {
    const ledger = createLedgerAdapter({ pricesGas: false })
    const send = createSendStore()
    updateSendForm({ send }, { tokenBalances: [ETHER], sendTokenAmount: '1', receiverAddress: RECEIVER })
    expect(await estimateSendFee({ send }, { adapter: ledger.adapter, from: FROM })).toEqual({
      status: 'estimated',
    })
    expect(send.getState()).toMatchObject({ networkFee: TRANSFER_GAS.toString(), gasPrice: undefined })
  })

  it('an answer for a form that changed meanwhile is dropped', async () => {
    const ledger = createLedgerAdapter()
    const send = createSendStore()
    updateSendForm({ send }, { tokenBalances: [ETHER], sendTokenAmount: '1', receiverAddress: RECEIVER })
    const estimate = estimateSendFee({ send }, { adapter: ledger.adapter, from: FROM })
    updateSendForm({ send }, { sendTokenAmount: '1.2' })
    expect(await estimate).toEqual({ status: 'stale' })
    expect(send.getState().networkFee).toBeUndefined()
  })

  it('a failed estimate clears the fee and says why', async () => {
    const ledger = createLedgerAdapter()
    ledger.adapter.estimateGas = async () => {
      throw new NodeError(parseNodeError(new Error('insufficient funds for gas * price + value')))
    }
    const send = createSendStore({ networkFee: '1' })
    updateSendForm({ send }, { tokenBalances: [ETHER], sendTokenAmount: '1', receiverAddress: RECEIVER })
    const result = await estimateSendFee({ send }, { adapter: ledger.adapter, from: FROM })
    expect(result).toMatchObject({ status: 'failed', message: expect.stringMatching(/exceeds the balance/) })
    expect(send.getState().networkFee).toBeUndefined()
  })
})
