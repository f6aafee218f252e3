import type { TrackEvent } from '@atrium/core'
import type { AnalyticsTrackParameters } from './createAnalyticsTrack.js'

/**
 * [EVT-003] Forwards tracked events to analytics when `features.analytics` is on and a project id is
 * set; `undefined` otherwise. The analytics code loads on the first event, which a user's action
 * causes (connect, switch, disconnect), so start-up makes no request and loads no analytics code.
 * Never throws: a failed load drops the events (analytics is best effort, EVT-004).
 */
export function createLazyAnalyticsTrack(
  parameters: AnalyticsTrackParameters & { readonly enabled: boolean },
): TrackEvent | undefined {
  const projectId = parameters.options.projectId
  if (!parameters.enabled || projectId === undefined || projectId === '') return undefined
  let loading: Promise<TrackEvent> | undefined
  return (event) => {
    loading ??= import('./createAnalyticsTrack.js').then(({ createAnalyticsTrack }) =>
      createAnalyticsTrack(parameters),
    )
    loading.then(
      (track) => track(event),
      () => undefined,
    )
  }
}
