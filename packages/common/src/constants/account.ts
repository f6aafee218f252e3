/** [ACCT-002] Types an account object may have (`payment` is bitcoin's, never chosen by a user, A-12). */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment'] as const

/** An account object's type. */
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** [ACCT-003][ACCT-004] The account types a user can have or choose. */
export const PREFERRED_ACCOUNT_TYPES = ['eoa', 'smartAccount'] as const

/** A preferred account type. */
export type PreferredAccountType = (typeof PREFERRED_ACCOUNT_TYPES)[number]

/** [ACCT-011] After a failed balance fetch, further fetches are skipped for this long. */
export const BALANCE_RETRY_BACKOFF_MS = 30_000

/** [ACCT-013] Namespaces whose wallet balances (reported by the wallet itself) are supported. */
export const BALANCE_NAMESPACES = ['eip155', 'solana'] as const
