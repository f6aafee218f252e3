import {
  type CaipNetwork,
  type ConnectMethod,
  DEFAULT_API_URLS,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_LOG_LEVEL,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
  isCaipNetworkId,
  isNamespace,
  LOG_BUFFER_BYTES,
  mainnet,
  type SocialProvider,
  THEME_MODES,
  type WalletFeature,
} from '@atrium/common'
import { isSiwxConfig } from '../siwx/isSiwxConfig.js'
import type { SiwxConfig } from '../siwx/SiwxConfig.js'
import {
  checkBoolean,
  checkHttpUrl,
  checkList,
  checkNumber,
  checkObject,
  checkOneOf,
  checkText,
  checkWith,
  falseOr,
  type OptionCheck,
  optional,
  withDefault,
} from './optionChecks.js'

/** [OPT-012] Log levels, quietest first. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const

type LogLevel = (typeof LOG_LEVELS)[number]
type ThemeMode = (typeof THEME_MODES)[number]

/** A wallet the app adds to the list itself (not from the directory). */
type CustomWallet = {
  id: string
  name: string
  homepage?: string | undefined
  image_url?: string | undefined
  /** A native deep link (any scheme) or universal link. */
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
  app_store?: string | undefined
  play_store?: string | undefined
}

/** [SPEC §3 Dapp metadata] What the app tells wallets and the frame about itself. */
type Metadata = { name: string; description: string; url: string; icons: string[] }

/** Theme variable overrides; an unknown name is rejected, so a typo does not pass silently. */
type ThemeVariables = {
  accent?: string | undefined
  background?: string | undefined
  foreground?: string | undefined
  fontFamily?: string | undefined
  borderRadiusPx?: number | undefined
  zIndex?: number | undefined
}

/** [OPT-001][OPT-002] Feature switches and orders, defaults applied. */
type Features = {
  /** [OPT-006] Social logins in display order, or `false` for none. */
  socials: SocialProvider[] | false
  analytics: boolean
  /**
   * [OPT-003][OPT-004] Absent means "decide at runtime": the default depends on whether an
   * installed wallet is found, which options cannot know (see the connectors'
   * `getConnectMethodsOrder` and `INSTALLED_WALLET_CONNECT_METHODS_ORDER`).
   */
  connectMethodsOrder?: ConnectMethod[] | undefined
  /** [OPT-005] */
  walletFeaturesOrder: WalletFeature[]
  /** Show only the wallet button on the connect view, the list behind it. */
  collapseWallets: boolean
  email: boolean
  swaps: boolean
  onramp: boolean
  send: boolean
  receive: boolean
  history: boolean
  /** Show the "All wallets" entry that opens the directory. */
  allWallets: boolean
}

/** [OPT-002] Base URLs of the remote services, each defaulting to `DEFAULT_API_URLS` (API-030). */
type ApiUrls = { blockchainApi: string; walletDirectory: string; analytics: string; frame: string }

/**
 * WalletConnect settings. `relayUrl` points the clients at another relay (the devnet's loopback
 * relay in tests); `projectId` overrides the top-level one for the relay only.
 */
type WalletConnectOptions = {
  /** A ws(s) URL; WalletConnect's public relay when absent. */
  relayUrl?: string | undefined
  projectId?: string | undefined
}

/** The SIWE configuration is an object of callbacks; core only checks that it is an object. */
type SignInConfig = Readonly<Record<string, unknown>>

/** The options with every default applied. */
export type ParsedOptions = {
  /** Absent or blank shows the 'Project ID Not Configured' alert (ERR-012) instead of throwing. */
  projectId?: string | undefined
  /** The app's networks; defaults to Ethereum (NET-013). */
  networks: CaipNetwork[]
  /** The network to start on; defaults to the first of `networks`. */
  defaultNetwork?: CaipNetwork | undefined
  features: Features
  featuredWalletIds: string[]
  /** [OPT-010] Sent as `include` of `/getWallets`. */
  includeWalletIds: string[]
  /** [OPT-010] Sent as `exclude` of `/getWallets`. */
  excludeWalletIds: string[]
  customWallets: CustomWallet[]
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  metadata?: Metadata | undefined
  /** [ROUTER-027] Let the user stay on a network the app did not request. */
  allowUnsupportedChain: boolean
  enableWalletConnect: boolean
  enableInjected: boolean
  enableEIP6963: boolean
  enableCoinbase: boolean
  /** Absent: appkit follows the host's colour-scheme preference. */
  themeMode?: ThemeMode | undefined
  themeVariables: ThemeVariables
  /** [OPT-009] Sign-in with Ethereum; may not be set together with `siwx`. */
  siweConfig?: SignInConfig | undefined
  /**
   * [OPT-009][CONN-015] Chain-agnostic sign-in (e.g. `createSiwxConfig(…)`); may not be set
   * together with `siweConfig`.
   */
  siwx?: SiwxConfig | undefined
  apiUrls: ApiUrls
  walletConnect: WalletConnectOptions
  /** Log more than errors and pass `enableLogger` to the frame. */
  debug: boolean
  /** [OPT-012] */
  logLevel: LogLevel
  /** [OPT-013] Size of the in-memory log buffer. */
  logBufferBytes: number
}

/** Every key optional: an absent option takes its default. */
type Optional<options> = { [key in keyof options]?: options[key] | undefined }

/**
 * The options as an app writes them: every option may be left out, and within `features` and
 * `apiUrls` each entry may be left out alone.
 */
export type AppKitOptions = Optional<Omit<ParsedOptions, 'features' | 'apiUrls' | 'walletConnect'>> & {
  features?: Optional<Features> | undefined
  apiUrls?: Optional<ApiUrls> | undefined
  walletConnect?: WalletConnectOptions | undefined
}

