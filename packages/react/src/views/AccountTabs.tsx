'use client'

import { REACT_MESSAGES } from '@atrium/common'
import { getTabId, getTabPanelId, Tabs } from '@atrium/ui'
import { useId, useState } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { ActivityTab } from './ActivityTab.js'
import { TokensTab } from './TokensTab.js'

const TOKENS = 'tokens'
const ACTIVITY = 'activity'

/**
 * The Account view's tabs over what the account holds (Tokens) and what it did (Activity), drawn
 * only when the instance reaches the Blockchain API (a project id). Only the selected tab's panel
 * is mounted, so the history is read when Activity is first chosen.
 */
export function AccountTabs() {
  const { fetchTokenBalances, transactionHistory } = useAppKitContext()
  const idPrefix = useId()
  const [selected, setSelected] = useState(TOKENS)
  if (fetchTokenBalances === undefined) return null
  const tabs = [
    { id: TOKENS, label: REACT_MESSAGES.TOKENS_TAB },
    ...(transactionHistory === undefined ? [] : [{ id: ACTIVITY, label: REACT_MESSAGES.ACTIVITY_TAB }]),
  ]
  return (
    <section style={SECTION_STYLE}>
      <Tabs
        label={REACT_MESSAGES.ACCOUNT_TABS}
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
        idPrefix={idPrefix}
      />
      <div
        role="tabpanel"
        id={getTabPanelId(idPrefix, selected)}
        aria-labelledby={getTabId(idPrefix, selected)}
      >
        {selected === ACTIVITY && transactionHistory !== undefined ? (
          <ActivityTab history={transactionHistory} />
        ) : (
          <TokensTab fetchTokenBalances={() => fetchTokenBalances()} />
        )}
      </div>
    </section>
  )
}

const SECTION_STYLE = { display: 'flex', flexDirection: 'column', gap: 12, alignSelf: 'stretch' } as const
