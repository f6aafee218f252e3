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
import * as z from 'zod/mini'

/** [OPT-012] Log levels, quietest first. */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const

const nonEmptyText = z.string().check(z.trim(), z.minLength(1, 'must be a non-empty string'))
const webUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })

function uniqueList<item extends z.ZodMiniType>(schema: item) {
  return z
    .array(schema)
    .check(z.refine((values) => new Set(values).size === values.length, 'must not list a value twice'))
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
  homepage: z.optional(webUrl),
  image_url: z.optional(webUrl),
  /** A native deep link (any scheme) or universal link. */
  mobile_link: z.optional(nonEmptyText),
  desktop_link: z.optional(nonEmptyText),
  webapp_link: z.optional(webUrl),
  app_store: z.optional(webUrl),
  play_store: z.optional(webUrl),
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
  accent: z.optional(nonEmptyText),
  background: z.optional(nonEmptyText),
  foreground: z.optional(nonEmptyText),
  fontFamily: z.optional(nonEmptyText),
  borderRadiusPx: z.optional(z.number().check(z.nonnegative())),
  zIndex: z.optional(z.int()),
})

/** [OPT-001][OPT-002] Feature switches and orders. */
export const featuresSchema = z.object({
  /** [OPT-006] Social logins in display order, or `false` for none. */
  socials: z._default(z.union([uniqueList(z.enum(DEFAULT_SOCIALS)), z.literal(false)]), [...DEFAULT_SOCIALS]),
  analytics: z._default(z.boolean(), true),
  /**
   * [OPT-003][OPT-004] Absent means "decide at runtime": the default depends on whether an
   * installed wallet is found, which options cannot know (see the connectors'
   * `getConnectMethodsOrder` and `INSTALLED_WALLET_CONNECT_METHODS_ORDER`).
   */
  connectMethodsOrder: z.optional(uniqueList(z.enum(DEFAULT_CONNECT_METHODS_ORDER))),
  /** [OPT-005] */
  walletFeaturesOrder: z._default(uniqueList(z.enum(DEFAULT_WALLET_FEATURES_ORDER)), [
    ...DEFAULT_WALLET_FEATURES_ORDER,
  ]),
  /** Show only the wallet button on the connect view, the list behind it. */
  collapseWallets: z._default(z.boolean(), false),
  email: z._default(z.boolean(), true),
  swaps: z._default(z.boolean(), true),
  onramp: z._default(z.boolean(), true),
  send: z._default(z.boolean(), true),
  receive: z._default(z.boolean(), true),
  history: z._default(z.boolean(), true),
  /** Show the "All wallets" entry that opens the directory. */
  allWallets: z._default(z.boolean(), true),
})

/** [OPT-002] Base URLs of the remote services, each defaulting to `DEFAULT_API_URLS` (API-030). */
export const apiUrlsSchema = z.object({
  blockchainApi: z._default(webUrl, DEFAULT_API_URLS.blockchainApi),
  walletDirectory: z._default(webUrl, DEFAULT_API_URLS.walletDirectory),
  analytics: z._default(webUrl, DEFAULT_API_URLS.analytics),
  frame: z._default(webUrl, DEFAULT_API_URLS.frame),
})

/**
 * [OPT-001][OPT-002] Every option of createAppKit that core reads, with its default. Keys core does
 * not know (`adapters` and other appkit-level options) are stripped, not rejected: appkit reads
 * those itself.
 */
export const optionsSchema = z.object({
  /** Absent or blank shows the 'Project ID Not Configured' alert (ERR-012) instead of throwing. */
  projectId: z.optional(z.string().check(z.trim())),
  /** The app's networks; defaults to Ethereum (NET-013). */
  networks: z._default(z.array(networkSchema).check(z.minLength(1, 'must list at least one network')), [
    mainnet,
  ]),
  /** The network to start on; defaults to the first of `networks`. */
  defaultNetwork: z.optional(networkSchema),
  features: z._default(featuresSchema, featuresSchema.parse({})),
  featuredWalletIds: z._default(uniqueList(nonEmptyText), []),
  /** [OPT-010] Sent as `include` of `/getWallets`. */
  includeWalletIds: z._default(uniqueList(nonEmptyText), []),
  /** [OPT-010] Sent as `exclude` of `/getWallets`. */
  excludeWalletIds: z._default(uniqueList(nonEmptyText), []),
  customWallets: z._default(z.array(customWalletSchema), []),
  termsConditionsUrl: z.optional(webUrl),
  privacyPolicyUrl: z.optional(webUrl),
  metadata: z.optional(metadataSchema),
  /** [ROUTER-027] Let the user stay on a network the app did not request. */
  allowUnsupportedChain: z._default(z.boolean(), false),
  enableWalletConnect: z._default(z.boolean(), true),
  enableInjected: z._default(z.boolean(), true),
  enableEIP6963: z._default(z.boolean(), true),
  enableCoinbase: z._default(z.boolean(), true),
  /** Absent: appkit follows the host's colour-scheme preference. */
  themeMode: z.optional(z.enum(THEME_MODES)),
  themeVariables: z._default(themeVariablesSchema, {}),
  /** [OPT-009] Sign-in with Ethereum; may not be set together with `siwx`. */
  siweConfig: z.optional(signInConfigSchema),
  /** [OPT-009] Chain-agnostic sign-in; may not be set together with `siweConfig`. */
  siwx: z.optional(signInConfigSchema),
  apiUrls: z._default(apiUrlsSchema, apiUrlsSchema.parse({})),
  /** Log more than errors and pass `enableLogger` to the frame. */
  debug: z._default(z.boolean(), false),
  /** [OPT-012] */
  logLevel: z._default(z.enum(LOG_LEVELS), DEFAULT_LOG_LEVEL),
  /** [OPT-013] Size of the in-memory log buffer. */
  logBufferBytes: z._default(z.int().check(z.positive()), LOG_BUFFER_BYTES),
})

/** The options as an app writes them. */
export type AppKitOptions = z.input<typeof optionsSchema>

/** The options with every default applied. */
export type ParsedOptions = z.output<typeof optionsSchema>
