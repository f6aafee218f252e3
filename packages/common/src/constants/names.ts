/** [NAME-009] Suffix of account names. */
export const ACCOUNT_NAME_SUFFIX = '.reown.id'

/** [NAME-009] Legacy suffix, still recognised. */
export const LEGACY_ACCOUNT_NAME_SUFFIX = '.wcn.id'

/** [VAL-001] Shortest account-name label (the part before the suffix). */
export const ACCOUNT_NAME_MIN_CHARS = 4

/** [NAME-006] Flag OR-ed with the chain id to get the registration `coin_type` (ENSIP-11). */
export const COIN_TYPE_FLAG = 0x80000000

/** [NAME-018] Fixed `zone` of name-suggestion requests: the zone of `ACCOUNT_NAME_SUFFIX`. */
export const NAME_SUGGESTION_ZONE = 'reown.id'

/** [NAME-016] Namespaces with an account-name service (names are registered on EVM chains only). */
export const NAME_SERVICE_NAMESPACES = ['eip155'] as const
