import { PublicKey } from '@solana/web3.js'
import type { TransactionMetadata } from 'litesvm/dist/internal.js'

/** An instruction a program invoked, with indexes into the transaction's account keys. */
export type SolanaInnerInstruction = {
  programIdIndex: number
  accounts: number[]
  data: Uint8Array
  /** 2 for a direct invocation by a top-level instruction, deeper for nested ones. */
  stackHeight: number
}

/** The inner instructions of one top-level instruction. */
export type SolanaInnerInstructions = { index: number; instructions: SolanaInnerInstruction[] }

/** What a processed or simulated transaction did, beyond its accounts. */
export type SolanaExecution = {
  logs: string[]
  innerInstructions: SolanaInnerInstructions[]
  computeUnitsConsumed: bigint
  /** The last `sol_set_return_data` of the transaction, `null` when none was set. */
  returnData: { programId: PublicKey; data: Uint8Array } | null
}

/** Reads litesvm's metadata into plain data (its objects are handles into native memory). */
export function readSolanaExecution(meta: TransactionMetadata): SolanaExecution {
  const innerInstructions: SolanaInnerInstructions[] = []
  meta.innerInstructions().forEach((list, index) => {
    if (list.length === 0) return
    innerInstructions.push({
      index,
      instructions: list.map((inner) => {
        const instruction = inner.instruction()
        return {
          programIdIndex: instruction.programIdIndex(),
          accounts: [...instruction.accounts()],
          data: instruction.data(),
          stackHeight: inner.stackHeight(),
        }
      }),
    })
  })
  const returnData = meta.returnData()
  const data = returnData.data()
  return {
    logs: meta.logs(),
    innerInstructions,
    computeUnitsConsumed: meta.computeUnitsConsumed(),
    returnData: data.length === 0 ? null : { programId: new PublicKey(returnData.programId()), data },
  }
}
