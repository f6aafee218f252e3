import {
  createAnalyticsClient,
  createWalletDirectoryClient,
  getAnalyticsConfig,
  type OptionsState,
  type TrackEvent,
  toWalletDirectoryClientParameters,
} from '@atrium/core'

/** What analytics needs from the instance. */
export type AnalyticsTrackParameters = {
  readonly options: Pick<OptionsState, 'projectId' | 'apiUrls' | 'includeWalletIds' | 'excludeWalletIds'>
  readonly getAddress: () => string | undefined
}

/**
 * [EVT-001..004] The analytics client's `track`, over the wallet directory's analytics config.
 * Loaded lazily by `createLazyAnalyticsTrack` (its own chunk): nothing of it is in the start-up code.
 */
export function createAnalyticsTrack(parameters: AnalyticsTrackParameters): TrackEvent {
  const { options, getAddress } = parameters
  const directory = createWalletDirectoryClient(toWalletDirectoryClientParameters(options))
  return createAnalyticsClient({
    projectId: options.projectId ?? '',
    baseUrl: options.apiUrls.analytics,
    getAnalyticsConfig: () => getAnalyticsConfig(directory),
    getAddress,
  }).track
}
