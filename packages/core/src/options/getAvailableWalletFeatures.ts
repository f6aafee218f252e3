import type { WalletFeature } from '@atrium/common'
import type { OptionsState } from './createOptionsStore.js'
import { isRestrictedTimeZone } from './isRestrictedTimeZone.js'

/** Parameters of `getAvailableWalletFeatures`. */
export type GetAvailableWalletFeaturesParameters = {
  readonly features: Pick<
    OptionsState['features'],
    'walletFeaturesOrder' | 'onramp' | 'swaps' | 'receive' | 'send'
  >
  /** The user's IANA time zone, injected (platform); `undefined` when unknown. */
  readonly timeZone: string | undefined
}

/**
 * [OPT-005][OPT-014] The wallet features of the account view in display order (default onramp,
 * swaps, receive, send), without the disabled ones, and without the on-ramp in a restricted time
 * zone.
 */
export function getAvailableWalletFeatures(
  parameters: GetAvailableWalletFeaturesParameters,
): readonly WalletFeature[] {
  const { features, timeZone } = parameters
  const restricted = isRestrictedTimeZone(timeZone)
  return features.walletFeaturesOrder.filter((feature) => {
    if (feature === 'onramp') return features.onramp && !restricted
    return features[feature]
  })
}
