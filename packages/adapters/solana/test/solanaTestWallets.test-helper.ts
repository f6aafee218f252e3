import { SOLANA_DEV_ACCOUNTS, type SolanaDevAccount } from '@atrium/devnet'
import {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
} from '@atrium/testing'
import { getSolanaChain } from './devnetSolana.test-helper.js'

/** A funded dev account of the local chain. */
export function devAccount(index: number): SolanaDevAccount {
  const account = SOLANA_DEV_ACCOUNTS[index]
  if (account === undefined) throw new Error(`no Solana dev account ${index}`)
  return account
}

/**
 * Registers a Solana test wallet on `window`, on the local chain, and returns it with the function
 * that unregisters it (call it after the test: the page's Wallet Standard registry outlives tests).
 */
export function registerTestWallet(
  parameters: Partial<CreateSolanaTestWalletParameters> & { readonly secretKey: Uint8Array },
): { wallet: SolanaTestWallet; unregister: () => void } {
  const chain = getSolanaChain()
  const wallet = createSolanaTestWallet({ rpcUrl: chain.rpcUrl, chains: [chain.networkId], ...parameters })
  return { wallet, unregister: wallet.register(window) }
}
