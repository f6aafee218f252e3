'use client'

import { formatMessage, formatUsd, SWAP_MESSAGES } from '@atrium/common'
import type { SwapAsset, SwapState, SwapTokensReturnType } from '@atrium/core'
import { Button, NetworkImage, Text } from '@atrium/ui'
import { useEffect, useRef, useState } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getSwapPreviewButton } from './getSwapButtonText.js'
import { SwapDetails } from './SwapDetails.js'

/** A swap that ended without leaving the view: the form shows why. */
export type SwapOutcome = Extract<SwapTokensReturnType, { status: 'declined' | 'failed' }>

/** Props of `SwapPreview`. */
export type SwapPreviewProps = {
  readonly state: SwapState
  /** Back to the form, with the outcome of a swap that ended there. */
  readonly onBack: (outcome?: SwapOutcome) => void
}

/**
 * The review before the wallet is asked (the modal header reads 'Review swap', its back closes it): what is paid and received with their USD worth, the
 * quote's details, then Approve (with the two-step explanation) or Swap. An approval keeps the
 * preview with the rebuilt quote; a quote asked again before sending (SWAP-003) stays here with a
 * notice; a refusal or failure goes back to the form with its message; a swap shows Account.
 */
export function SwapPreview({ state, onBack }: SwapPreviewProps) {
  const appKit = useAppKitContext()
  const [requoted, setRequoted] = useState(false)
  const column = useRef<HTMLDivElement>(null)
  useEffect(() => column.current?.focus(), [])
  const button = getSwapPreviewButton(state)
  const pending = state.pendingStep !== undefined
  const confirm = async () => {
    if (appKit.swap === undefined) return
    setRequoted(false)
    const result = await appKit.swap.swap()
    if (result.status === 'requoted') setRequoted(true)
    if (result.status === 'stopped') onBack()
    if (result.status === 'declined' || result.status === 'failed') onBack(result)
  }
  return (
    <div ref={column} tabIndex={-1} style={COLUMN_STYLE}>
      <div style={SUMMARY_STYLE}>
        <PreviewAmount
          label={SWAP_MESSAGES.SWAP_SOURCE_LABEL}
          token={state.sourceToken}
          amount={state.sourceTokenAmount}
          valueInUsd={Number(state.sourceTokenAmount) * state.sourceTokenPriceInUSD}
        />
        <PreviewAmount
          label={SWAP_MESSAGES.SWAP_DESTINATION_LABEL}
          token={state.toToken}
          amount={state.toTokenAmount}
          valueInUsd={Number(state.toTokenAmount) * state.toTokenPriceInUSD}
        />
      </div>
      <SwapDetails state={state} open />
      {state.approvalTransaction !== undefined && (
        <Text variant="small" tone="secondary">
          {formatMessage(SWAP_MESSAGES.SWAP_APPROVE_DESCRIPTION, { symbol: state.sourceToken?.symbol ?? '' })}
        </Text>
      )}
      {requoted && (
        <Text variant="small" tone="error">
          {SWAP_MESSAGES.SWAP_REQUOTED}
        </Text>
      )}
      <div style={ACTIONS_STYLE}>
        <span style={CANCEL_STYLE}>
          <Button variant="secondary" fullWidth size="lg" disabled={pending} onClick={() => onBack()}>
            {SWAP_MESSAGES.SWAP_CANCEL}
          </Button>
        </span>
        <span style={CONFIRM_STYLE}>
          <Button
            fullWidth
            size="lg"
            disabled={!button.ready && !pending}
            loading={pending}
            onClick={() => void confirm()}
          >
            {button.text}
          </Button>
        </span>
      </div>
    </div>
  )
}

function PreviewAmount(props: {
  readonly label: string
  readonly token: SwapAsset | undefined
  readonly amount: string
  readonly valueInUsd: number
}) {
  const { token } = props
  return (
    <div style={AMOUNT_ROW_STYLE}>
      <span style={AMOUNT_TEXT_STYLE}>
        <Text as="span" variant="small" tone="secondary">
          {props.label}
        </Text>
        <Text as="span" variant="title" truncate>
          <bdi>{`${props.amount} ${token?.symbol ?? ''}`}</bdi>
        </Text>
        {props.valueInUsd > 0 && (
          <Text as="span" variant="small" tone="secondary">
            {formatUsd(props.valueInUsd)}
          </Text>
        )}
      </span>
      {token !== undefined && (
        <NetworkImage name={token.name} imageUrl={token.logoUri} size={40} decorative />
      )}
    </div>
  )
}

const COLUMN_STYLE = { display: 'flex', flexDirection: 'column', gap: 12, outline: 'none' } as const
const SUMMARY_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  paddingBlock: 12,
  paddingInline: 16,
  borderRadius: 'var(--atr-radius)',
  background: 'var(--atr-surface)',
} as const
const AMOUNT_ROW_STYLE = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
} as const
const AMOUNT_TEXT_STYLE = { display: 'flex', flexDirection: 'column', gap: 2, minInlineSize: 0 } as const
const ACTIONS_STYLE = { display: 'flex', gap: 8 } as const
const CANCEL_STYLE = { flex: '1 1 0', minInlineSize: 0 } as const
const CONFIRM_STYLE = { flex: '2 1 0', minInlineSize: 0 } as const
