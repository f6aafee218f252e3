import { type CaipNetwork, type CaipNetworkId, InvalidParamsRpcError } from '@atrium/common'
import type { AdapterTransactionReceipt } from '@atrium/core'
import { type Config, getBlockNumber, waitForTransactionReceipt } from '@wagmi/core'
import { isHash } from 'viem'
import { requireNetwork } from './readTransaction.js'
import { wrapWagmiCall } from './wrapWagmiCall.js'

/** How long a receipt is waited for when the caller gives no `timeout`. */
const RECEIPT_TIMEOUT_MS = 60_000

type NetworkParameters = {
  readonly networkId: CaipNetworkId<'eip155'>
  readonly networks: readonly CaipNetwork<'eip155'>[]
}

/**
 * The latest block number of `networkId` (`eth_blockNumber`), asked of the node at each call:
 * viem would otherwise answer from its cache for a polling interval, and a swap checks its quote
 * against the block of the moment.
 */
export async function readBlockNumber(config: Config, parameters: NetworkParameters): Promise<bigint> {
  const network = requireNetwork(parameters.networkId, parameters.networks)
  return wrapWagmiCall(() => getBlockNumber(config, { chainId: network.id, cacheTime: 0 }))
}

/** Waits until `hash` is mined on `networkId`; rejects (coded) after `timeout` ms. */
export async function awaitTransactionReceipt(
  config: Config,
  parameters: NetworkParameters & { readonly hash: string; readonly timeout?: number | undefined },
): Promise<AdapterTransactionReceipt> {
  const network = requireNetwork(parameters.networkId, parameters.networks)
  const { hash } = parameters
  if (!isHash(hash)) throw new InvalidParamsRpcError({ details: 'hash must be a 32-byte hex string' })
  const receipt = await wrapWagmiCall(() =>
    waitForTransactionReceipt(config, {
      chainId: network.id,
      hash,
      timeout: parameters.timeout ?? RECEIPT_TIMEOUT_MS,
    }),
  )
  return { status: receipt.status, blockNumber: receipt.blockNumber }
}
