import { createPublicClient, erc20Abi, http, isAddress } from 'viem'
import { DEVNET_EVM_TOKENS, DEVNET_SPAM_NFT } from '../evm/devnetEvmTokens.js'
import { createEvmHistoryIndex } from './createEvmHistoryIndex.js'
import { createUniswapVenue } from './createUniswapVenue.js'
import { type ChainPosition, pageByPosition, parsePositionCursor } from './historyCursor.js'
import {
  CHAIN_READ_TIMEOUT_MS,
  getTransferDirection,
  type HistoryEntry,
  type HistoryTransfer,
  type ServedNetwork,
  withoutZeroBalances,
} from './servedNetwork.js'

/** How the real API names the native coin of an EVM chain in price requests. */
export const EVM_NATIVE_PRICE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * A local anvil chain as the Blockchain API serves it: ether and the `DEVNET_EVM_TOKENS`, read
 * with `eth_getBalance` and `balanceOf` calls (a token without code on the chain, not deployed,
 * counts as not held), and a history of ether, token and `DEVNET_SPAM_NFT` transfers, paged by
 * position in the chain, and the devnet's Uniswap V2 for the swap endpoints.
 */
export function createEvmNetwork(chain: { chainId: number; rpcUrl: string }): ServedNetwork {
  const client = createPublicClient({
    transport: http(chain.rpcUrl, { timeout: CHAIN_READ_TIMEOUT_MS, retryCount: 0 }),
  })
  const native = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  const history = createEvmHistoryIndex({ client, tokens: DEVNET_EVM_TOKENS, nfts: [DEVNET_SPAM_NFT] })
  const tokensByAddress = new Map(DEVNET_EVM_TOKENS.map((token) => [token.address.toLowerCase(), token]))
  const nftsByAddress = new Map([[DEVNET_SPAM_NFT.address.toLowerCase(), DEVNET_SPAM_NFT]])
  const readTokenBalance = async (token: (typeof DEVNET_EVM_TOKENS)[number], owner: `0x${string}`) => {
    const code = await client.getCode({ address: token.address })
    if (code === undefined) return 0n
    return client.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
  }
  return {
    id: `eip155:${chain.chainId}`,
    native,
    tokens: DEVNET_EVM_TOKENS,
    nfts: [DEVNET_SPAM_NFT],
    nativePriceAddress: EVM_NATIVE_PRICE_ADDRESS,
    isAddress: (address) => isAddress(address, { strict: false }),
    async readBalances(address) {
      const owner = address as `0x${string}`
      const [ether, ...tokens] = await Promise.all([
        client.getBalance({ address: owner }),
        ...DEVNET_EVM_TOKENS.map((token) => readTokenBalance(token, owner)),
      ])
      return withoutZeroBalances([
        { asset: native, amount: ether ?? 0n },
        ...DEVNET_EVM_TOKENS.map((asset, index) => ({ asset, amount: tokens[index] ?? 0n })),
      ])
    },
    async readHistory(address, cursor) {
      const position = parsePositionCursor(cursor)
      const account = address.toLowerCase()
      const transactions = await history.read()
      const entries = transactions
        .flatMap((transaction): (HistoryEntry & { position: ChainPosition })[] => {
          const transfers = transaction.transfers.flatMap((transfer): HistoryTransfer[] => {
            const direction = getTransferDirection(
              transfer.from.toLowerCase() === account,
              transfer.to.toLowerCase() === account,
            )
            if (direction === undefined) return []
            const token = transfer.token?.toLowerCase()
            if ('tokenId' in transfer) {
              const nft = token === undefined ? undefined : nftsByAddress.get(token)
              return nft === undefined ? [] : [{ nft, tokenId: transfer.tokenId, direction }]
            }
            const asset = token === undefined ? native : tokensByAddress.get(token)
            return asset === undefined ? [] : [{ asset, direction, amount: transfer.amount }]
          })
          const isParty =
            transaction.from.toLowerCase() === account || transaction.to?.toLowerCase() === account
          if (transfers.length === 0 && !isParty) return []
          return [
            {
              hash: transaction.hash,
              position: [transaction.blockNumber, transaction.index],
              minedAt: transaction.minedAt,
              from: transaction.from,
              to: transaction.to ?? '',
              status: transaction.status,
              transfers,
            },
          ]
        })
        .reverse()
      const { page, next } = pageByPosition(entries, position)
      return { entries: page, next }
    },
    readGasPrice: () => client.getGasPrice(),
    swap: createUniswapVenue({ client, native, nativeAddress: EVM_NATIVE_PRICE_ADDRESS }),
  }
}
