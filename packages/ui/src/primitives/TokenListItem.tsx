'use client'

import { ListItem } from './ListItem.js'
import { NetworkImage } from './NetworkImage.js'

export type TokenListItemProps = {
  /** The token's name, the row's title. */
  name: string
  /** The quantity held with its symbol, formatted ('1,000 DUSD'). */
  amount: string
  /** The quantity's worth, formatted ('$1,000.00'); aligned at the row's end. */
  value: string
  /** The token's icon; its first letter shows when it is absent or fails to load. */
  iconUrl?: string | undefined
}

/** A token the account holds: icon, name, amount, and its value at the end of the row. */
export function TokenListItem({ name, amount, value, iconUrl }: TokenListItemProps) {
  return (
    <ListItem
      title={name}
      // Isolated, so '1,000 DUSD' keeps its order in a right-to-left page.
      description={<bdi>{amount}</bdi>}
      leading={<NetworkImage name={name} imageUrl={iconUrl} size={40} decorative />}
      trailing={<bdi className="atr-token-value">{value}</bdi>}
    />
  )
}
