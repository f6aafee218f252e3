'use client'

import { REACT_MESSAGES } from '@atrium/common'
import { Input } from '@atrium/ui'
import { useEffect, useState } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useWalletRowsInput } from '../hooks/useWalletRowsInput.js'
import { AllWalletsGrid } from './AllWalletsGrid.js'

/**
 * The AllWallets view: a search field over every wallet the user can pick, in a virtualized grid
 * (`AllWalletsGrid`). It asks the directory for its first page if the Connect view has not; a
 * search goes to core (at most 100 results, shown no sooner than 300 ms after it started, tracked
 * as `SEARCH_WALLET`), which drops answers to earlier texts. Leaving the view clears the search, so
 * the Connect view and the next visit start from the whole list.
 */
export function AllWalletsView() {
  const appKit = useAppKitContext()
  const input = useWalletRowsInput()
  const [text, setText] = useState('')
  useEffect(() => {
    void appKit.walletList?.prefetch()
    return () => void appKit.walletList?.search('')
  }, [appKit])
  return (
    <>
      <Input
        label={REACT_MESSAGES.SEARCH_WALLET}
        hideLabel
        icon="search"
        type="search"
        inputMode="search"
        autoComplete="off"
        placeholder={REACT_MESSAGES.SEARCH_WALLET}
        value={text}
        onChange={(value) => {
          setText(value)
          void appKit.walletList?.search(value)
        }}
      />
      <AllWalletsGrid input={input} />
    </>
  )
}
