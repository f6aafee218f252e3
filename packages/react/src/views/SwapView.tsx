'use client'

import { formatGroupedBalance, formatMessage, SWAP_MESSAGES } from '@atrium/common'
import {
  flipSwapTokens,
  getSwapLoadingText,
  resetView,
  type SwapAsset,
  type SwapState,
  updateSwapForm,
} from '@atrium/core'
import { Button, IconButton, Spinner, Text } from '@atrium/ui'
import { useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useActiveChainAccount } from '../hooks/useActiveChainAccount.js'
import { useModalStep } from '../modal/ModalStep.js'
import { getSwapFormButton, isSwapQuoteCurrent } from './getSwapButtonText.js'
import { getSwapMaxAmount } from './getSwapMaxAmount.js'
import { OutcomeNotice } from './OutcomeNotice.js'
import { SwapDetails } from './SwapDetails.js'
import { type SwapOutcome, SwapPreview } from './SwapPreview.js'
import { SwapTokenPicker } from './SwapTokenPicker.js'
import { SwapTokenRow } from './SwapTokenRow.js'
import { useSwapForm } from './useSwapForm.js'

type Side = 'source' | 'destination'
type Step =
  | { readonly kind: 'form' }
  | { readonly kind: 'picker'; readonly side: Side }
  | { readonly kind: 'preview' }

/**
 * The Swap view (SPEC §2, §4, §5, §8, §9): the source row (typed amount, balance, Max, USD worth)
 * and the destination row (the quote), the flip between them, the token pickers, the quote's
 * details with the slippage tolerance, and the button, whose text follows core's input error and
 * loading texts, to the review before the wallet is asked. The pickers and the review are steps
 * of this view: the modal header shows their title and its back returns to the form. Set-up failures go back one view (core);
 * a refused or failed swap comes back to the form with its message, the form kept.
 */
