import type { ApiPromise, SubmittableResult } from '@polkadot/api'

type DispatchError = NonNullable<SubmittableResult['dispatchError']>

/**
 * A failed extrinsic's `DispatchError` as readable text. A pallet error is looked up in the
 * runtime's metadata: `balances.InsufficientBalance: Balance too low to send value`; the other
 * kinds read as their variant: `Token.FundsUnavailable`, `Arithmetic.Underflow`, `BadOrigin`.
 */
export function describeDispatchError(api: ApiPromise, error: DispatchError): string {
  if (error.isModule) {
    try {
      const { section, name, docs } = api.registry.findMetaError(error.asModule)
      const description = docs.join(' ').trim()
      return description === '' ? `${section}.${name}` : `${section}.${name}: ${description}`
    } catch {
      return `Module error ${error.asModule.toString()}`
    }
  }
  return error.value.isEmpty ? error.type : `${error.type}.${error.value.toString()}`
}
