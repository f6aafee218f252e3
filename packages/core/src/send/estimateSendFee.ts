import { type CaipAddress, formatUnits, parseCaipAddress } from '@atrium/common'
import type { ChainAdapter } from '../adapters/ChainAdapter.js'
import { buildSendTransaction } from './buildSendTransaction.js'
import type { SendState, SendStore } from './createSendStore.js'
import { readReceiver } from './readReceiver.js'
import { readSendErrorMessage } from './readSendErrorMessage.js'
import { readTokenBalanceUnits, readTokenDecimals, readTokenUnits } from './readTokenUnits.js'

/** Parameters of `estimateSendFee`. */
export type EstimateSendFeeParameters = {
  /** The active namespace's adapter: every read goes through it. */
  readonly adapter: ChainAdapter
  /** The sending account. */
  readonly from: CaipAddress
}

/**
 * `estimated`: `networkFee` (and `gasPrice` where the chain prices gas) are set; `failed`: the
 * node refused the estimate, `message` says why in readable words; `unsupported`: the adapter
 * cannot estimate; `stale`: the form changed meanwhile and the answer was dropped.
 */
export type EstimateSendFeeReturnType =
  | { readonly status: 'estimated' | 'unsupported' | 'stale' }
  | { readonly status: 'failed'; readonly message: string }
export type EstimateSendFeeErrorType = never

const formOf = (state: SendState) =>
  JSON.stringify([state.token?.chainId, state.token?.address, state.sendTokenAmount, state.receiverAddress])

/**
 * Estimates the network fee of the send as the form stands, through the adapter: the gas of the
 * transaction times the gas price where the chain prices gas, else the adapter's fee. Until the
 * receiver is valid the estimate is for a transfer to the sender; an amount that is not sendable
 * yet is estimated as 0. Sets `networkFee`, `gasPrice` and `gasPriceInUSD` (the fee's worth, when
 * the native token has a price). Never rejects.
 */
export async function estimateSendFee(
  stores: { readonly send: SendStore },
  parameters: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const { adapter, from } = parameters
  const state = stores.send.getState()
  const { token } = state
  if (token === undefined || adapter.estimateGas === undefined) return { status: 'unsupported' }
  const form = formOf(state)
  const { address, caipNetworkId } = parseCaipAddress(from)
  try {
    const receiver = await readReceiver(adapter, {
      receiverAddress: state.receiverAddress,
      networkId: caipNetworkId,
    })
    const amount = readTokenUnits(token, state.sendTokenAmount ?? '') ?? 0n
    const balance = readTokenBalanceUnits(token) ?? 0n
    const transaction = await buildSendTransaction(adapter, {
      from,
      to: receiver ?? address,
      token,
      amount: amount <= balance ? amount : 0n,
    })
    const [gas, gasPrice] = await Promise.all([
      adapter.estimateGas(transaction),
      adapter.getGasPrice?.({ networkId: caipNetworkId }),
    ])
    if (formOf(stores.send.getState()) !== form) return { status: 'stale' }
    const fee = gasPrice === undefined ? gas : gas * gasPrice
    const native = state.tokenBalances.find((entry) => entry.address === undefined)
    const decimals = native === undefined ? undefined : readTokenDecimals(native)
    const gasPriceInUSD =
      native === undefined || decimals === undefined || native.price === 0
        ? undefined
        : Number(formatUnits(fee, decimals)) * native.price
    stores.send.setState({
      networkFee: fee.toString(),
      gasPrice: gasPrice?.toString(),
      gasPriceInUSD,
    })
    return { status: 'estimated' }
  } catch (error) {
    if (formOf(stores.send.getState()) !== form) return { status: 'stale' }
    stores.send.setState({ networkFee: undefined, gasPriceInUSD: undefined })
    return { status: 'failed', message: readSendErrorMessage(error) }
  }
}
