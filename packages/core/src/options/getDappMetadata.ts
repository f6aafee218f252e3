import type { OptionsState } from './createOptionsStore.js'

/** [SPEC §3 Dapp metadata] What the app tells the frame and wallets about itself. */
export type DappMetadata = {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: readonly string[]
  readonly sdkVersion: string
  readonly sdkType: string
  readonly projectId: string
}

/** Parameters of `getDappMetadata`: the options, and the page origin when `metadata` is not set. */
export type GetDappMetadataParameters = {
  readonly options: Pick<OptionsState, 'metadata' | 'sdkType' | 'sdkVersion' | 'projectId'>
  /** The page origin (injected; core reads no `window`), used as name and url without `metadata`. */
  readonly origin: string
}

/**
 * [OPT-011] The app metadata synced to the frame (ROUTER-021) and sent to wallets, with the SDK
 * identity: `sdkType` 'react', `sdkVersion` '1.7.0'.
 */
export function getDappMetadata(parameters: GetDappMetadataParameters): DappMetadata {
  const { options, origin } = parameters
  const metadata = options.metadata ?? { name: origin, description: '', url: origin, icons: [] }
  return {
    name: metadata.name,
    description: metadata.description,
    url: metadata.url,
    icons: metadata.icons,
    sdkVersion: options.sdkVersion,
    sdkType: options.sdkType,
    projectId: options.projectId ?? '',
  }
}
