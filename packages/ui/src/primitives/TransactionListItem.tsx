'use client'

import { Icon } from './Icon.js'
import { ListItem } from './ListItem.js'
import { NetworkImage } from './NetworkImage.js'

/** A token (or NFT) a transaction moved, as its row draws it. */
export type TransactionListItemImage = {
  /** The token's name: the fallback letter when the image is absent or fails to load. */
  readonly name: string
  readonly url?: string | undefined
}

export type TransactionListItemProps = {
  /** What happened, e.g. 'Received DUSD'. */
  title: string
  /** When, e.g. '3 d'. */
  date: string
  /** The amount moved with its sign and symbol ('+1,000 DUSD'); at the row's end. */
  amount?: string | undefined
  /** Which way the assets went: the arrow on the icon, and the amount's colour for 'in'. */
  direction: 'in' | 'out' | 'other'
  /** The tokens moved: the first drawn large, a second one overlapping it. */
  images: readonly TransactionListItemImage[]
}

const DIRECTION_ICONS = { in: 'receive', out: 'send', other: 'refresh' } as const

/** A transaction of the account's activity: token icon(s) with the direction, title, date and amount. */
export function TransactionListItem({ title, date, amount, direction, images }: TransactionListItemProps) {
  const [first, second] = images
  return (
    <ListItem
      title={title}
      description={date}
      leading={
        <span className="atr-transaction-images">
          {second === undefined ? (
            <NetworkImage name={first?.name ?? title} imageUrl={first?.url} size={40} decorative />
          ) : (
            <span className="atr-transaction-image-pair">
              <NetworkImage name={first?.name ?? title} imageUrl={first?.url} size={28} decorative />
              <NetworkImage name={second.name} imageUrl={second.url} size={28} decorative />
            </span>
          )}
          <span className={`atr-transaction-direction atr-transaction-direction--${direction}`}>
            <Icon name={DIRECTION_ICONS[direction]} size={12} />
          </span>
        </span>
      }
      trailing={
        amount === undefined ? undefined : (
          <span className={`atr-transaction-amount atr-transaction-amount--${direction}`}>{amount}</span>
        )
      }
    />
  )
}
