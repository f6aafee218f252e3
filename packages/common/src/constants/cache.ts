/** [STORE-015] Lifetime of a cached portfolio balance. */
export const PORTFOLIO_CACHE_LIFETIME_MS = 30_000

/** [STORE-015] Lifetime of a cached native balance. */
export const NATIVE_BALANCE_CACHE_LIFETIME_MS = 30_000

/** [STORE-015] Lifetime of a cached ENS name. */
export const ENS_CACHE_LIFETIME_MS = 300_000

/** [STORE-015] Lifetime of a cached identity (name and avatar). */
export const IDENTITY_CACHE_LIFETIME_MS = 300_000
