import { u8aEq, u8aToBn, u8aToHex } from '@polkadot/util'
import { blake2AsU8a, decodeAddress, encodeAddress, xxhashAsU8a } from '@polkadot/util-crypto'
import type { PolkadotChainFacts } from '../polkadot/getPolkadotChainFacts.js'
import { callJsonRpc } from './callJsonRpc.js'
import { createPolkadotHistoryIndex } from './createPolkadotHistoryIndex.js'
import { type ChainPosition, pageByPosition, parsePositionCursor } from './historyCursor.js'
import {
  getTransferDirection,
  type HistoryEntry,
  type HistoryTransfer,
  type ServedNetwork,
  withoutZeroBalances,
} from './servedNetwork.js'

/** Longest SS58 text of a 32-byte account id with a two-byte prefix. */
const MAX_SS58_ADDRESS_LENGTH = 50

/** Where `free` starts in a SCALE `AccountInfo`: after nonce, consumers, providers and sufficients (u32 each). */
const FREE_BALANCE_OFFSET = 16
/** `free` is a u128. */
const FREE_BALANCE_LENGTH = 16

/** The `System.Account` storage key of an account id: twox128 of pallet and item, then blake2_128_concat of the id. */
function systemAccountKey(accountId: Uint8Array): string {
  return u8aToHex(
    new Uint8Array([
      ...xxhashAsU8a('System', 128),
      ...xxhashAsU8a('Account', 128),
      ...blake2AsU8a(accountId, 128),
      ...accountId,
    ]),
  )
}

/** The account id of an SS58 address in any prefix: wallets often show the generic prefix 42. */
function decodeAccountId(address: string): Uint8Array | undefined {
  if (address.length > MAX_SS58_ADDRESS_LENGTH) return undefined
  try {
    return decodeAddress(address)
  } catch {
    return undefined
  }
}

/**
 * The local Polkadot chain as the Blockchain API serves it: the account's free balance, read as
 * raw `System.Account` storage (`state_getStorage`) over chopsticks' HTTP JSON-RPC, and the history
 * of its balance transfers (`createPolkadotHistoryIndex`), paged by position in the chain. A lazy
 * chain starts on the first such read: chopsticks takes longer to start than a read may wait
 * (`CHAIN_READ_TIMEOUT_MS`), so each read first awaits `ready`, which its start time-out bounds.
 */
export function createPolkadotNetwork(chain: {
  httpUrl: string
  ready?: (() => Promise<void>) | undefined
  facts: Pick<PolkadotChainFacts, 'networkId' | 'tokenSymbol' | 'tokenDecimals' | 'ss58Prefix'>
}): ServedNetwork {
  const { facts } = chain
  const native = { name: facts.tokenSymbol, symbol: facts.tokenSymbol, decimals: facts.tokenDecimals }
  const history = createPolkadotHistoryIndex(chain.httpUrl)
  const toAddress = (accountId: Uint8Array) => encodeAddress(accountId, facts.ss58Prefix)
  return {
    id: facts.networkId,
    native,
    tokens: [],
    isAddress: (address) => decodeAccountId(address) !== undefined,
    async readBalances(address) {
      const accountId = decodeAccountId(address)
      if (accountId === undefined) return []
      await chain.ready?.()
      const storage = await callJsonRpc(chain.httpUrl, 'state_getStorage', [systemAccountKey(accountId)])
      if (typeof storage !== 'string') return []
      const bytes = Buffer.from(storage.slice(2), 'hex')
      const free = u8aToBn(bytes.subarray(FREE_BALANCE_OFFSET, FREE_BALANCE_OFFSET + FREE_BALANCE_LENGTH), {
        isLe: true,
      })
      return withoutZeroBalances([{ asset: native, amount: BigInt(free.toString()) }])
    },
    async readHistory(address, cursor) {
      const position = parsePositionCursor(cursor)
      const accountId = decodeAccountId(address) ?? new Uint8Array()
      await chain.ready?.()
      const entries = (await history.read())
        .flatMap((extrinsic): (HistoryEntry & { position: ChainPosition })[] => {
          const transfers = extrinsic.transfers.flatMap(({ from, to, amount }): HistoryTransfer[] => {
            const direction = getTransferDirection(u8aEq(from, accountId), u8aEq(to, accountId))
            return direction === undefined ? [] : [{ asset: native, amount, direction }]
          })
          const mine = extrinsic.transfers.find(
            ({ from, to }) => u8aEq(from, accountId) || u8aEq(to, accountId),
          )
          if (mine === undefined) return []
          return [
            {
              hash: extrinsic.hash,
              position: extrinsic.position,
              minedAt: extrinsic.minedAt,
              from: toAddress(mine.from),
              to: toAddress(mine.to),
              status: 'confirmed',
              transfers,
            },
          ]
        })
        .reverse()
      const { page, next } = pageByPosition(entries, position)
      return { entries: page, next }
    },
  }
}
