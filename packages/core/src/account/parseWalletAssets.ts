import { type CaipNetworkId, formatUnits, MAX_UNIT_DECIMALS } from '@atrium/common'
import * as z from 'zod/mini'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'

/** More assets than a wallet could hold on one chain: an answer beyond it is refused, not trimmed. */
export const MAX_WALLET_ASSETS = 1000
/** A balance is a 256-bit integer in hex: '0x' and at most 64 digits. */
const HEX_BALANCE = /^0x[0-9a-fA-F]{1,64}$/
const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,16}$/
const MAX_TEXT = 256
const MAX_ICON_URL = 2048

const text = (max: number) => z.string().check(z.maxLength(max))

/** One ERC-7811 asset with the field types SPEC §5 asks of a `wallet_getAssets` entry. */
export const walletAssetSchema = z.object({
  address: text(MAX_TEXT),
  balance: z.string().check(z.regex(HEX_BALANCE)),
  type: z.enum(['NATIVE', 'ERC20']),
  metadata: z.object({
    name: text(MAX_TEXT),
    symbol: text(MAX_TEXT),
    decimals: z.int().check(z.minimum(0), z.maximum(MAX_UNIT_DECIMALS)),
    price: z.number(),
    iconUrl: text(MAX_ICON_URL),
    value: z.optional(z.number()),
  }),
})

/** A `wallet_getAssets` answer: assets by hex chain id (ERC-7811). */
export const walletAssetsSchema = z.record(
  z.string().check(z.regex(HEX_CHAIN_ID)),
  z.array(walletAssetSchema).check(z.maxLength(MAX_WALLET_ASSETS)),
)

/** The ERC-7811 chain key of an EIP-155 network id: `'eip155:8453'` → `'0x2105'`. */
export function toHexChainId(caipNetworkId: CaipNetworkId): `0x${string}` {
  const reference = caipNetworkId.split(':')[1] ?? ''
  return `0x${BigInt(/^\d{1,20}$/.test(reference) ? reference : 0).toString(16)}`
}

/**
 * [RPC-001] A wallet's `wallet_getAssets` answer as the token balances of `caipNetworkId`, or
 * `undefined` when the answer is refused: it is accepted only when every entry of every chain has
 * the field types of SPEC §5 (one bad entry refuses the whole answer, the Blockchain API is asked
 * instead). The native asset (`address: 'native'`) gets no `address` (ACCT-009); a token gets its
 * CAIP-10 address. Never throws.
 */
export function parseWalletAssets(
  answer: unknown,
  caipNetworkId: CaipNetworkId,
): readonly TokenBalance[] | undefined {
  const parsed = z.safeParse(walletAssetsSchema, answer)
  if (!parsed.success) return undefined
  const hexChainId = toHexChainId(caipNetworkId)
  const assets = Object.entries(parsed.data).find(([key]) => key.toLowerCase() === hexChainId)?.[1] ?? []
  return assets.map((asset): TokenBalance => {
    const { name, symbol, decimals, price, iconUrl, value } = asset.metadata
    return {
      name,
      symbol,
      chainId: caipNetworkId,
      ...(asset.type === 'NATIVE' || asset.address === 'native'
        ? {}
        : { address: `${caipNetworkId}:${asset.address}` }),
      ...(value === undefined ? {} : { value }),
      price,
      quantity: { decimals: String(decimals), numeric: formatUnits(BigInt(asset.balance), decimals) },
      iconUrl,
    }
  })
}
