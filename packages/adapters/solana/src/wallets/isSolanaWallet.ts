import type { Wallet } from '@wallet-standard/base'
import { StandardConnect } from '@wallet-standard/features'

/**
 * True for a Wallet Standard wallet this adapter can connect: it announces a `solana:` chain and
 * has `standard:connect`. EVM-only, Sui or Bitcoin wallets registered on the same page are skipped.
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    typeof wallet.features[StandardConnect] === 'object' &&
    wallet.features[StandardConnect] !== null
  )
}
