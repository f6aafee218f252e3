import { REACT_MESSAGES } from '@atrium/common'
import type { WalletRow } from '@atrium/core'

/** The tag a wallet shows: 'Recent' (CONNECTOR-015) before 'Installed'; none for the others. */
export function getWalletRowTag(row: Pick<WalletRow, 'recent' | 'installed'>): string | undefined {
  if (row.recent) return REACT_MESSAGES.WALLET_TAG_RECENT
  if (row.installed) return REACT_MESSAGES.WALLET_TAG_INSTALLED
  return undefined
}
