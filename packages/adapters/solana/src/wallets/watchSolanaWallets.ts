import type { WalletDescriptor } from '@atrium/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet } from './isSolanaWallet.js'
import { toSolanaWalletId } from './toSolanaWalletId.js'

/** A registered Solana wallet and the connector id the adapter lists it under. */
export type SolanaWalletEntry = { readonly id: string; readonly wallet: Wallet }

/** What `watchSolanaWallets` returns. */
export type SolanaWalletWatcher = {
  /** The registered Solana wallets, one per id, in registration order. */
  readonly entries: () => readonly SolanaWalletEntry[]
  /** The wallet list as core wants it; the same array until the list changes. */
  readonly descriptors: () => readonly WalletDescriptor[]
  /** Stops listening for registrations. */
  readonly stop: () => void
}

function toDescriptor({ id, wallet }: SolanaWalletEntry): WalletDescriptor {
  // Wallet Standard wallets announce themselves, like EIP-6963 ones: listed as ANNOUNCED.
  return { id, name: wallet.name, type: 'ANNOUNCED', provider: true, imageUrl: wallet.icon }
}

/**
 * Follows the Wallet Standard registry of the page (`getWallets()` of `@wallet-standard/app`):
 * the Solana wallets registered now and later, and unregistrations. Wallets are listed by an id
 * derived from their name (`toSolanaWalletId`); when two registered wallets share an id, the one
 * registered first is listed (a wallet that registers twice appears once). `onChange` runs after
 * each change of the list. Outside a browser the registry is empty.
 */
export function watchSolanaWallets(onChange: () => void): SolanaWalletWatcher {
  const registry = getWallets()
  let entries: readonly SolanaWalletEntry[] = []
  let descriptors: readonly WalletDescriptor[] = []
  let key = ''
  const refresh = (): boolean => {
    const seen = new Set<string>()
    const next: SolanaWalletEntry[] = []
    for (const wallet of registry.get()) {
      if (!isSolanaWallet(wallet)) continue
      const id = toSolanaWalletId(wallet.name)
      if (seen.has(id)) continue
      seen.add(id)
      next.push({ id, wallet })
    }
    entries = next
    const nextDescriptors = next.map(toDescriptor)
    const nextKey = JSON.stringify(nextDescriptors)
    if (nextKey === key) return false
    descriptors = nextDescriptors
    key = nextKey
    return true
  }
  refresh()
  const update = () => {
    if (refresh()) onChange()
  }
  const stops = [registry.on('register', update), registry.on('unregister', update)]
  return {
    entries: () => entries,
    descriptors: () => descriptors,
    stop: () => {
      for (const stop of stops) stop()
    },
  }
}
