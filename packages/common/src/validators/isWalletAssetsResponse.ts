/** [VAL-014] One asset of a `wallet_getAssets` (EIP-7811) response. */
export type WalletAssetsEntry = {
  readonly address: string
  readonly balance: `0x${string}`
  readonly type: 'ERC20' | 'NATIVE'
  readonly metadata: {
    readonly name: string
    readonly symbol: string
    readonly decimals: number
    readonly price: number
    readonly iconUrl: string
    readonly value: string
  }
}

/** [VAL-014] A `wallet_getAssets` response: assets by hex chain id. */
export type WalletAssetsResponse = Readonly<Record<`0x${string}`, readonly WalletAssetsEntry[]>>

const HEX_PATTERN = /^0x[0-9a-fA-F]+$/

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * [VAL-014] True when `value` has every field of a wallet-assets entry with its type: hex
 * `balance`, `type` 'ERC20' or 'NATIVE', numeric `decimals` and `price`, and string `address`,
 * `name`, `symbol`, `iconUrl` and `value`. Never throws.
 */
export function isWalletAssetsEntry(value: unknown): value is WalletAssetsEntry {
  if (!isRecord(value) || !isRecord(value.metadata)) return false
  const { metadata } = value
  return (
    typeof value.address === 'string' &&
    typeof value.balance === 'string' &&
    HEX_PATTERN.test(value.balance) &&
    (value.type === 'ERC20' || value.type === 'NATIVE') &&
    typeof metadata.name === 'string' &&
    typeof metadata.symbol === 'string' &&
    typeof metadata.decimals === 'number' &&
    Number.isInteger(metadata.decimals) &&
    metadata.decimals >= 0 &&
    typeof metadata.price === 'number' &&
    Number.isFinite(metadata.price) &&
    typeof metadata.iconUrl === 'string' &&
    typeof metadata.value === 'string'
  )
}

/**
 * [VAL-014] True when `value` maps hex chain ids to arrays in which every entry is a valid
 * wallet-assets entry; one bad entry rejects the whole response. Never throws.
 */
export function isWalletAssetsResponse(value: unknown): value is WalletAssetsResponse {
  if (!isRecord(value)) return false
  return Object.entries(value).every(
    ([chainId, entries]) =>
      HEX_PATTERN.test(chainId) && Array.isArray(entries) && entries.every(isWalletAssetsEntry),
  )
}
