import { keccak_256 } from '@noble/hashes/sha3.js'
import { describe, expect, it } from 'vitest'
import {
  ADDRESS_CACHE_MAX_ENTRIES,
  BLOB_SIZE_LIMIT_BYTES,
  EVM_CHAIN_ID_LIMIT,
  KECCAK_BLOCK_BYTES,
  KECCAK_OUTPUT_BYTES,
  MAX_UINT256,
  RLP_READ_LIMIT_COUNT,
} from './evm.js'

describe('EVM constants', () => {
  it('[VAL-005] checksums use Keccak-256: 136-byte block, 32-byte output', () => {
    expect(KECCAK_BLOCK_BYTES).toBe(136)
    expect(KECCAK_OUTPUT_BYTES).toBe(32)
    expect(keccak_256.blockLen).toBe(KECCAK_BLOCK_BYTES)
    expect(keccak_256.outputLen).toBe(KECCAK_OUTPUT_BYTES)
  })

  it('[VAL-006] the checksum address cache holds 8192 entries', () => {
    expect(ADDRESS_CACHE_MAX_ENTRIES).toBe(8_192)
  })

  it('[RPC-032] the RLP read limit is 8192', () => {
    expect(RLP_READ_LIMIT_COUNT).toBe(8_192)
  })

  it('[RPC-033] the blob size limit is 761855 bytes', () => {
    expect(BLOB_SIZE_LIMIT_BYTES).toBe(761_855)
  })

  it('[VAL-012] EVM chain ids must be below 2^31', () => {
    expect(EVM_CHAIN_ID_LIMIT).toBe(2 ** 31)
  })

  it('[RPC-021] MAX_UINT256 is 2^256-1', () => {
    expect(MAX_UINT256).toBe(2n ** 256n - 1n)
    expect(MAX_UINT256.toString(16)).toBe('f'.repeat(64))
  })
})
