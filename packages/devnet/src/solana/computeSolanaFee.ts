import type { PublicKey, VersionedMessage } from '@solana/web3.js'
import { COMPUTE_BUDGET_PROGRAM_ID } from './solanaProgramIds.js'

/** The base fee per signature of Solana clusters, which litesvm charges too. */
export const LAMPORTS_PER_SIGNATURE = 5000n

/** Compute limits of the runtime: a transaction's cap, and the default per (non-)builtin instruction. */
const MAX_COMPUTE_UNIT_LIMIT = 1_400_000n
const DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT = 200_000n
const DEFAULT_BUILTIN_INSTRUCTION_COMPUTE_UNIT_LIMIT = 3_000n

/** Compute Budget instruction tags. */
const SET_COMPUTE_UNIT_LIMIT = 2
const SET_COMPUTE_UNIT_PRICE = 3

const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n

export type ComputeSolanaFeeParameters = {
  message: VersionedMessage
  /** True for programs owned by the native loader, whose instructions get a smaller default limit. */
  isBuiltinProgram(programId: PublicKey): boolean
}

/**
 * The fee a transaction pays, as the runtime charges it: `LAMPORTS_PER_SIGNATURE` per required
 * signature plus the priority fee `ceil(compute unit price × compute unit limit / 10^6)`. The limit is
 * the one requested through the Compute Budget program, else the runtime's per-instruction default.
 * litesvm reports no fee, so `getFeeForMessage` and the `fee` of `getTransaction` come from here.
 */
export function computeSolanaFee(parameters: ComputeSolanaFeeParameters): bigint {
  const { message, isBuiltinProgram } = parameters
  let requestedLimit: bigint | undefined
  let price = 0n
  let defaultLimit = 0n
  for (const instruction of message.compiledInstructions) {
    const programId = message.staticAccountKeys[instruction.programIdIndex]
    if (programId === undefined) continue
    const data = instruction.data
    if (programId.equals(COMPUTE_BUDGET_PROGRAM_ID)) {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
      if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length >= 5)
        requestedLimit = BigInt(view.getUint32(1, true))
      if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9) price = view.getBigUint64(1, true)
    }
    defaultLimit += isBuiltinProgram(programId)
      ? DEFAULT_BUILTIN_INSTRUCTION_COMPUTE_UNIT_LIMIT
      : DEFAULT_INSTRUCTION_COMPUTE_UNIT_LIMIT
  }
  const limit = minimum(requestedLimit ?? defaultLimit, MAX_COMPUTE_UNIT_LIMIT)
  const priorityFee = (price * limit + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures) + priorityFee
}

function minimum(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}
