import { type CaipNetworkId, formatCaipAddress } from '@atrium/common'
import type { AdapterAccount } from '@atrium/core'
import type { WalletAccount } from '@wallet-standard/base'

/** True for an account that may sign on Solana: one naming a `solana:` chain, or naming no chain at all. */
export function isSolanaAccount(account: WalletAccount): boolean {
  return account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:'))
}

/**
 * The Solana accounts of a wallet as core's CAIP-10 accounts on `networkId`
 * (`'solana:<genesis hash>:<base58 address>'`), in the wallet's order: the first is the active one.
 */
export function toAdapterAccounts(
  accounts: readonly WalletAccount[],
  networkId: CaipNetworkId<'solana'>,
): AdapterAccount<'solana'>[] {
  return accounts
    .filter(isSolanaAccount)
    .map((account) => ({ caipAddress: formatCaipAddress(networkId, account.address), type: 'eoa' }))
}
