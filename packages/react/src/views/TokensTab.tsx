'use client'

import {
  ACCOUNT_MESSAGES,
  formatGroupedBalance,
  formatMessage,
  formatUsd,
  REACT_MESSAGES,
} from '@atrium/common'
import {
  getActiveCaipNetwork,
  getTokenBalancesTotal,
  getTokenBalanceValue,
  type TokenBalance,
  type TokenBalanceStatus,
} from '@atrium/core'
import { Button, Text, TokenListItem, TokenListSkeleton } from '@atrium/ui'
import { useEffect } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { TabNotice } from './TabNotice.js'

const NO_BALANCES: readonly TokenBalance[] = []

/**
 * The Account view's Tokens tab: the total value at the top, then one row per token the active
 * account holds (icon, name, quantity truncated to 3 decimals UI-010, value with 2 decimals
 * UI-011). Placeholder rows while the first answer is awaited, an empty state, and an error state
 * with a retry ('Token Balance Unavailable', ACCT-014); balances kept from an earlier answer stay
 * on screen. Asked again whenever the account or its network changes.
 */
export function TokensTab({ fetchTokenBalances }: { readonly fetchTokenBalances: () => Promise<void> }) {
  const appKit = useAppKitContext()
  const { account, network } = appKit.stores
  const namespace = useStore(network, (state) => state.activeNamespace)
  const caipNetwork = useStore(network, getActiveCaipNetwork)
  const caipAddress = useStore(account, (state) =>
    namespace === undefined ? undefined : state.chains[namespace].caipAddress,
  )
  const balances = useStore(account, (state) =>
    namespace === undefined ? NO_BALANCES : state.chains[namespace].tokenBalance,
  )
  const status = useStore(
    account,
    (state): TokenBalanceStatus =>
      namespace === undefined ? 'idle' : state.chains[namespace].tokenBalanceStatus,
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again for each account and network
  useEffect(() => {
    if (caipAddress !== undefined) void fetchTokenBalances()
  }, [caipAddress])

  if (balances.length === 0 && (status === 'idle' || status === 'loading'))
    return <TokenListSkeleton label={REACT_MESSAGES.TOKENS_LOADING} />
  if (balances.length === 0 && status === 'failed')
    return (
      <TabNotice
        title={ACCOUNT_MESSAGES.TOKEN_BALANCE_UNAVAILABLE}
        description={REACT_MESSAGES.TOKENS_FAILED_DESCRIPTION}
      >
        <Button variant="secondary" onClick={() => void fetchTokenBalances()}>
          {REACT_MESSAGES.TRY_AGAIN}
        </Button>
      </TabNotice>
    )
  if (balances.length === 0)
    return (
      <TabNotice
        title={REACT_MESSAGES.NO_TOKENS}
        description={formatMessage(REACT_MESSAGES.NO_TOKENS_DESCRIPTION, {
          network: caipNetwork?.name ?? '',
        })}
      />
    )
  return (
    <div style={COLUMN_STYLE}>
      <div style={TOTAL_STYLE}>
        <Text as="span" variant="small" tone="secondary">
          {REACT_MESSAGES.TOKENS_TOTAL}
        </Text>
        <Text as="span" variant="title">
          {formatUsd(getTokenBalancesTotal(balances))}
        </Text>
      </div>
      <ul className="atr-token-list" style={LIST_STYLE}>
        {balances.map((balance) => (
          <li key={balance.address ?? `${balance.chainId}:native`}>
            <TokenListItem
              name={balance.name}
              amount={formatGroupedBalance(balance.quantity.numeric, balance.symbol)}
              value={formatUsd(getTokenBalanceValue(balance))}
              iconUrl={balance.iconUrl}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

const COLUMN_STYLE = { display: 'flex', flexDirection: 'column', gap: 8 } as const
const TOTAL_STYLE = {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 8,
  paddingInline: 12,
} as const
const LIST_STYLE = { margin: 0, padding: 0 } as const
