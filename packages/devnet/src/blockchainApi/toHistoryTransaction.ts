import { formatUnits } from 'viem'
import { getDevnetPrice } from './devnetPrices.js'
import type { HistoryEntry, HistoryTransfer, ServedNetwork } from './servedNetwork.js'
import { getAssetImageId, getNftImageId } from './toTokenBalance.js'

/** What the real API calls a transaction by the way it moved the account's assets. */
function getOperationType(entry: HistoryEntry): string {
  const directions = new Set(entry.transfers.map(({ direction }) => direction))
  if (directions.size === 0) return 'execute'
  if (directions.size > 1) return 'trade'
  return directions.has('in') ? 'receive' : 'send'
}

/** A transfer as the history lists it: `fungible_info` with its USD price and value, or `nft_info`. */
function toHistoryTransfer(transfer: HistoryTransfer, origin: string) {
  const { direction } = transfer
  if ('nft' in transfer) {
    const { nft, tokenId } = transfer
    return {
      nft_info: {
        name: `${nft.name} #${tokenId}`,
        content: { preview: { url: `${origin}/devnet/images/${getNftImageId(nft)}` } },
        flags: { is_spam: nft.isSpam },
      },
      direction,
      quantity: { numeric: '1' },
      value: null,
      price: null,
    }
  }
  const { asset, amount } = transfer
  const price = getDevnetPrice(asset.symbol, 'usd')
  const numeric = formatUnits(amount, asset.decimals)
  return {
    fungible_info: {
      name: asset.name,
      symbol: asset.symbol,
      icon: { url: `${origin}/devnet/images/${getAssetImageId(asset)}` },
    },
    direction,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  }
}

/**
 * A history entry as `GET /v1/account/{account}/history` lists it (SPEC §3 transaction): metadata
 * of the transaction, and each transfer of the account's assets.
 */
export function toHistoryTransaction(parameters: {
  network: ServedNetwork
  entry: HistoryEntry
  origin: string
}) {
  const { network, entry, origin } = parameters
  return {
    id: entry.hash,
    metadata: {
      minedAt: new Date(entry.minedAt).toISOString(),
      chain: network.id,
      operationType: getOperationType(entry),
      status: entry.status,
      sentFrom: entry.from,
      sentTo: entry.to,
      hash: entry.hash,
    },
    transfers: entry.transfers.map((transfer) => toHistoryTransfer(transfer, origin)),
  }
}