const nonEmptyText = checkText({ nonEmpty: true })
const httpUrl = checkHttpUrl()
const flag = (defaultValue: boolean) => withDefault(checkBoolean(), () => defaultValue)
const uniqueList = <item>(item: OptionCheck<item>) => checkList(item, { unique: true })

function isNetwork(value: unknown): value is CaipNetwork {
  if (typeof value !== 'object' || value === null) return false
  const network = value as Partial<Record<keyof CaipNetwork, unknown>>
  return (
    typeof network.name === 'string' &&
    isNamespace(network.chainNamespace) &&
    isCaipNetworkId(network.caipNetworkId) &&
    network.caipNetworkId === `${network.chainNamespace}:${String(network.id)}` &&
    typeof network.nativeCurrency === 'object' &&
    network.nativeCurrency !== null
  )
}

const network = checkWith(isNetwork, 'must be a network from @atrium/common or made with defineNetwork')

const signInConfig = checkWith(
  (value): value is SignInConfig => typeof value === 'object' && value !== null && !Array.isArray(value),
  'must be an object',
)

const siwxConfig = checkWith(isSiwxConfig, 'must be a SiwxConfig')

const customWallet = checkObject<CustomWallet>({
  id: nonEmptyText,
  name: nonEmptyText,
  homepage: optional(httpUrl),
  image_url: optional(httpUrl),
  mobile_link: optional(nonEmptyText),
  desktop_link: optional(nonEmptyText),
  webapp_link: optional(httpUrl),
  app_store: optional(httpUrl),
  play_store: optional(httpUrl),
})

const metadata = checkObject<Metadata>({
  name: nonEmptyText,
  description: checkText(),
  url: httpUrl,
  icons: checkList(httpUrl),
})

const themeVariables = checkObject<ThemeVariables>(
  {
    accent: optional(nonEmptyText),
    background: optional(nonEmptyText),
    foreground: optional(nonEmptyText),
    fontFamily: optional(nonEmptyText),
    borderRadiusPx: optional(checkNumber({ minimum: 0 })),
    zIndex: optional(checkNumber({ integer: true })),
  },
  { strict: true },
)

const features = checkObject<Features>({
  socials: withDefault(falseOr(uniqueList(checkOneOf(DEFAULT_SOCIALS))), () => [...DEFAULT_SOCIALS]),
  analytics: flag(false),
  connectMethodsOrder: optional(uniqueList(checkOneOf(DEFAULT_CONNECT_METHODS_ORDER))),
  walletFeaturesOrder: withDefault(uniqueList(checkOneOf(DEFAULT_WALLET_FEATURES_ORDER)), () => [
    ...DEFAULT_WALLET_FEATURES_ORDER,
  ]),
  collapseWallets: flag(false),
  email: flag(true),
  swaps: flag(true),
  onramp: flag(true),
  send: flag(true),
  receive: flag(true),
  history: flag(true),
  allWallets: flag(true),
})

const apiUrls = checkObject<ApiUrls>({
  blockchainApi: withDefault(httpUrl, () => DEFAULT_API_URLS.blockchainApi),
  walletDirectory: withDefault(httpUrl, () => DEFAULT_API_URLS.walletDirectory),
  analytics: withDefault(httpUrl, () => DEFAULT_API_URLS.analytics),
  frame: withDefault(httpUrl, () => DEFAULT_API_URLS.frame),
})

const WEBSOCKET_URL_START = /^wss?:\/\//i

const webSocketUrl = checkWith(
  (value): value is string =>
    typeof value === 'string' && WEBSOCKET_URL_START.test(value) && URL.canParse(value),
  'must be a ws(s) URL',
)

const walletConnect = checkObject<WalletConnectOptions>(
  { relayUrl: optional(webSocketUrl), projectId: optional(nonEmptyText) },
  { strict: true },
)

/** The defaults of a nested object are its own defaults applied to `{}`. */
const withNestedDefaults = <output>(check: OptionCheck<output>) => withDefault(check, () => check({}, [], []))

/**
 * [OPT-001][OPT-002] Every option of createAppKit that core reads, with its default. Keys core does
 * not know (`adapters` and other appkit-level options) are stripped, not rejected: appkit reads
 * those itself.
 */
export const checkOptions = checkObject<ParsedOptions>({
  projectId: optional(checkText({ trim: true })),
  networks: withDefault(
    checkList(network, { emptyReason: 'must list at least one network' }),
    (): CaipNetwork[] => [mainnet],
  ),
  defaultNetwork: optional(network),
  features: withNestedDefaults(features),
  featuredWalletIds: withDefault(uniqueList(nonEmptyText), () => []),
  includeWalletIds: withDefault(uniqueList(nonEmptyText), () => []),
  excludeWalletIds: withDefault(uniqueList(nonEmptyText), () => []),
  customWallets: withDefault(checkList(customWallet), () => []),
  termsConditionsUrl: optional(httpUrl),
  privacyPolicyUrl: optional(httpUrl),
  metadata: optional(metadata),
  allowUnsupportedChain: flag(false),
  enableWalletConnect: flag(true),
  enableInjected: flag(true),
  enableEIP6963: flag(true),
  enableCoinbase: flag(true),
  themeMode: optional(checkOneOf(THEME_MODES)),
  themeVariables: withNestedDefaults(themeVariables),
  siweConfig: optional(signInConfig),
  siwx: optional(siwxConfig),
  apiUrls: withNestedDefaults(apiUrls),
  walletConnect: withNestedDefaults(walletConnect),
  debug: flag(false),
  logLevel: withDefault(checkOneOf(LOG_LEVELS), () => DEFAULT_LOG_LEVEL),
  logBufferBytes: withDefault(checkNumber({ integer: true, minimum: 1 }), () => LOG_BUFFER_BYTES),
})
