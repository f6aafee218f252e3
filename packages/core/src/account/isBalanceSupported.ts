import { BALANCE_NAMESPACES, type Namespace } from '@atrium/common'

/**
 * [ACCT-013] Whether a namespace's wallet may report its own balances (`wallet_getAssets`): only
 * `'eip155'` and `'solana'`. The Blockchain API's balances are read on every namespace (issue 15).
 */
export function isBalanceSupported(namespace: Namespace): boolean {
  return (BALANCE_NAMESPACES as readonly Namespace[]).includes(namespace)
}
