import {
  type CaipNetwork,
  DEFAULT_API_URLS,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_LOG_LEVEL,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
  isCaipNetworkId,
  isNamespace,
  LOG_BUFFER_BYTES,
  mainnet,
  THEME_MODES,
} from '@atrium/common'
import { z } from 'zod'

/** [OPT-012] Log levels, quietest first. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const

const nonEmptyText = z.string().trim().min(1, 'must be a non-empty string')
const webUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })

function uniqueList<item extends z.ZodType>(schema: item) {
  return z
    .array(schema)
    .refine((values) => new Set(values).size === values.length, 'must not list a value twice')
}

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

const networkSchema = z.custom<CaipNetwork>(isNetwork, {
  message: 'must be a network from @atrium/common or made with defineNetwork',
})

/** Sign-in configurations are objects of callbacks; core only checks that one is an object. */
const signInConfigSchema = z.custom<Readonly<Record<string, unknown>>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { message: 'must be an object' },
)

/** A wallet the app adds to the list itself (not from the directory). */
export const customWalletSchema = z.object({
  id: nonEmptyText,
  name: nonEmptyText,
  homepage: webUrl.optional(),
  image_url: webUrl.optional(),
  /** A native deep link (any scheme) or universal link. */
  mobile_link: nonEmptyText.optional(),
  desktop_link: nonEmptyText.optional(),
  webapp_link: webUrl.optional(),
  app_store: webUrl.optional(),
  play_store: webUrl.optional(),
})

/** [SPEC §3 Dapp metadata] What the app tells wallets and the frame about itself. */
export const metadataSchema = z.object({
  name: nonEmptyText,
  description: z.string(),
  url: webUrl,
  icons: z.array(webUrl),
})

/** Theme variable overrides; an unknown name is rejected, so a typo does not pass silently. */
export const themeVariablesSchema = z.strictObject({
  accent: nonEmptyText.optional(),
  background: nonEmptyText.optional(),
  foreground: nonEmptyText.optional(),
  fontFamily: nonEmptyText.optional(),
  borderRadiusPx: z.number().nonnegative().optional(),
  zIndex: z.int().optional(),
})

/** [OPT-001][OPT-002] Feature switches and orders. */
export const featuresSchema = z.object({
  /** [OPT-006] Social logins in display order, or `false` for none. */
  socials: z.union([uniqueList(z.enum(DEFAULT_SOCIALS)), z.literal(false)]).default([...DEFAULT_SOCIALS]),
  analytics: z.boolean().default(true),
  /**
   * [OPT-003][OPT-004] Absent means "decide at runtime": the default depends on whether an
   * installed wallet is found, which options cannot know (see the connectors'
   * `getConnectMethodsOrder` and `INSTALLED_WALLET_CONNECT_METHODS_ORDER`).
   */
  connectMethodsOrder: uniqueList(z.enum(DEFAULT_CONNECT_METHODS_ORDER)).optional(),
  /** [OPT-005] */
  walletFeaturesOrder: uniqueList(z.enum(DEFAULT_WALLET_FEATURES_ORDER)).default([
    ...DEFAULT_WALLET_FEATURES_ORDER,
  ]),
  /** Show only the wallet button on the connect view, the list behind it. */
  collapseWallets: z.boolean().default(false),
  email: z.boolean().default(true),
  swaps: z.boolean().default(true),
  onramp: z.boolean().default(true),
  send: z.boolean().default(true),
  receive: z.boolean().default(true),
  history: z.boolean().default(true),
  /** Show the "All wallets" entry that opens the directory. */
  allWallets: z.boolean().default(true),
})

/** [OPT-002] Base URLs of the remote services, each defaulting to `DEFAULT_API_URLS` (API-030). */
export const apiUrlsSchema = z.object({
  blockchainApi: webUrl.default(DEFAULT_API_URLS.blockchainApi),
  walletDirectory: webUrl.default(DEFAULT_API_URLS.walletDirectory),
  analytics: webUrl.default(DEFAULT_API_URLS.analytics),
  frame: webUrl.default(DEFAULT_API_URLS.frame),
})

/**
 * [OPT-001][OPT-002] Every option of createAppKit that core reads, with its default. Keys core does
 * not know (`adapters` and other appkit-level options) are stripped, not rejected: appkit reads
 * those itself.
 */
export const optionsSchema = z.object({
  /** Absent or blank shows the 'Project ID Not Configured' alert (ERR-012) instead of throwing. */
  projectId: z.string().trim().optional(),
  /** The app's networks; defaults to Ethereum (NET-013). */
  networks: z.array(networkSchema).min(1, 'must list at least one network').default([mainnet]),
  /** The network to start on; defaults to the first of `networks`. */
  defaultNetwork: networkSchema.optional(),
  features: featuresSchema.default(featuresSchema.parse({})),
  featuredWalletIds: uniqueList(nonEmptyText).default([]),
  /** [OPT-010] Sent as `include` of `/getWallets`. */
  includeWalletIds: uniqueList(nonEmptyText).default([]),
  /** [OPT-010] Sent as `exclude` of `/getWallets`. */
  excludeWalletIds: uniqueList(nonEmptyText).default([]),
  customWallets: z.array(customWalletSchema).default([]),
  termsConditionsUrl: webUrl.optional(),
  privacyPolicyUrl: webUrl.optional(),
  metadata: metadataSchema.optional(),
  /** [ROUTER-027] Let the user stay on a network the app did not request. */
  allowUnsupportedChain: z.boolean().default(false),
  enableWalletConnect: z.boolean().default(true),
  enableInjected: z.boolean().default(true),
  enableEIP6963: z.boolean().default(true),
  enableCoinbase: z.boolean().default(true),
  /** Absent: appkit follows the host's colour-scheme preference. */
  themeMode: z.enum(THEME_MODES).optional(),
  themeVariables: themeVariablesSchema.default({}),
  /** [OPT-009] Sign-in with Ethereum; may not be set together with `siwx`. */
  siweConfig: signInConfigSchema.optional(),
  /** [OPT-009] Chain-agnostic sign-in; may not be set together with `siweConfig`. */
  siwx: signInConfigSchema.optional(),
  apiUrls: apiUrlsSchema.default(apiUrlsSchema.parse({})),
  /** Log more than errors and pass `enableLogger` to the frame. */
  debug: z.boolean().default(false),
  /** [OPT-012] */
  logLevel: z.enum(LOG_LEVELS).default(DEFAULT_LOG_LEVEL),
  /** [OPT-013] Size of the in-memory log buffer. */
  logBufferBytes: z.int().positive().default(LOG_BUFFER_BYTES),
})

/** The options as an app writes them. */
export type AppKitOptions = z.input<typeof optionsSchema>

/** The options with every default applied. */
export type ParsedOptions = z.output<typeof optionsSchema>
