import { type GoBackReturnType, type GoBackStores, goBack } from './goBack.js'

/** Stores `goBackAfterSwapFailure` touches. */
export type GoBackAfterSwapFailureStores = GoBackStores
/** Parameters of `goBackAfterSwapFailure`: the step of the swap that failed. */
export type GoBackAfterSwapFailureParameters = { readonly step: 'initialise' | 'build' | 'approve' }
/** What going back did (see `goBack`). */
export type GoBackAfterSwapFailureReturnType = GoBackReturnType
/** `goBackAfterSwapFailure` never throws. */
export type GoBackAfterSwapFailureErrorType = never

/**
 * [ROUTER-025] A swap that fails to initialise, build or approve goes back one view (with the
 * closing rules of `goBack`). The failed `step` is taken so callers state which rule applies.
 */
export function goBackAfterSwapFailure(
  stores: GoBackAfterSwapFailureStores,
  _parameters: GoBackAfterSwapFailureParameters,
): GoBackAfterSwapFailureReturnType {
  return goBack(stores)
}
