import { base58Encode } from '@polkadot/util-crypto/base58'
import type { PublicKey } from '@solana/web3.js'
import type { SolanaAccount } from './createSolanaLedger.js'
import { type ParsedAccountData, parseSolanaAccountData } from './parseSolanaAccountData.js'
import {
  invalidParam,
  invalidParams,
  readChoice,
  readCount,
  SOLANA_RPC_ERROR_CODES,
  SolanaRpcError,
} from './readSolanaRpcParams.js'

/** Account encodings of the RPC; `binary` (the default) is a bare base58 string. */
export const SOLANA_ACCOUNT_ENCODINGS = ['binary', 'base58', 'base64', 'base64+zstd', 'jsonParsed'] as const

/** An account data encoding. */
export type SolanaAccountEncoding = (typeof SOLANA_ACCOUNT_ENCODINGS)[number]

/** Above this size the RPC refuses base58, whose cost grows with the square of the length. */
const MAX_BASE58_BYTES = 128

const BASE58_TOO_LARGE = `Encoded binary (base 58) data should be less than ${MAX_BASE58_BYTES} bytes, please use Base64 encoding.`

/** How account data is to be encoded: the `encoding` and `dataSlice` of a request's configuration. */
export type SolanaAccountEncodingOptions = {
  encoding: SolanaAccountEncoding
  dataSlice: { offset: number; length: number } | undefined
}

/** An account as the RPC returns it (`UiAccount`). */
export type UiAccount = {
  data: string | [string, string] | ParsedAccountData
  executable: boolean
  lamports: bigint
  owner: string
  rentEpoch: bigint
  space: number
}

/** Reads `encoding` and `dataSlice` from a configuration, with the RPC's default encoding. */
export function readAccountEncodingOptions(
  config: Record<string, unknown>,
  fallback: SolanaAccountEncoding = 'binary',
): SolanaAccountEncodingOptions {
  const encoding = readChoice(config, 'encoding', SOLANA_ACCOUNT_ENCODINGS, fallback)
  if (encoding === 'base64+zstd') {
    throw invalidParam('encoding "base64+zstd" is not supported by the Atrium devnet, use "base64"')
  }
  const slice = config.dataSlice
  if (slice === undefined || slice === null) return { encoding, dataSlice: undefined }
  if (typeof slice !== 'object') throw invalidParams('dataSlice must be an object { offset, length }')
  const { offset, length } = slice as Record<string, unknown>
  const dataSlice = {
    offset: readCount(offset, 'dataSlice.offset'),
    length: readCount(length, 'dataSlice.length'),
  }
  if (encoding === 'jsonParsed') {
    throw new SolanaRpcError(
      SOLANA_RPC_ERROR_CODES.invalidParams,
      'Sliced account data can only be encoded using binary (base 58) or base64 encoding.',
    )
  }
  if (isBase58(encoding) && dataSlice.length > MAX_BASE58_BYTES) {
    throw new SolanaRpcError(SOLANA_RPC_ERROR_CODES.invalidParams, BASE58_TOO_LARGE)
  }
  return { encoding, dataSlice }
}

/**
 * Refuses, as the RPC's account reads do (`-32600`), to answer data over 128 bytes in base58.
 * Notifications do not refuse: their data carries the RPC's placeholder text instead.
 */
export function assertBase58Encodable(account: SolanaAccount, options: SolanaAccountEncodingOptions): void {
  if (isBase58(options.encoding) && sliceData(account, options).length > MAX_BASE58_BYTES) {
    throw new SolanaRpcError(SOLANA_RPC_ERROR_CODES.invalidRequest, BASE58_TOO_LARGE)
  }
}

/** The RPC form of `account`; `getMintDecimals` resolves token amounts for `jsonParsed`. */
export function encodeSolanaAccount(
  account: SolanaAccount,
  options: SolanaAccountEncodingOptions,
  getMintDecimals: (mint: PublicKey) => number | undefined,
): UiAccount {
  return {
    data: encodeAccountData(account, options, getMintDecimals),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: account.rentEpoch,
    space: account.data.length,
  }
}

function encodeAccountData(
  account: SolanaAccount,
  options: SolanaAccountEncodingOptions,
  getMintDecimals: (mint: PublicKey) => number | undefined,
): UiAccount['data'] {
  if (options.encoding === 'jsonParsed') {
    const parsed = parseSolanaAccountData(account, getMintDecimals)
    if (parsed !== null) return parsed
  }
  const data = sliceData(account, options)
  if (isBase58(options.encoding)) {
    const text =
      data.length > MAX_BASE58_BYTES ? 'error: data too large for bs58 encoding' : base58Encode(data)
    return options.encoding === 'binary' ? text : [text, 'base58']
  }
  return [Buffer.from(data).toString('base64'), 'base64']
}

function sliceData(account: SolanaAccount, options: SolanaAccountEncodingOptions): Uint8Array {
  const { dataSlice } = options
  return dataSlice === undefined
    ? account.data
    : account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
}

function isBase58(encoding: SolanaAccountEncoding): boolean {
  return encoding === 'binary' || encoding === 'base58'
}
