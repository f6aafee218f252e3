import { NodeError, parseNodeError, RequestTimeoutError, withTimeout } from '@atrium/common'
import type { ApiPromise, SubmittableResult } from '@polkadot/api'
import type { Signer } from '@polkadot/api/types'
import type { HexString } from '@polkadot/util/types'
import { TRANSACTION_INCLUSION_TIMEOUT_MS, WALLET_PROMPT_TIMEOUT_MS } from '../adapter/walletTimeouts.js'
import { toPolkadotAdapterError } from '../errors/toPolkadotAdapterError.js'
import { describeDispatchError } from './describeDispatchError.js'
import type { PolkadotTransfer } from './readTransfer.js'

export type SendTransferParameters = {
  readonly transfer: PolkadotTransfer
  /** The sender as the extension knows it. */
  readonly signerAddress: string
  /** The extension's signer (`injected.signer`): it signs the payload, keys stay in the extension. */
  readonly signer: Signer
}

/** A readable node error for a transaction the chain refused, with its hash in `meta`. */
function toTransactionError(text: string, extrinsicHash: HexString): NodeError {
  return new NodeError(parseNodeError(text), { meta: { extrinsicHash } })
}

/**
 * Sends `balances.transferKeepAlive(to, value)` (a transfer that never reaps the sender) signed by
 * the extension, and resolves with the extrinsic hash once it is in a block. The nonce is the
 * node's next one (pool included), so consecutive sends queue. Rejects, as coded errors, when the
 * user cancels (4001), the node refuses the extrinsic ('1010: Invalid Transaction: …'), the
 * runtime fails it (the dispatch error read from the metadata, e.g. `balances.InsufficientBalance`),
 * the pool drops it, or a prompt or the inclusion takes too long.
 */
export async function sendTransfer(api: ApiPromise, parameters: SendTransferParameters): Promise<HexString> {
  const { transfer } = parameters
  const extrinsic = api.tx.balances.transferKeepAlive(transfer.to, transfer.value)
  try {
    await withTimeout(
      extrinsic.signAsync(parameters.signerAddress, { signer: parameters.signer, nonce: -1 }),
      WALLET_PROMPT_TIMEOUT_MS,
      'The extension',
    )
  } catch (error) {
    throw toPolkadotAdapterError(error)
  }
  const hash = extrinsic.hash.toHex()

  return new Promise<HexString>((resolve, reject) => {
    let settled = false
    let unsubscribe: (() => void) | undefined
    const finish = (settle: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      unsubscribe?.()
      settle()
    }
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new RequestTimeoutError({
              details: `The transaction ${hash} was not included within ${TRANSACTION_INCLUSION_TIMEOUT_MS} ms`,
              meta: { extrinsicHash: hash },
            }),
          ),
        ),
      TRANSACTION_INCLUSION_TIMEOUT_MS,
    )
    const onStatus = ({ status, dispatchError }: SubmittableResult) => {
      if (status.isInBlock || status.isFinalized) {
        finish(() =>
          dispatchError === undefined
            ? resolve(hash)
            : reject(toTransactionError(describeDispatchError(api, dispatchError), hash)),
        )
      } else if (status.isInvalid || status.isDropped || status.isUsurped || status.isFinalityTimeout) {
        finish(() => reject(toTransactionError(`The transaction pool reported it ${status.type}`, hash)))
      }
    }
    extrinsic.send(onStatus).then(
      (stop) => {
        if (settled) stop()
        else unsubscribe = stop
      },
      (error: unknown) => finish(() => reject(toPolkadotAdapterError(error))),
    )
  })
}
