'use client'

import { REACT_MESSAGES } from '@atrium/common'
import { IconButton, Input } from '@atrium/ui'
import { useEffect, useState } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useWalletRowsInput } from '../hooks/useWalletRowsInput.js'
import { AllWalletsGrid } from './AllWalletsGrid.js'
import { isDeepLinkPlatform } from './isDeepLinkPlatform.js'
import { showPairingQrCode } from './showPairingQrCode.js'

/**
 * The AllWallets view: a search field over every wallet the user can pick, in a virtualized grid
 * (`AllWalletsGrid`). It asks the directory for its first page if the Connect view has not; a
 * search goes to core (at most 100 results, shown no sooner than 300 ms after it started, tracked
 * as `SEARCH_WALLET`), which drops answers to earlier texts. Leaving the view clears the search, so
 * the Connect view and the next visit start from the whole list. On a phone, where a tile opens its
 * wallet by deep link, a QR button beside the search offers the code to scan with another device.
 */
export function AllWalletsView() {
  const appKit = useAppKitContext()
  const input = useWalletRowsInput()
  const [text, setText] = useState('')
  const [deepLinks] = useState(() => isDeepLinkPlatform(appKit))
  useEffect(() => {
    void appKit.walletList?.prefetch()
    return () => void appKit.walletList?.search('')
  }, [appKit])
  const search = (
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
  )
  return (
    <>
      {deepLinks ? (
        <div style={SEARCH_ROW_STYLE}>
          <div style={SEARCH_FIELD_STYLE}>{search}</div>
          <IconButton
            label={REACT_MESSAGES.SHOW_QR_CODE}
            icon="qr"
            onClick={() => showPairingQrCode(appKit)}
          />
        </div>
      ) : (
        search
      )}
      <AllWalletsGrid input={input} />
    </>
  )
}

const SEARCH_ROW_STYLE = { display: 'flex', alignItems: 'flex-end', gap: 8 } as const
const SEARCH_FIELD_STYLE = { flex: 1, minWidth: 0 } as const
