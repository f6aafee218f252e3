import { DEFAULT_WALLET_FEATURES_ORDER, type WalletFeature } from '@atrium/common'

/** [OPT-005] `features.walletFeaturesOrder`, or the default onramp, swaps, receive, send. */
export function getWalletFeaturesOrder(configured?: readonly WalletFeature[]): readonly WalletFeature[] {
  return configured ?? DEFAULT_WALLET_FEATURES_ORDER
}
