import { withTimeout } from '@atrium/common'
import type { ApiPromise } from '@polkadot/api'
import { toPolkadotAdapterError } from '../errors/toPolkadotAdapterError.js'
import { API_REQUEST_TIMEOUT_MS } from './createPolkadotApiPool.js'
import type { PolkadotTransfer } from './readTransfer.js'

/**
 * The fee a transfer would pay without tip (`partialFee` of `payment_queryInfo`, computed by the
 * runtime on the unsigned call with a dummy signature), in planck: the Polkadot counterpart of a
 * gas estimate.
 */
export async function estimateTransferFee(api: ApiPromise, transfer: PolkadotTransfer): Promise<bigint> {
  try {
    const info = await withTimeout(
      api.tx.balances.transferKeepAlive(transfer.to, transfer.value).paymentInfo(transfer.from),
      API_REQUEST_TIMEOUT_MS,
      'The node',
    )
    return info.partialFee.toBigInt()
  } catch (error) {
    throw toPolkadotAdapterError(error)
  }
}
