/** The id of a wallet whose name has no letter or digit. */
const FALLBACK_WALLET_ID = 'wallet'

/**
 * [CONNECTOR-005] The connector id of a Wallet Standard wallet, derived from its name (the
 * standard gives wallets no id): lower case, each run of characters other than letters and digits
 * (any script) turned into one '-', accents dropped. 'Phantom' → 'phantom', 'Atrium Test Wallet' →
 * 'atrium-test-wallet', 'Trust Wallet' → 'trust-wallet'. Stable across reloads, so core's stored
 * connector id finds the wallet again.
 */
export function toSolanaWalletId(name: string): string {
  const id = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
  return id === '' ? FALLBACK_WALLET_ID : id
}
