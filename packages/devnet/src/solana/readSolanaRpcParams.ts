import { base58Decode } from '@polkadot/util-crypto/base58'
import { PublicKey } from '@solana/web3.js'

/** JSON-RPC 2.0 codes and the custom codes of the Solana RPC this devnet answers with. */
export const SOLANA_RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const

/** An error answer of the RPC; method handlers throw it and the servers turn it into `{ error }`. */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** `-32602` with the RPC's "Invalid params: …" prefix for malformed arguments. */
export function invalidParams(reason: string): SolanaRpcError {
  return new SolanaRpcError(SOLANA_RPC_ERROR_CODES.invalidParams, `Invalid params: ${reason}`)
}

/** `-32602` with the RPC's "Invalid param: …" prefix for a well-formed argument with a bad value. */
export function invalidParam(reason: string): SolanaRpcError {
  return new SolanaRpcError(SOLANA_RPC_ERROR_CODES.invalidParams, `Invalid param: ${reason}`)
}

/** The positional params of a request; the Solana RPC takes an array (or nothing). */
export function readParams(params: unknown): unknown[] {
  if (params === undefined || params === null) return []
  if (!Array.isArray(params)) throw invalidParams('params must be an array')
  return params
}

/** The required param at `index`, or "Invalid params: missing …". */
export function readRequired(params: unknown[], index: number, name: string): unknown {
  const value = params[index]
  if (value === undefined || value === null) throw invalidParams(`missing ${name} (param ${index})`)
  return value
}

/** A string param. */
export function readString(value: unknown, name: string): string {
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  return value
}

/** A base58 public key param. */
export function readPublicKey(value: unknown, name: string): PublicKey {
  const text = readString(value, name)
  try {
    return new PublicKey(text)
  } catch {
    throw invalidParam(`${name} "${text}" is not a base58 public key of 32 bytes`)
  }
}

/** A base58 transaction signature param (64 bytes). */
export function readSignature(value: unknown, name: string): string {
  const text = readString(value, name)
  let length = 0
  try {
    length = base58Decode(text).length
  } catch {
    // Not base58: reported below with the length check.
  }
  if (length !== 64) throw invalidParam(`${name} "${text}" is not a base58 signature of 64 bytes`)
  return text
}

/** A non-negative safe integer param (a length, an amount of lamports, a limit). */
export function readCount(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`${name} must be a non-negative integer`)
  }
  return value
}

/** An optional non-negative integer field of a configuration. */
export function readOptionalCount(config: Record<string, unknown>, key: string): number | undefined {
  const value = config[key]
  return value === undefined || value === null ? undefined : readCount(value, key)
}

/** The optional configuration object at `index`; absent or `null` reads as `{}`. */
export function readConfig(params: unknown[], index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams(`the configuration (param ${index}) must be an object`)
  }
  return value as Record<string, unknown>
}

/** An optional boolean field of a configuration. */
export function readFlag(config: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = config[key]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'boolean') throw invalidParams(`${key} must be a boolean`)
  return value
}

/** An optional enumerated field of a configuration. */
export function readChoice<choice extends string>(
  config: Record<string, unknown>,
  key: string,
  choices: readonly choice[],
  fallback: choice,
): choice {
  const value = config[key]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw invalidParams(`${key} must be one of ${choices.map((choice) => `"${choice}"`).join(', ')}`)
  }
  return value as choice
}

/** Commitment levels the RPC accepts, including the deprecated aliases web3.js still sends. */
const COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max']

/**
 * Checks the `commitment` (or `key`, e.g. `preflightCommitment`) of a configuration. Every slot of the local chain is rooted at once, so
 * each level is reached when a transaction is processed and the value changes nothing else.
 */
export function readCommitment(config: Record<string, unknown>, key = 'commitment'): void {
  readChoice(config, key, COMMITMENTS, 'finalized')
}

/** Checks `commitment` and `minContextSlot`; a `minContextSlot` ahead of the chain is refused as the RPC does. */
export function readContextConfig(config: Record<string, unknown>, currentSlot: number): void {
  readCommitment(config)
  const minContextSlot = config.minContextSlot
  if (minContextSlot === undefined || minContextSlot === null) return
  if (readCount(minContextSlot, 'minContextSlot') > currentSlot) {
    throw new SolanaRpcError(
      SOLANA_RPC_ERROR_CODES.minContextSlotNotReached,
      'Minimum context slot has not been reached',
      { contextSlot: currentSlot },
    )
  }
}
