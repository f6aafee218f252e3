import type { AccountType, Namespace } from '@atrium/common'

/**
 * [ACCT-002] One account of a connected wallet (SPEC §3 "Account"). `type` may be `'payment'`
 * (a bitcoin payment address), which a user can never choose as preferred type (A-12, ACCT-003).
 */
export type Account = {
  readonly namespace: Namespace
  readonly address: string
  readonly type: AccountType
  readonly publicKey?: string | undefined
  /** Derivation path, when the wallet reports one (bitcoin). */
  readonly path?: string | undefined
}
