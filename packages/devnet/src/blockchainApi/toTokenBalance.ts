import { formatUnits } from 'viem'
import { getDevnetPrice } from './devnetPrices.js'
import type { AssetBalance, ServedAsset, ServedNetwork, ServedNft } from './servedNetwork.js'

/** A balance entry of `GET /v1/account/{address}/balance` (SPEC §3 token balance). */
export type DevnetTokenBalance = {
  name: string
  symbol: string
  chainId: string
  /** CAIP-10 address of a token; absent for the native coin. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** Id of an asset's image under `/devnet/images/`. */
export function getAssetImageId(asset: ServedAsset): string {
  return `asset-${asset.symbol.toLowerCase()}`
}

/** Id of an NFT collection's preview image under `/devnet/images/`. */
export function getNftImageId(nft: ServedNft): string {
  return `nft-${nft.symbol.toLowerCase()}`
}

/**
 * A balance as the real API lists it: quantity in whole units as a decimal string, the price and
 * value in `currency`, and an icon served by the devnet at `origin`.
 */
export function toTokenBalance(parameters: {
  network: ServedNetwork
  balance: AssetBalance
  currency: string
  origin: string
}): DevnetTokenBalance {
  const { network, balance, currency, origin } = parameters
  const { asset, amount } = balance
  const price = getDevnetPrice(asset.symbol, currency)
  const numeric = formatUnits(amount, asset.decimals)
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: network.id,
    ...(asset.address === undefined ? {} : { address: `${network.id}:${asset.address}` }),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: `${origin}/devnet/images/${getAssetImageId(asset)}`,
  }
}
