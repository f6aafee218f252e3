import { BALANCE_NAMESPACES, type Namespace } from '@atrium/common'

/** [ACCT-013] Wallet (token) balances are supported only on `'eip155'` and `'solana'`. */
export function isBalanceSupported(namespace: Namespace): boolean {
  return (BALANCE_NAMESPACES as readonly Namespace[]).includes(namespace)
}
