'use client'

import { formatGroupedBalance } from '@atrium/common'
import { Avatar } from '@atrium/ui'
import type { ReactNode } from 'react'

// What the account button shows beyond its address. `AccountButton` imports this module the first
// time a button shows an account or starts connecting one, since nothing of it is needed to paint
// 'Connect wallet'.

/** The account's avatar at the button's 24 px. */
export function AccountAvatar({ address, imageUrl }: { address: string; imageUrl: string | undefined }) {
  return <Avatar address={address} imageUrl={imageUrl} size={24} />
}

/** The native balance, grouped by thousands (UI-010). */
export function AccountBalance({
  balance,
  symbol,
}: {
  balance: string
  symbol: string | undefined
}): ReactNode {
  return formatGroupedBalance(balance, symbol)
}
