import { type CaipNetworkId, formatCaipAddress } from '@atrium/common'
import type { AdapterAccount } from '@atrium/core'
import type { BitcoinWalletAccount } from '../wallets/BitcoinWalletConnector.js'

/**
 * The session's accounts in CAIP-10 form: the payment address first (the active account: balances
 * and sends use it), then the ordinals address; one entry per address (Unisat and OKX share one
 * address for both). The payment account has core's `'payment'` type; core has no type for an
 * ordinals account, which keeps the default.
 */
export function toAdapterAccounts(
  accounts: readonly BitcoinWalletAccount[],
  networkId: CaipNetworkId<'bip122'>,
): AdapterAccount<'bip122'>[] {
  const ordered = [
    ...accounts.filter((account) => account.purpose === 'payment'),
    ...accounts.filter((account) => account.purpose === 'ordinals'),
  ]
  const seen = new Set<string>()
  return ordered.flatMap((account) => {
    if (seen.has(account.address)) return []
    seen.add(account.address)
    return [
      {
        caipAddress: formatCaipAddress(networkId, account.address),
        type: account.purpose === 'payment' ? 'payment' : undefined,
        publicKey: account.publicKey,
        path: account.path,
      },
    ]
  })
}
