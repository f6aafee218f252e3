import { PublicKey } from '@solana/web3.js'

/** Size of an SPL Token mint without extensions. */
export const MINT_SIZE = 82

/** Size of an SPL Token account without extensions. */
export const TOKEN_ACCOUNT_SIZE = 165

/** Token-2022 accounts with extensions carry their kind at this offset (1 mint, 2 account). */
const ACCOUNT_TYPE_OFFSET = 165
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2

/** The base fields of an SPL Token (or Token-2022) mint. */
export type SplMint = {
  mintAuthority: PublicKey | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: PublicKey | null
}

/** The base fields of an SPL Token (or Token-2022) account. */
export type SplTokenAccount = {
  mint: PublicKey
  owner: PublicKey
  amount: bigint
  delegate: PublicKey | null
  state: 'uninitialized' | 'initialized' | 'frozen'
  /** Rent-exempt reserve of a wrapped-SOL account, `null` for other tokens. */
  nativeReserve: bigint | null
  delegatedAmount: bigint
  closeAuthority: PublicKey | null
}

const STATES = ['uninitialized', 'initialized', 'frozen'] as const

/** True when `data` has the layout of a token account (plain or with Token-2022 extensions). */
export function isTokenAccountData(data: Uint8Array): boolean {
  return (
    data.length === TOKEN_ACCOUNT_SIZE ||
    (data.length > ACCOUNT_TYPE_OFFSET && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_ACCOUNT)
  )
}

/** True when `data` has the layout of a mint (plain or with Token-2022 extensions). */
export function isMintData(data: Uint8Array): boolean {
  return (
    data.length === MINT_SIZE ||
    (data.length > ACCOUNT_TYPE_OFFSET && data[ACCOUNT_TYPE_OFFSET] === ACCOUNT_TYPE_MINT)
  )
}

/** The mint stored in `data`, or `null` when `data` is no initialized mint. */
export function decodeMint(data: Uint8Array): SplMint | null {
  if (!isMintData(data)) return null
  const view = toView(data)
  const mint: SplMint = {
    mintAuthority: readOptionalKey(data, view, 0),
    supply: view.getBigUint64(36, true),
    decimals: view.getUint8(44),
    isInitialized: view.getUint8(45) === 1,
    freezeAuthority: readOptionalKey(data, view, 46),
  }
  return mint.isInitialized ? mint : null
}

/** The token account stored in `data`, or `null` when `data` is no token account. */
export function decodeTokenAccount(data: Uint8Array): SplTokenAccount | null {
  if (!isTokenAccountData(data)) return null
  const view = toView(data)
  const state = STATES[view.getUint8(108)]
  if (state === undefined) return null
  return {
    mint: new PublicKey(data.subarray(0, 32)),
    owner: new PublicKey(data.subarray(32, 64)),
    amount: view.getBigUint64(64, true),
    delegate: readOptionalKey(data, view, 72),
    state,
    nativeReserve: view.getUint32(109, true) === 1 ? view.getBigUint64(113, true) : null,
    delegatedAmount: view.getBigUint64(121, true),
    closeAuthority: readOptionalKey(data, view, 129),
  }
}

/** The 82 bytes of an initialized mint without freeze authority. */
export function encodeMint(parameters: {
  mintAuthority: PublicKey
  supply: bigint
  decimals: number
}): Uint8Array {
  const data = new Uint8Array(MINT_SIZE)
  const view = toView(data)
  view.setUint32(0, 1, true)
  data.set(parameters.mintAuthority.toBytes(), 4)
  view.setBigUint64(36, parameters.supply, true)
  view.setUint8(44, parameters.decimals)
  view.setUint8(45, 1)
  return data
}

/** The 165 bytes of an initialized token account without delegate or close authority. */
export function encodeTokenAccount(parameters: {
  mint: PublicKey
  owner: PublicKey
  amount: bigint
}): Uint8Array {
  const data = new Uint8Array(TOKEN_ACCOUNT_SIZE)
  const view = toView(data)
  data.set(parameters.mint.toBytes(), 0)
  data.set(parameters.owner.toBytes(), 32)
  view.setBigUint64(64, parameters.amount, true)
  view.setUint8(108, 1)
  return data
}

function toView(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength)
}

/** A `COption<Pubkey>`: a u32 tag (1 = some) then 32 bytes. */
function readOptionalKey(data: Uint8Array, view: DataView, offset: number): PublicKey | null {
  return view.getUint32(offset, true) === 1 ? new PublicKey(data.subarray(offset + 4, offset + 36)) : null
}
