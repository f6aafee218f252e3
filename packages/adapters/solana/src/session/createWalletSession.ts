import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardEvents, type StandardEventsFeature } from '@wallet-standard/features'
import { isSolanaAccount } from './toAdapterAccounts.js'

/** A wallet connection the adapter holds: which wallet, the accounts it gave, the active one first. */
export type WalletSession = {
  readonly connectorId: string
  readonly wallet: Wallet
  /** The Solana accounts the wallet gave; updated from its change events. */
  readonly accounts: () => readonly [WalletAccount, ...WalletAccount[]]
  /** Stops listening to the wallet. */
  readonly stop: () => void
}

/** What a wallet's `change` event means for the session. */
export type WalletSessionChange =
  | { readonly type: 'accounts'; readonly accounts: readonly [WalletAccount, ...WalletAccount[]] }
  | { readonly type: 'ended' }

function sameAddresses(left: readonly WalletAccount[], right: readonly WalletAccount[]): boolean {
  return (
    left.length === right.length && left.every((account, index) => account.address === right[index]?.address)
  )
}

/**
 * Holds a session with `wallet` over `accounts` and follows the wallet's `standard:events`:
 * `onChange` hears new accounts (another address list, e.g. the user switched account) or the end
 * of the session (no Solana account left: the user disconnected in the wallet). Changes that
 * leave the addresses as they are (a wallet re-emitting, chains or features changing) are not
 * reported. A wallet without `standard:events` never reports.
 */
export function createWalletSession(parameters: {
  readonly connectorId: string
  readonly wallet: Wallet
  readonly accounts: readonly [WalletAccount, ...WalletAccount[]]
  readonly onChange: (change: WalletSessionChange) => void
}): WalletSession {
  let accounts = parameters.accounts
  let active = true
  const events = (parameters.wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
  const off = events?.on('change', (properties) => {
    if (!active || properties.accounts === undefined) return
    const next = properties.accounts.filter(isSolanaAccount)
    const [first, ...rest] = next
    if (first === undefined) {
      active = false
      off?.()
      parameters.onChange({ type: 'ended' })
      return
    }
    if (sameAddresses(next, accounts)) return
    accounts = [first, ...rest]
    parameters.onChange({ type: 'accounts', accounts })
  })
  return {
    connectorId: parameters.connectorId,
    wallet: parameters.wallet,
    accounts: () => accounts,
    stop: () => {
      active = false
      off?.()
    },
  }
}
