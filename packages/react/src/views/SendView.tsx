'use client'

import {
  formatGroupedBalance,
  formatMessage,
  formatUnits,
  formatUsd,
  formatUsdCost,
  SEND_MESSAGES,
  truncateDecimals,
} from '@atrium/common'
import {
  getMaxSendAmount,
  getSendAmountValue,
  getSendProblem,
  resetView,
  type SendState,
  type SendTokenReturnType,
  updateSendForm,
} from '@atrium/core'
import { Button, Icon, Input, Text } from '@atrium/ui'
import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useActiveChainAccount } from '../hooks/useActiveChainAccount.js'
import { OutcomeNotice } from './OutcomeNotice.js'
import { SendTokenPicker } from './SendTokenPicker.js'
import { useSendForm } from './useSendForm.js'

/** Fee digits shown: 8 keeps a bitcoin fee exact to the satoshi. */
const FEE_DECIMALS = 8

/** What the last press of Send ended in, when it did not leave the view. */
type Outcome = Extract<SendTokenReturnType, { status: 'declined' | 'failed' }> | undefined

/**
 * The Send view: the token (native by default), the amount with its USD worth (when the token has
 * a price) and Max (the native token leaves the network fee), the receiver checked by the namespace's adapter, the fee and its USD worth, then
 * Send, whose label names what is missing until the form can go (nothing is signed before). After
 * the wallet refused, the form stays with 'Transaction declined'; a failure shows its reason.
 */
export function SendView() {
  const appKit = useAppKitContext()
  const { send, router, network } = appKit.stores
  const account = useActiveChainAccount()
  const namespace = useStore(network, (state) => state.activeNamespace)
  const state = useStore(send, (current) => current)
  const { receiverValid, feeError } = useSendForm(namespace)
  const [outcome, setOutcome] = useState<Outcome>(undefined)

  // biome-ignore lint/correctness/useExhaustiveDependencies: without an account there is nothing to send from
  useEffect(() => {
    if (account?.address === undefined) resetView({ router }, { view: 'Connect' })
  }, [])

  // The fee and the gas price arrive together; core's sendToken checks the gas price again (SEND-001).
  const problem = getSendProblem({ state, receiverValid: receiverValid === true, pricesGas: false })
  const edit = (input: Parameters<typeof updateSendForm>[1]) => {
    setOutcome(undefined)
    updateSendForm({ send }, input)
  }
  const submit = async () => {
    if (appKit.send === undefined) return
    const result = await appKit.send.send()
    if (result.status === 'declined' || result.status === 'failed') setOutcome(result)
  }
  const max = getMaxSendAmount(state)
  const amountValue = getSendAmountValue(state)
  const receiverText = state.receiverAddress ?? ''
  return (
    <div style={COLUMN_STYLE}>
      <SendTokenPicker
        tokens={state.tokenBalances}
        selected={state.token}
        onSelect={(token) => edit({ token })}
      />
      <div style={FIELD_STYLE}>
        <Input
          label={SEND_MESSAGES.SEND_AMOUNT_LABEL}
          value={state.sendTokenAmount ?? ''}
          onChange={(sendTokenAmount) => edit({ sendTokenAmount })}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
        />
        {amountValue !== undefined && (
          <Text as="span" variant="small" tone="secondary">
            {formatMessage(SEND_MESSAGES.SEND_AMOUNT_VALUE, { value: formatUsd(amountValue) })}
          </Text>
        )}
        <div style={BALANCE_ROW_STYLE}>
          <Text as="span" variant="small" tone="secondary" truncate>
            {state.token === undefined
              ? ''
              : formatMessage(SEND_MESSAGES.SEND_BALANCE, {
                  balance: formatGroupedBalance(state.token.quantity.numeric, state.token.symbol),
                })}
          </Text>
          <Button
            variant="ghost"
            size="sm"
            disabled={max === undefined}
            onClick={() => edit({ sendTokenAmount: max })}
          >
            {SEND_MESSAGES.SEND_MAX}
          </Button>
        </div>
      </div>
      <Input
        label={SEND_MESSAGES.SEND_RECEIVER_LABEL}
        value={receiverText}
        onChange={(receiverAddress) => edit({ receiverAddress })}
        autoComplete="off"
        error={
          receiverValid === false && receiverText.trim() !== ''
            ? SEND_MESSAGES.SEND_INVALID_ADDRESS
            : undefined
        }
      />
      <FeeRow state={state} feeError={feeError} />
      {outcome !== undefined && (
        <OutcomeNotice
          message={outcome.status === 'declined' ? SEND_MESSAGES.SEND_DECLINED : outcome.message}
          description={outcome.status === 'declined' ? SEND_MESSAGES.SEND_DECLINED_DESCRIPTION : undefined}
        />
      )}
      <Button
        fullWidth
        size="lg"
        leading={<Icon name="send" size={18} />}
        disabled={problem !== undefined || appKit.send === undefined}
        loading={state.loading}
        onClick={() => void submit()}
      >
        {state.loading ? SEND_MESSAGES.SEND_SIGNING : (problem?.message ?? SEND_MESSAGES.SEND_VIEW_TITLE)}
      </Button>
    </div>
  )
}

/** The network fee in the native token (to the satoshi) and its USD worth where it has a price. */
function FeeRow({ state, feeError }: { readonly state: SendState; readonly feeError: string | undefined }) {
  const native = state.tokenBalances.find((token) => token.address === undefined)
  const fee =
    state.networkFee === undefined || native === undefined
      ? SEND_MESSAGES.SEND_FEE_UNKNOWN
      : `${truncateDecimals(formatUnits(BigInt(state.networkFee), Number(native.quantity.decimals)), FEE_DECIMALS)} ${native.symbol}`
  return (
    <div style={FEE_STYLE}>
      <div style={BALANCE_ROW_STYLE}>
        <Text as="span" variant="small" tone="secondary">
          {SEND_MESSAGES.SEND_NETWORK_FEE}
        </Text>
        <Text as="span" variant="small">
          {state.gasPriceInUSD === undefined || state.networkFee === undefined
            ? fee
            : `${fee} · ${formatUsdCost(state.gasPriceInUSD)}`}
        </Text>
      </div>
      {feeError !== undefined && state.networkFee === undefined && (
        <Text variant="small" tone="error">
          {feeError}
        </Text>
      )}
    </div>
  )
}

const COLUMN_STYLE = { display: 'flex', flexDirection: 'column', gap: 16 } as const
const FIELD_STYLE = { display: 'flex', flexDirection: 'column', gap: 4 } as const
const BALANCE_ROW_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  minBlockSize: 32,
} as const
const FEE_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  paddingBlock: 8,
  paddingInline: 12,
  borderRadius: 'var(--atr-radius)',
  background: 'var(--atr-surface)',
} as const
