/** [OPT-003] Default `features.connectMethodsOrder`. */
export const DEFAULT_CONNECT_METHODS_ORDER = ['wallet', 'email', 'social'] as const

/** A connect method. */
export type ConnectMethod = (typeof DEFAULT_CONNECT_METHODS_ORDER)[number]

/** [OPT-005] Default `features.walletFeaturesOrder`. */
export const DEFAULT_WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

/** A wallet feature of the account view. */
export type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number]

/** [OPT-006] Default `features.socials`, in this order. */
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

/** A social login option. */
export type SocialProvider = (typeof DEFAULT_SOCIALS)[number]

/** How each social login's provider writes its own name (brand names: the same in every language). */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
