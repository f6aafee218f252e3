import { base58Encode } from '@polkadot/util-crypto/base58'
import { PublicKey, SystemProgram } from '@solana/web3.js'
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  MEMO_PROGRAM_IDS,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from './solanaProgramIds.js'
import { toUiTokenAmount } from './toUiTokenAmount.js'

/** An instruction with its program and account keys resolved. */
export type SolanaInstructionInput = {
  programId: PublicKey
  accounts: readonly PublicKey[]
  data: Uint8Array
  /** `null` for top-level instructions, as the RPC reports them. */
  stackHeight: number | null
}

/** A `jsonParsed` instruction: parsed for the programs below, raw (base58 data) for any other. */
export type ParsedSolanaInstruction =
  | { program: string; programId: string; parsed: unknown; stackHeight: number | null }
  | { programId: string; accounts: string[]; data: string; stackHeight: number | null }

type Parsed = { type: string; info: Record<string, unknown> }

/**
 * The `jsonParsed` form of an instruction, as `getTransaction` returns it. Parsed: the System
 * transfers and account creation, the common SPL Token instructions (transfers, mint, burn, close,
 * the account setup the ATA program performs), ATA creation and memos. Everything else comes back raw,
 * which is what the RPC does for programs it has no parser for.
 */
export function parseSolanaInstruction(instruction: SolanaInstructionInput): ParsedSolanaInstruction {
  const { programId, stackHeight } = instruction
  const parsed = parseKnown(instruction)
  if (parsed !== undefined) {
    return { program: parsed.program, programId: programId.toBase58(), parsed: parsed.parsed, stackHeight }
  }
  return {
    programId: programId.toBase58(),
    accounts: instruction.accounts.map((account) => account.toBase58()),
    data: base58Encode(instruction.data),
    stackHeight,
  }
}

/** The UTF-8 text of a memo instruction, `undefined` for other programs. */
export function readMemo(instruction: SolanaInstructionInput): string | undefined {
  if (!MEMO_PROGRAM_IDS.some((id) => id.equals(instruction.programId))) return undefined
  return new TextDecoder('utf-8', { fatal: false }).decode(instruction.data)
}

function parseKnown(instruction: SolanaInstructionInput): { program: string; parsed: unknown } | undefined {
  const { programId } = instruction
  const memo = readMemo(instruction)
  if (memo !== undefined) return { program: 'spl-memo', parsed: memo }
  const parser = programId.equals(SystemProgram.programId)
    ? { program: 'system', parse: parseSystem }
    : programId.equals(TOKEN_PROGRAM_ID)
      ? { program: 'spl-token', parse: parseToken }
      : programId.equals(TOKEN_2022_PROGRAM_ID)
        ? { program: 'spl-token-2022', parse: parseToken }
        : programId.equals(ASSOCIATED_TOKEN_PROGRAM_ID)
          ? { program: 'spl-associated-token-account', parse: parseAssociatedToken }
          : undefined
  if (parser === undefined) return undefined
  let parsed: Parsed | undefined
  try {
    parsed = parser.parse(instruction)
  } catch {
    // Data too short for its layout (the instruction failed on chain): the RPC reports it raw too.
    return undefined
  }
  return parsed === undefined ? undefined : { program: parser.program, parsed }
}

function parseSystem({ accounts, data }: SolanaInstructionInput): Parsed | undefined {
  const view = toView(data)
  const tag = view.getUint32(0, true)
  const key = (index: number) => accounts[index]?.toBase58()
  if (tag === 0) {
    return {
      type: 'createAccount',
      info: {
        source: key(0),
        newAccount: key(1),
        lamports: Number(view.getBigUint64(4, true)),
        space: Number(view.getBigUint64(12, true)),
        owner: new PublicKey(data.subarray(20, 52)).toBase58(),
      },
    }
  }
  if (tag === 1)
    return {
      type: 'assign',
      info: { account: key(0), owner: new PublicKey(data.subarray(4, 36)).toBase58() },
    }
  if (tag === 2) {
    return {
      type: 'transfer',
      info: { source: key(0), destination: key(1), lamports: Number(view.getBigUint64(4, true)) },
    }
  }
  if (tag === 8)
    return { type: 'allocate', info: { account: key(0), space: Number(view.getBigUint64(4, true)) } }
  return undefined
}

function parseToken({ accounts, data }: SolanaInstructionInput): Parsed | undefined {
  const view = toView(data)
  const key = (index: number) => accounts[index]?.toBase58()
  const amount = () => view.getBigUint64(1, true)
  const checked = () => toUiTokenAmount(amount(), view.getUint8(9))
  switch (view.getUint8(0)) {
    case 3:
      return {
        type: 'transfer',
        info: { source: key(0), destination: key(1), authority: key(2), amount: amount().toString() },
      }
    case 7:
      return {
        type: 'mintTo',
        info: { mint: key(0), account: key(1), mintAuthority: key(2), amount: amount().toString() },
      }
    case 8:
      return {
        type: 'burn',
        info: { account: key(0), mint: key(1), authority: key(2), amount: amount().toString() },
      }
    case 9:
      return { type: 'closeAccount', info: { account: key(0), destination: key(1), owner: key(2) } }
    case 12:
      return {
        type: 'transferChecked',
        info: {
          source: key(0),
          mint: key(1),
          destination: key(2),
          authority: key(3),
          tokenAmount: checked(),
        },
      }
    case 14:
      return {
        type: 'mintToChecked',
        info: { mint: key(0), account: key(1), mintAuthority: key(2), tokenAmount: checked() },
      }
    case 15:
      return {
        type: 'burnChecked',
        info: { account: key(0), mint: key(1), authority: key(2), tokenAmount: checked() },
      }
    case 17:
      return { type: 'syncNative', info: { account: key(0) } }
    case 18:
      return {
        type: 'initializeAccount3',
        info: { account: key(0), mint: key(1), owner: new PublicKey(data.subarray(1, 33)).toBase58() },
      }
    case 21:
      return { type: 'getAccountDataSize', info: { mint: key(0) } }
    case 22:
      return { type: 'initializeImmutableOwner', info: { account: key(0) } }
    default:
      return undefined
  }
}

function parseAssociatedToken({ accounts, data }: SolanaInstructionInput): Parsed | undefined {
  const tag = data[0] ?? 0
  if (tag > 1) return undefined
  const key = (index: number) => accounts[index]?.toBase58()
  return {
    type: tag === 0 ? 'create' : 'createIdempotent',
    info: {
      source: key(0),
      account: key(1),
      wallet: key(2),
      mint: key(3),
      systemProgram: key(4),
      tokenProgram: key(5),
    },
  }
}

function toView(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength)
}
