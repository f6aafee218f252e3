import type { CaipNetwork } from '@atrium/common'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'

/** Parameters of `getSendableTokens`. */
export type GetSendableTokensParameters = {
  /** The account's token balances (the account store's `tokenBalance`, every network of the namespace). */
  readonly tokenBalance: readonly TokenBalance[]
  /** The active network: only its balances can be sent. */
  readonly caipNetwork: CaipNetwork | undefined
  /** The native balance the adapter read (whole units), fresher than the Blockchain API's. */
  readonly balance: string | undefined
  /** The adapter can send tokens (`buildTokenTransfer`); without it only the native token is listed. */
  readonly canTransferTokens: boolean
}

/**
 * The token picker's list: the native token first, then the account's tokens on the active
 * network when the adapter can send them. The native entry takes the adapter's balance and the network's decimals; without a
 * Blockchain API answer (no project id, or it failed) it is built from them alone (no price).
 */
export function getSendableTokens(parameters: GetSendableTokensParameters): readonly TokenBalance[] {
  const { caipNetwork, balance } = parameters
  if (caipNetwork === undefined) return []
  const onNetwork = parameters.tokenBalance.filter((token) => token.chainId === caipNetwork.caipNetworkId)
  const listed = onNetwork.find((token) => token.address === undefined)
  const { nativeCurrency } = caipNetwork
  const quantity = {
    decimals: String(nativeCurrency.decimals),
    numeric: balance ?? listed?.quantity.numeric ?? '0',
  }
  const native: TokenBalance =
    listed === undefined
      ? {
          name: nativeCurrency.name,
          symbol: nativeCurrency.symbol,
          chainId: caipNetwork.caipNetworkId,
          price: 0,
          quantity,
          iconUrl: '',
        }
      : { ...listed, quantity }
  const tokens = parameters.canTransferTokens ? onNetwork.filter((token) => token.address !== undefined) : []
  if (listed === undefined && balance === undefined) return tokens
  return [native, ...tokens]
}