export function SwapView() {
  const appKit = useAppKitContext()
  const { swap, router } = appKit.stores
  const account = useActiveChainAccount()
  const state = useStore(swap, (current) => current)
  const [step, setStep] = useState<Step>({ kind: 'form' })
  const [outcome, setOutcome] = useState<SwapOutcome | undefined>(undefined)
  const tokenButtons = {
    source: useRef<HTMLButtonElement>(null),
    destination: useRef<HTMLButtonElement>(null),
  }
  const reviewButton = useRef<HTMLButtonElement>(null)
  const [returnFocus, setReturnFocus] = useState<Side | 'review' | undefined>(undefined)
  const { quoteError, retryQuote } = useSwapForm()

  const backToForm = (focus: Side | 'review') => {
    setReturnFocus(focus)
    setStep({ kind: 'form' })
  }
  useModalStep(
    step.kind === 'form'
      ? undefined
      : step.kind === 'preview'
        ? { title: SWAP_MESSAGES.SWAP_REVIEW_TITLE, back: () => backToForm('review') }
        : {
            title:
              step.side === 'source'
                ? SWAP_MESSAGES.SWAP_PICKER_SOURCE_TITLE
                : SWAP_MESSAGES.SWAP_PICKER_DESTINATION_TITLE,
            back: () => backToForm(step.side),
          },
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: without an account there is nothing to swap from
  useEffect(() => {
    if (account?.address === undefined) resetView({ router }, { view: 'Connect' })
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus returns once, to what opened the step that closed
  useEffect(() => {
    if (step.kind !== 'form' || returnFocus === undefined) return
    const target = returnFocus === 'review' ? reviewButton : tokenButtons[returnFocus]
    target.current?.focus()
    setReturnFocus(undefined)
  }, [step])

  const status = (
    <p role="status" className="atr-visually-hidden">
      {getSwapStatusText(state)}
    </p>
  )
  if (state.status !== 'initialised')
    return (
      <div style={CENTER_STYLE}>
        <Spinner label={SWAP_MESSAGES.SWAP_INITIALISING} />
      </div>
    )

  if (step.kind === 'picker') {
    const source = step.side === 'source'
    return (
      <SwapTokenPicker
        tokens={state.tokens}
        suggested={state.suggestedTokens}
        selected={source ? state.sourceToken : state.toToken}
        onSelect={(token: SwapAsset) => {
          setOutcome(undefined)
          updateSwapForm({ swap }, source ? { sourceToken: token } : { toToken: token })
          backToForm(step.side)
        }}
      />
    )
  }
  if (step.kind === 'preview')
    return (
      <>
        <SwapPreview
          state={state}
          onBack={(ended) => {
            setOutcome(ended)
            backToForm('review')
          }}
        />
        {status}
      </>
    )

  const button = getSwapFormButton(state, quoteError)
  const max = getSwapMaxAmount(state)
  const edit = (sourceTokenAmount: string) => {
    setOutcome(undefined)
    updateSwapForm({ swap }, { sourceTokenAmount })
  }
  const quoting = state.loadingQuote && !isSwapQuoteCurrent(state)
  return (
    <div style={COLUMN_STYLE}>
      <div style={PAIR_STYLE}>
        <SwapTokenRow
          ref={tokenButtons.source}
          label={SWAP_MESSAGES.SWAP_SOURCE_LABEL}
          amountLabel={SWAP_MESSAGES.SWAP_SOURCE_AMOUNT_LABEL}
          token={state.sourceToken}
          amount={state.sourceTokenAmount}
          valueInUsd={Number(state.sourceTokenAmount) * state.sourceTokenPriceInUSD}
          onAmountChange={edit}
          onPickToken={() => setStep({ kind: 'picker', side: 'source' })}
          footer={
            state.sourceToken !== undefined && (
              <span style={BALANCE_STYLE}>
                <Text as="span" variant="small" tone="secondary" truncate>
                  {formatMessage(SWAP_MESSAGES.SWAP_BALANCE, {
                    balance: formatGroupedBalance(
                      state.sourceToken.quantity.numeric,
                      state.sourceToken.symbol,
                    ),
                  })}
                </Text>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={max === undefined}
                  onClick={() => edit(max ?? '')}
                >
                  {SWAP_MESSAGES.SWAP_MAX}
                </Button>
              </span>
            )
          }
        />
        <span style={FLIP_STYLE}>
          <span style={FLIP_RING_STYLE}>
            <IconButton
              label={SWAP_MESSAGES.SWAP_FLIP}
              icon="swap"
              disabled={state.sourceToken === undefined || state.toToken === undefined}
              onClick={() => {
                setOutcome(undefined)
                flipSwapTokens({ swap })
              }}
            />
          </span>
        </span>
        <SwapTokenRow
          ref={tokenButtons.destination}
          label={SWAP_MESSAGES.SWAP_DESTINATION_LABEL}
          amountLabel={SWAP_MESSAGES.SWAP_DESTINATION_AMOUNT_LABEL}
          token={state.toToken}
          amount={state.toTokenAmount}
          valueInUsd={Number(state.toTokenAmount) * state.toTokenPriceInUSD}
          loading={quoting}
          onPickToken={() => setStep({ kind: 'picker', side: 'destination' })}
        />
      </div>
      {isSwapQuoteCurrent(state) && <SwapDetails state={state} swap={swap} />}
      {quoteError !== undefined && outcome === undefined && <OutcomeNotice message={quoteError} />}
      {outcome !== undefined && (
        <OutcomeNotice
          message={outcome.message}
          description={outcome.status === 'declined' ? SWAP_MESSAGES.SWAP_DECLINED_DESCRIPTION : undefined}
        />
      )}
      <Button
        ref={reviewButton}
        fullWidth
        size="lg"
        disabled={!button.ready && state.pendingStep === undefined}
        loading={state.pendingStep !== undefined}
        onClick={() => (quoteError === undefined ? setStep({ kind: 'preview' }) : retryQuote())}
      >
        {button.text}
      </Button>
      {status}
    </div>
  )
}

/** What the view's live region announces: the wallet step, the quote being asked, or the quote's amount. */
function getSwapStatusText(state: SwapState): string {
  const loading = getSwapLoadingText(state)
  if (loading !== undefined) return loading
  if (state.loadingQuote) return SWAP_MESSAGES.SWAP_GETTING_QUOTE
  if (!isSwapQuoteCurrent(state) || state.toToken === undefined) return ''
  return formatMessage(SWAP_MESSAGES.SWAP_QUOTE_ANNOUNCEMENT, {
    amount: `${state.toTokenAmount} ${state.toToken.symbol}`,
  })
}

const COLUMN_STYLE = { display: 'flex', flexDirection: 'column', gap: 12 } as const
const CENTER_STYLE = { display: 'flex', justifyContent: 'center', paddingBlock: 48 } as const
const PAIR_STYLE = { display: 'flex', flexDirection: 'column', gap: 4 } as const
// The flip button sits across the gap between the two rows, centred in either reading direction.
const FLIP_STYLE = {
  display: 'flex',
  justifyContent: 'center',
  marginBlock: -18,
  zIndex: 1,
  pointerEvents: 'none',
} as const
const FLIP_RING_STYLE = {
  display: 'inline-flex',
  borderRadius: 'var(--atr-radius)',
  border: '4px solid var(--atrium-background)',
  background: 'var(--atr-surface)',
  pointerEvents: 'auto',
} as const
const BALANCE_STYLE = { display: 'inline-flex', alignItems: 'center', gap: 4, minInlineSize: 0 } as const
