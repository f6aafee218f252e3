import {
  type Address,
  erc20Abi,
  erc721Abi,
  getAddress,
  type Hash,
  type Log,
  type PublicClient,
  parseEventLogs,
} from 'viem'
import { shareInFlight } from './shareInFlight.js'

/** A token movement of an indexed transaction: an amount in base units, or one NFT. */
export type IndexedTransfer = {
  /** The token's or NFT collection's address; absent for ether. */
  readonly token?: Address
  readonly from: Address
  readonly to: Address
} & ({ readonly amount: bigint } | { readonly tokenId: bigint })

/** A transaction of the chain, as the history index keeps it. */
export type IndexedTransaction = {
  readonly hash: Hash
  readonly blockNumber: bigint
  readonly index: number
  /** Block time, in ms since the epoch. */
  readonly minedAt: number
  readonly from: Address
  /** Absent for a contract creation. */
  readonly to?: Address
  readonly status: 'confirmed' | 'failed'
  /** Ether sent with the transaction (when it succeeded), then the devnet tokens' and NFTs' `Transfer` events. */
  readonly transfers: readonly IndexedTransfer[]
}

/** Blocks read at once while catching up: a devnet chain has a few hundred, tests add a few each. */
const BLOCKS_PER_BATCH = 50n

/** What eth_getBlockReceipts answers per transaction. */
type Receipt = { transactionHash: Hash; status: '0x1' | '0x0' }

/**
 * An index of an EVM chain's transactions, followed from block 0: each `read()` first indexes the
 * blocks mined since the last (transactions, their status, ether moved and the `Transfer` logs of
 * the devnet's ERC20 tokens and ERC721 collections). When the block it last indexed has changed (anvil's `evm_revert`, a restart)
 * it starts over from block 0. Concurrent reads share one catch-up.
 */
export function createEvmHistoryIndex(parameters: {
  client: PublicClient
  tokens: readonly { readonly address: Address }[]
  nfts: readonly { readonly address: Address }[]
}): { read(): Promise<readonly IndexedTransaction[]> } {
  const { client, tokens, nfts } = parameters
  const nftAddresses = new Set(nfts.map(({ address }) => address.toLowerCase()))
  let transactions: IndexedTransaction[] = []
  let indexed: { number: bigint; hash: Hash } | undefined

  const readBlock = async (number: bigint): Promise<IndexedTransaction[]> => {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    if (block.transactions.length === 0) return []
    const receipts = await client.request<{
      Method: 'eth_getBlockReceipts'
      Parameters: [Hash]
      ReturnType: Receipt[]
    }>({ method: 'eth_getBlockReceipts', params: [block.hash] })
    const statuses = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt.status]))
    return block.transactions.map((transaction) => {
      const status = statuses.get(transaction.hash) === '0x1' ? 'confirmed' : 'failed'
      // Nodes answer lower-case addresses; the API answers them checksummed, as wallets show them.
      const from = getAddress(transaction.from)
      const to = transaction.to === null ? undefined : getAddress(transaction.to)
      return {
        hash: transaction.hash,
        blockNumber: number,
        index: transaction.transactionIndex,
        minedAt: Number(block.timestamp) * 1000,
        from,
        ...(to === undefined ? {} : { to }),
        status,
        transfers:
          status === 'confirmed' && transaction.value > 0n && to !== undefined
            ? [{ from, to, amount: transaction.value }]
            : [],
      }
    })
  }

  const readTokenTransfers = async (fromBlock: bigint, toBlock: bigint) => {
    const logs = await client.getLogs({
      address: [...tokens, ...nfts].map(({ address }) => address),
      fromBlock,
      toBlock,
    })
    // ERC20 and ERC721 share the `Transfer` topic; the NFT's third argument is indexed, so each
    // ABI decodes only its own logs.
    const isNftLog = (log: Log) => nftAddresses.has(log.address.toLowerCase())
    const fungible = parseEventLogs({
      abi: erc20Abi,
      eventName: 'Transfer',
      logs: logs.filter((log) => !isNftLog(log)),
    })
    const nonFungible = parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: logs.filter(isNftLog) })
    const moves = [
      ...fungible.map((log) => ({ log, value: { amount: log.args.value } })),
      ...nonFungible.map((log) => ({ log, value: { tokenId: log.args.tokenId } })),
    ].sort((a, b) => (a.log.logIndex ?? 0) - (b.log.logIndex ?? 0))
    const transfers = new Map<Hash, IndexedTransfer[]>()
    for (const { log, value } of moves) {
      const list = transfers.get(log.transactionHash) ?? []
      list.push({
        token: getAddress(log.address),
        from: getAddress(log.args.from),
        to: getAddress(log.args.to),
        ...value,
      })
      transfers.set(log.transactionHash, list)
    }
    return transfers
  }

  const catchUp = async (): Promise<readonly IndexedTransaction[]> => {
    const latest = await client.getBlock({ blockTag: 'latest' })
    const known =
      indexed !== undefined && indexed.number <= latest.number
        ? await client.getBlock({ blockNumber: indexed.number })
        : undefined
    const isCurrent = indexed !== undefined && known?.hash === indexed.hash
    // Built apart and kept only once complete, so a failed catch-up leaves the index as it was.
    const added: IndexedTransaction[] = []
    const first = isCurrent && indexed !== undefined ? indexed.number + 1n : 0n
    for (let start = first; start <= latest.number; start += BLOCKS_PER_BATCH) {
      const last = start + BLOCKS_PER_BATCH - 1n
      const end = last < latest.number ? last : latest.number
      const numbers = Array.from({ length: Number(end - start) + 1 }, (_, offset) => start + BigInt(offset))
      const [blocks, tokenTransfers] = await Promise.all([
        Promise.all(numbers.map(readBlock)),
        readTokenTransfers(start, end),
      ])
      for (const transaction of blocks.flat()) {
        const logs = tokenTransfers.get(transaction.hash) ?? []
        added.push(
          logs.length === 0
            ? transaction
            : { ...transaction, transfers: [...transaction.transfers, ...logs] },
        )
      }
    }
    transactions = [...(isCurrent ? transactions : []), ...added]
    indexed = { number: latest.number, hash: latest.hash }
    return transactions
  }

  return { read: shareInFlight(catchUp) }
}
