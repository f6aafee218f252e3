'use client'

import { REACT_MESSAGES } from '@atrium/common'
import { getTabId, getTabPanelId, Tabs } from '@atrium/ui'
import { useId, useState } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { TokensTab } from './TokensTab.js'

const TOKENS = 'tokens'

/**
 * The Account view's tabs over what the account holds. Only Tokens exists so far (a tab that is not
 * built is not drawn), and only when the instance reaches the Blockchain API (a project id).
 */
export function AccountTabs() {
  const { fetchTokenBalances } = useAppKitContext()
  const idPrefix = useId()
  const [selected, setSelected] = useState(TOKENS)
  if (fetchTokenBalances === undefined) return null
  return (
    <section style={SECTION_STYLE}>
      <Tabs
        label={REACT_MESSAGES.ACCOUNT_TABS}
        tabs={[{ id: TOKENS, label: REACT_MESSAGES.TOKENS_TAB }]}
        selected={selected}
        onSelect={setSelected}
        idPrefix={idPrefix}
      />
      <div role="tabpanel" id={getTabPanelId(idPrefix, TOKENS)} aria-labelledby={getTabId(idPrefix, TOKENS)}>
        <TokensTab fetchTokenBalances={() => fetchTokenBalances()} />
      </div>
    </section>
  )
}

const SECTION_STYLE = { display: 'flex', flexDirection: 'column', gap: 12, alignSelf: 'stretch' } as const
