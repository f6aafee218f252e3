import type { ParsedOptions } from '@atrium/core'

/**
 * Prefix of every key the WalletConnect clients store: keeps them apart from another
 * WalletConnect client on the page (core shares one instance per prefix through `globalThis`).
 */
export const WALLETCONNECT_STORAGE_PREFIX = 'atrium'

/** The options of `UniversalProvider.init` that Atrium sets (storage aside). */
export type UniversalProviderSettings = {
  readonly projectId: string
  readonly relayUrl?: string
  readonly metadata: { name: string; description: string; url: string; icons: string[] }
  /** Off: telemetry goes to pulse.walletconnect.org, a host the dApp did not configure. */
  readonly telemetryEnabled: false
  readonly customStoragePrefix: string
  readonly logger: 'silent' | 'error' | 'debug'
}

/**
 * Pure: the provider settings from the options. The relay is `walletConnect.relayUrl` (the
 * public relay when absent) and the project id `walletConnect.projectId`, else `projectId`.
 */
export function buildUniversalProviderOptions(
  options: Pick<ParsedOptions, 'projectId' | 'walletConnect' | 'metadata' | 'debug'>,
  parameters: { readonly origin: string },
): UniversalProviderSettings {
  const { origin } = parameters
  const metadata = options.metadata ?? { name: origin, description: '', url: origin, icons: [] }
  return {
    projectId: options.walletConnect.projectId ?? options.projectId ?? '',
    ...(options.walletConnect.relayUrl === undefined ? {} : { relayUrl: options.walletConnect.relayUrl }),
    metadata: { ...metadata, icons: [...metadata.icons] },
    telemetryEnabled: false,
    customStoragePrefix: WALLETCONNECT_STORAGE_PREFIX,
    logger: options.debug ? 'debug' : 'silent',
  }
}
