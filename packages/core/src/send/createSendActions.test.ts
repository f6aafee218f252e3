import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAccountStore } from '../account/createAccountStore.js'
import type { AdapterTransactionParameters } from '../adapters/ChainAdapter.js'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import { createNetworkStore } from '../network/createNetworkStore.js'
import { createRouterStore } from '../router/createRouterStore.js'
import { createSendActions, SEND_FEE_ESTIMATE_DELAY_MS } from './createSendActions.js'
import { createSendStore } from './createSendStore.js'
import {
  createLedgerAdapter,
  ETHER,
  FROM,
  GAS_PRICE,
  RECEIVER,
  TRANSFER_GAS,
} from './ledgerAdapter.test-helper.js'
import { updateSendForm } from './updateSendForm.js'

/** The send actions of an account connected on eip155 with the ledger adapter; every gas estimate is recorded. */
function setup() {
  const ledger = createLedgerAdapter()
  const estimated: AdapterTransactionParameters[] = []
  const estimateGas = ledger.adapter.estimateGas
  ledger.adapter.estimateGas = (transaction) => {
    estimated.push(transaction)
    return estimateGas?.(transaction) ?? Promise.resolve(0n)
  }
  const stores = {
    send: createSendStore(),
    router: createRouterStore(),
    network: createNetworkStore({ activeNamespace: 'eip155' }),
    account: createAccountStore({ chains: { eip155: { caipAddress: FROM } } }),
  }
  updateSendForm(stores, { tokenBalances: [ETHER], receiverAddress: RECEIVER })
  const actions = createSendActions(stores, {
    registry: createAdapterRegistry([ledger.adapter]),
    showSnackbar: () => {},
    timers: { setTimeout, clearTimeout: (handle) => clearTimeout(handle as number) },
  })
  return { ledger, stores, actions, estimated }
}

describe('createSendActions: estimateFee', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a burst of edits is estimated once, for the last form, after the delay', async () => {
    const { stores, actions, estimated } = setup()
    const answers = []
    for (const amount of ['0', '0.', '0.0', '0.01', '0.012', '0.0125']) {
      updateSendForm(stores, { sendTokenAmount: amount })
      answers.push(actions.estimateFee())
      await vi.advanceTimersByTimeAsync(SEND_FEE_ESTIMATE_DELAY_MS / 3)
    }
    expect(estimated).toEqual([])
    await vi.advanceTimersByTimeAsync(SEND_FEE_ESTIMATE_DELAY_MS)
    expect(await Promise.all(answers)).toEqual([
      ...Array(5).fill({ status: 'stale' }),
      { status: 'estimated' },
    ])
    expect(estimated).toEqual([{ from: FROM, to: RECEIVER, value: 12_500_000_000_000_000n }])
    expect(stores.send.getState().networkFee).toBe((TRANSFER_GAS * GAS_PRICE).toString())
  })

  it('edits further apart than the delay are each estimated', async () => {
    const { stores, actions, estimated } = setup()
    for (const amount of ['1', '1.5']) {
      updateSendForm(stores, { sendTokenAmount: amount })
      const answer = actions.estimateFee()
      await vi.advanceTimersByTimeAsync(SEND_FEE_ESTIMATE_DELAY_MS)
      expect(await answer).toEqual({ status: 'estimated' })
    }
    expect(estimated.map(({ value }) => value)).toEqual([
      1_000_000_000_000_000_000n,
      1_500_000_000_000_000_000n,
    ])
  })

  it('an estimate for an older amount that answers last never overwrites the newer one', async () => {
    const { ledger, stores, actions } = setup()
    const estimateGas = ledger.adapter.estimateGas
    let answerSlowly: (gas: bigint) => void = () => {}
    ledger.adapter.estimateGas = (transaction) =>
      transaction.value === 1_000_000_000_000_000_000n
        ? new Promise((resolve) => {
            answerSlowly = resolve
          })
        : (estimateGas?.(transaction) ?? Promise.resolve(0n))
    updateSendForm(stores, { sendTokenAmount: '1' })
    const older = actions.estimateFee()
    await vi.advanceTimersByTimeAsync(SEND_FEE_ESTIMATE_DELAY_MS)
    updateSendForm(stores, { sendTokenAmount: '1.5' })
    const newer = actions.estimateFee()
    await vi.advanceTimersByTimeAsync(SEND_FEE_ESTIMATE_DELAY_MS)
    expect(await newer).toEqual({ status: 'estimated' })
    answerSlowly(99_999n)
    expect(await older).toEqual({ status: 'stale' })
    expect(stores.send.getState().networkFee).toBe((TRANSFER_GAS * GAS_PRICE).toString())
  })
})
