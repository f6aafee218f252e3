import {
  type CaipAddress,
  hasValidSendCallsTargets,
  InvalidSendCallsTargetError,
  parseCaipAddress,
  UnsupportedProviderMethodError,
} from '@atrium/common'
import type { AdapterCall } from '../adapters/ChainAdapter.js'
import {
  type AdapterRegistry,
  type GetAdapterErrorType,
  getAdapter,
} from '../adapters/createAdapterRegistry.js'

export type SendCallsParameters = {
  /** The sending account; its namespace picks the adapter, its network the chain. */
  readonly from: CaipAddress
  /** The calls, run in order; each needs a `to` starting with '0x' (VAL-013). */
  readonly calls: readonly AdapterCall[]
}

/** The batch id, for `getCallsStatus` / `waitForCallsStatus` of the same adapter. */
export type SendCallsReturnType = { readonly id: string }

export type SendCallsErrorType =
  | InvalidSendCallsTargetError
  | UnsupportedProviderMethodError
  | GetAdapterErrorType

/**
 * Sends a batch of calls from `from` through its namespace's adapter, which uses the wallet's
 * `wallet_sendCalls` when it reports the capability and one transaction after another otherwise
 * (EIP-5792). The batch is checked first: an empty one, or a call whose `to` does not start with
 * '0x', is refused before the wallet is asked (VAL-013).
 *
 * @throws InvalidSendCallsTargetError "Calls in sendCalls need a 'to' starting with 0x" (VAL-013).
 * @throws UnsupportedProviderMethodError when the namespace's adapter cannot send calls.
 * @throws The adapter's coded error when the wallet refuses or fails (e.g. 4001).
 *
 * @example
 * const { id } = await sendCalls({ registry }, {
 *   from: 'eip155:1:0xab…',
 *   calls: [{ to: '0xcd…', value: 1n }, { to: '0xef…', data: '0xa9059cbb…' }],
 * })
 */
export async function sendCalls(
  context: { readonly registry: AdapterRegistry },
  parameters: SendCallsParameters,
): Promise<SendCallsReturnType> {
  const { from, calls } = parameters
  const [first, ...rest] = calls
  if (first === undefined || !hasValidSendCallsTargets(calls))
    throw new InvalidSendCallsTargetError({
      details: `${calls.length} call(s), not every 'to' starts with 0x`,
    })
  const adapter = getAdapter(context.registry, parseCaipAddress(from).namespace)
  if (adapter.sendCalls === undefined)
    throw new UnsupportedProviderMethodError({ details: `sendCalls on ${adapter.namespace}` })
  return adapter.sendCalls({ from, calls: [first, ...rest] })
}
