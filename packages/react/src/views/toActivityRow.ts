import { formatGroupedBalance, formatMessage, formatRelativeDate, REACT_MESSAGES } from '@atrium/common'
import type { Transaction } from '@atrium/core'
import type { TransactionListItemProps } from '@atrium/ui'

type Transfer = NonNullable<Transaction['transfers']>[number]

/** What one Activity row shows of a transaction. */
export type ActivityRow = TransactionListItemProps & { readonly id: string }

type TokenTitle =
  | typeof REACT_MESSAGES.ACTIVITY_SENT
  | typeof REACT_MESSAGES.ACTIVITY_RECEIVED
  | typeof REACT_MESSAGES.ACTIVITY_TRADED
  | typeof REACT_MESSAGES.ACTIVITY_MOVED

const TITLES: Readonly<Record<string, TokenTitle>> = {
  send: REACT_MESSAGES.ACTIVITY_SENT,
  receive: REACT_MESSAGES.ACTIVITY_RECEIVED,
  trade: REACT_MESSAGES.ACTIVITY_TRADED,
}

const STATUS_TITLES: Readonly<
  Record<string, typeof REACT_MESSAGES.ACTIVITY_FAILED | typeof REACT_MESSAGES.ACTIVITY_PENDING>
> = {
  failed: REACT_MESSAGES.ACTIVITY_FAILED,
  pending: REACT_MESSAGES.ACTIVITY_PENDING,
}

function getDirection(transaction: Transaction, transfer: Transfer | undefined): ActivityRow['direction'] {
  const direction = transaction.metadata.operationType === 'send' ? 'out' : transfer?.direction
  if (transaction.metadata.operationType === 'receive' || direction === 'in') return 'in'
  return direction === 'out' ? 'out' : 'other'
}

function getTokenName(transfer: Transfer): string {
  return transfer.fungible_info?.symbol ?? transfer.nft_info?.name ?? transfer.fungible_info?.name ?? ''
}

function getTitle(transaction: Transaction, transfer: Transfer | undefined): string {
  if (transfer === undefined) return REACT_MESSAGES.ACTIVITY_EXECUTED
  const template: TokenTitle =
    TITLES[transaction.metadata.operationType] ??
    (transfer.direction === 'in'
      ? REACT_MESSAGES.ACTIVITY_RECEIVED
      : transfer.direction === 'out'
        ? REACT_MESSAGES.ACTIVITY_SENT
        : REACT_MESSAGES.ACTIVITY_MOVED)
  return formatMessage(template, { token: getTokenName(transfer) })
}

/** The amount with its sign: '+' for what came in, '-' for what went out, none for a self transfer. */
function getAmount(transfer: Transfer | undefined, direction: ActivityRow['direction']): string | undefined {
  if (transfer?.quantity === undefined) return undefined
  const sign = { in: '+', out: '-', other: '' }[direction]
  const symbol = transfer.fungible_info?.symbol
  return `${sign}${formatGroupedBalance(transfer.quantity.numeric, symbol)}`
}

/**
 * A transaction as its Activity row shows it: the direction, the icons of the tokens moved
 * (spam NFT transfers left out), 'Sent DUSD' / 'Received DUSD' and the like (with its status when
 * it failed or is pending), the amount with its sign, and how long ago it was mined (UI-013).
 */
export function toActivityRow(transaction: Transaction, now: number): ActivityRow {
  const transfers = (transaction.transfers ?? []).filter(
    (transfer) => transfer.nft_info?.flags?.is_spam !== true,
  )
  const [transfer] = transfers
  const direction = getDirection(transaction, transfer)
  const title = getTitle(transaction, transfer)
  const statusTitle = STATUS_TITLES[transaction.metadata.status]
  return {
    id: transaction.id,
    title: statusTitle === undefined ? title : formatMessage(statusTitle, { title }),
    date: formatMessage(REACT_MESSAGES.ACTIVITY_AGO, {
      time: formatRelativeDate(transaction.metadata.minedAt, now),
    }),
    amount: getAmount(transfer, direction),
    direction,
    images: transfers.slice(0, 2).map((moved) => ({
      name: getTokenName(moved),
      url: moved.fungible_info?.icon?.url ?? moved.nft_info?.content?.preview?.url ?? undefined,
    })),
  }
}
