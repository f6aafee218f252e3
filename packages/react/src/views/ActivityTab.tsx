'use client'

import {
  formatMessage,
  formatMonthYear,
  HISTORY_MESSAGES,
  type LazyLoader,
  REACT_MESSAGES,
} from '@atrium/common'
import { getActiveCaipNetwork, type TransactionsByYear } from '@atrium/core'
import { Button, TokenListSkeleton, TransactionListItem, useLazyValue } from '@atrium/ui'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useStore } from 'zustand'
import type { TransactionHistory } from '../context/AppKitContextValue.js'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useActiveChainAccount } from '../hooks/useActiveChainAccount.js'
import { TabNotice } from './TabNotice.js'
import { toActivityRow } from './toActivityRow.js'

/**
 * The Account view's Activity tab: the active account's transactions under a heading per month
 * (newest first; HIST-008), spam NFTs left out, older pages loaded as the end of the list scrolls
 * into view (HIST-002). Placeholder rows while the first page loads, an empty state, and an error
 * state with a retry ('Failed to fetch transactions', HIST-004). The history is read afresh each
 * time the tab shows and whenever the account or its network changes.
 */
export function ActivityTab({ history }: { readonly history: LazyLoader<TransactionHistory> }) {
  const loaded = useLazyValue(history)
  if (loaded === undefined) return <TokenListSkeleton label={REACT_MESSAGES.ACTIVITY_LOADING} />
  return <ActivityList history={loaded} />
}

function ActivityList({ history }: { readonly history: TransactionHistory }) {
  const appKit = useAppKitContext()
  const caipNetwork = useStore(appKit.stores.network, getActiveCaipNetwork)
  const caipAddress = useActiveChainAccount()?.caipAddress
  const state = useStore(history.store)

  // Read afresh each time the tab shows (a send may have happened meanwhile) and for each account.
  useEffect(() => {
    if (caipAddress !== undefined) void history.fetchFirstPage()
  }, [caipAddress, history])

  const retry = (
    <Button variant="secondary" onClick={() => void history.fetchFirstPage()}>
      {REACT_MESSAGES.TRY_AGAIN}
    </Button>
  )
  const months = getMonths(state.transactionsByYear)
  if (
    state.caipAddress !== caipAddress ||
    (months.length === 0 && (state.loading || state.next !== undefined))
  )
    return (
      <>
        <TokenListSkeleton label={REACT_MESSAGES.ACTIVITY_LOADING} />
        {state.next !== undefined && !state.loading && <NextPageSentinel onVisible={history.fetchNextPage} />}
      </>
    )
  if (months.length === 0 && state.failed)
    return (
      <TabNotice
        title={HISTORY_MESSAGES.HISTORY_FETCH_FAILED}
        description={REACT_MESSAGES.ACTIVITY_FAILED_DESCRIPTION}
      >
        {retry}
      </TabNotice>
    )
  if (months.length === 0)
    return (
      <TabNotice
        title={REACT_MESSAGES.NO_ACTIVITY}
        description={formatMessage(REACT_MESSAGES.NO_ACTIVITY_DESCRIPTION, {
          network: caipNetwork?.name ?? '',
        })}
      />
    )
  const now = (appKit.clock ?? Date).now()
  return (
    <div className="atr-activity">
      {months.map(({ year, month, transactions }) => (
        <ActivityMonth key={`${year}-${month}`} heading={formatMonthYear(year, month)}>
          {transactions.map((transaction) => {
            const { id, ...row } = toActivityRow(transaction, now)
            return (
              <li key={id}>
                <TransactionListItem {...row} />
              </li>
            )
          })}
        </ActivityMonth>
      ))}
      {state.loading && <TokenListSkeleton rows={1} label={REACT_MESSAGES.ACTIVITY_LOADING_MORE} />}
      {state.next !== undefined && !state.loading && (
        <NextPageSentinel key={state.next} onVisible={history.fetchNextPage} />
      )}
      {state.failed && <div style={RETRY_STYLE}>{retry}</div>}
    </div>
  )
}

/** One month's heading and its rows. */
function ActivityMonth({ heading, children }: { readonly heading: string; readonly children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="atr-activity-month">
        {heading}
      </h3>
      <ul className="atr-token-list" style={LIST_STYLE}>
        {children}
      </ul>
    </section>
  )
}

/**
 * An empty line at the end of the list that asks for the next page once it scrolls into view. Keyed
 * by the cursor, so each page gets a fresh observer, which reports at once if the line is still in
 * view (a page of spam alone, or a tall screen).
 */
function NextPageSentinel({ onVisible }: { readonly onVisible: () => Promise<void> }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (element === null || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void onVisible()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [onVisible])
  return <div ref={ref} className="atr-activity-sentinel" aria-hidden="true" />
}

/** The months of `transactionsByYear`, newest first. */
function getMonths(byYear: TransactionsByYear) {
  return Object.entries(byYear)
    .flatMap(([year, months]) =>
      Object.entries(months).map(([month, transactions]) => ({
        year: Number(year),
        month: Number(month),
        transactions,
      })),
    )
    .sort((a, b) => b.year - a.year || b.month - a.month)
}

const LIST_STYLE = { margin: 0, padding: 0 } as const
const RETRY_STYLE = { display: 'flex', justifyContent: 'center', paddingBlock: 8 } as const
