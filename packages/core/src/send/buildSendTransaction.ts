import {
  type CaipAddress,
  isCaipAddress,
  parseCaipAddress,
  UnsupportedProviderMethodError,
} from '@atrium/common'
import type { AdapterTransactionParameters, ChainAdapter } from '../adapters/ChainAdapter.js'
import type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'

/** Parameters of `buildSendTransaction`. `amount` is in the token's smallest unit. */
export type BuildSendTransactionParameters = {
  readonly from: CaipAddress
  readonly to: string
  readonly token: TokenBalance
  readonly amount: bigint
}

/**
 * [SEND-002] The transaction of a send: a native transfer of `amount`, or, when the token has an
 * address, the adapter's token transfer (an ERC20 `transfer`). The token's address may be CAIP-10
 * (as the Blockchain API lists it) or plain.
 *
 * @throws UnsupportedProviderMethodError when the token has an address and the adapter cannot transfer tokens.
 */
export async function buildSendTransaction(
  adapter: Pick<ChainAdapter, 'namespace' | 'buildTokenTransfer'>,
  parameters: BuildSendTransactionParameters,
): Promise<AdapterTransactionParameters> {
  const { from, to, token, amount } = parameters
  if (token.address === undefined) return { from, to, value: amount }
  if (adapter.buildTokenTransfer === undefined)
    throw new UnsupportedProviderMethodError({ details: `token transfers on ${adapter.namespace}` })
  const tokenAddress = isCaipAddress(token.address) ? parseCaipAddress(token.address).address : token.address
  return adapter.buildTokenTransfer({ from, to, tokenAddress, amount })
}
