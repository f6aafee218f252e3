/** [VAL-005] Keccak-256 rate (block size) in bytes. */
export const KECCAK_BLOCK_BYTES = 136

/** [VAL-005] Keccak-256 output size in bytes. */
export const KECCAK_OUTPUT_BYTES = 32

/** [VAL-006] Entries kept by the checksum-address cache. */
export const ADDRESS_CACHE_MAX_ENTRIES = 8_192

/** [RPC-032] Largest number of reads an RLP decoder may make (guards against recursion bombs). */
export const RLP_READ_LIMIT_COUNT = 8_192

/** [RPC-033] Largest payload of one EIP-4844 blob, in bytes. */
export const BLOB_SIZE_LIMIT_BYTES = 761_855

/** [VAL-012] EVM chain ids must be below this value (2^31). */
export const EVM_CHAIN_ID_LIMIT = 2_147_483_648

/** [RPC-021] 2^256-1, the largest fee cap a node accepts. */
export const MAX_UINT256 = 2n ** 256n - 1n
