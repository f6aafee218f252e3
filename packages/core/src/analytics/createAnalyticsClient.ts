import {
  type AlertCode,
  API_SDK_TYPE,
  API_SDK_VERSION,
  CORE_SERVICE_MESSAGES,
  DEFAULT_API_URLS,
  isAtriumError,
} from '@atrium/common'
import { createHttpClient } from '../http/createHttpClient.js'
import { createConsoleLogger, type Logger } from '../storage/Logger.js'
import type { AnalyticsEvent } from './TrackEvent.js'

/** The page an event happened on: `url` and `domain` of the body (EVT-002), `origin` of the ERR-008 alert. */
export type AnalyticsLocation = { readonly href: string; readonly host: string; readonly origin: string }

export type CreateAnalyticsClientParameters = {
  /** Sent as `projectId` (EVT-001). */
  projectId: string
  /** [API-030] Defaults to `DEFAULT_API_URLS.analytics`. */
  baseUrl?: string | undefined
  fetch?: typeof fetch | undefined
  timeoutMs?: number | undefined
  /** [EVT-003] The `features.analytics` option; `false` keeps analytics off without asking the config. Defaults to `true`. */
  enabled?: boolean | undefined
  /**
   * [EVT-003][EVT-004] Loads the project's analytics config, e.g.
   * `() => getAnalyticsConfig(walletDirectory)`. Called once, on the first tracked event, so
   * nothing is fetched before the modal is used. A failure turns analytics off.
   */
  getAnalyticsConfig: () => Promise<{ readonly isAnalyticsEnabled: boolean }>
  /** [ERR-008] Shows an alert (the alerts store's action); called at most once, on the first HTTP 403. */
  onAlert?: ((code: AlertCode, parameters: Readonly<Record<string, string>>) => void) | undefined
  /** The connected wallet address sent in `props.address`. */
  getAddress?: (() => string | undefined) | undefined
  /** Defaults to `globalThis.location`, read when an event is sent. */
  getLocation?: (() => AnalyticsLocation | undefined) | undefined
  /** Event ids; defaults to `crypto.randomUUID`. */
  randomUUID?: (() => string) | undefined
  clock?: { now(): number } | undefined
  /** Receives send failures other than 403; defaults to `console.error`. */
  logger?: Logger | undefined
}

function getGlobalLocation(): AnalyticsLocation | undefined {
  return (globalThis as { location?: AnalyticsLocation }).location
}

/**
 * The analytics client (EVT-001..004, ERR-008). `track(event)` returns at once and never throws:
 * the event is sent as POST `/e?projectId&st&sv` with `{ eventId, url, domain, timestamp, props }`
 * (props = the event data plus the wallet address) only while analytics is on: `enabled` is not
 * false AND the config says `isAnalyticsEnabled`. A failed config fetch turns it off
 * (EVT-004). The first HTTP 403 raises 'Invalid App Configuration' once and turns analytics off,
 * since every later event would be refused too.
 *
 * @example
 * const analytics = createAnalyticsClient({ projectId, getAnalyticsConfig: () => getAnalyticsConfig(directory), onAlert })
 * finalizeConnection(stores, { storage, track: analytics.track })
 */
export function createAnalyticsClient(parameters: CreateAnalyticsClientParameters) {
  const logger = parameters.logger ?? createConsoleLogger()
  const clock = parameters.clock ?? { now: () => Date.now() }
  const randomUUID = parameters.randomUUID ?? (() => globalThis.crypto.randomUUID())
  const getLocation = parameters.getLocation ?? getGlobalLocation
  const http = createHttpClient({
    baseUrl: parameters.baseUrl ?? DEFAULT_API_URLS.analytics,
    defaultParameters: { projectId: parameters.projectId, st: API_SDK_TYPE, sv: API_SDK_VERSION },
    ...(parameters.fetch === undefined ? {} : { fetch: parameters.fetch }),
    ...(parameters.timeoutMs === undefined ? {} : { timeoutMs: parameters.timeoutMs }),
  })
  let enabled: Promise<boolean> | undefined
  let forbidden = false
  const pending = new Set<Promise<void>>()

  const isEnabled = (): Promise<boolean> => {
    if (parameters.enabled === false || forbidden) return Promise.resolve(false)
    enabled ??= parameters.getAnalyticsConfig().then(
      (config) => config.isAnalyticsEnabled === true,
      () => false,
    )
    return enabled
  }

  const send = async (event: AnalyticsEvent): Promise<void> => {
    if (!(await isEnabled())) return
    const location = getLocation()
    const body = {
      eventId: randomUUID(),
      url: location?.href ?? '',
      domain: location?.host ?? '',
      timestamp: clock.now(),
      props: { ...event, address: parameters.getAddress?.() },
    }
    try {
      await http.post({ path: '/e', body })
    } catch (error) {
      if (isAtriumError(error) && error.code === 'HTTP_STATUS' && error.meta?.status === 403) {
        if (!forbidden) parameters.onAlert?.('ALERT_ORIGIN_NOT_ALLOWED', { origin: location?.origin ?? '' })
        forbidden = true
        return
      }
      logger.error(CORE_SERVICE_MESSAGES.ANALYTICS_SEND_FAILED, { cause: error, event: event.event })
    }
  }

  return {
    /** Sends `event` in the background while analytics is on; never throws. A `TrackEvent`. */
    track: (event: AnalyticsEvent): void => {
      const sending = send(event).catch((cause: unknown) => {
        logger.error(CORE_SERVICE_MESSAGES.ANALYTICS_SEND_FAILED, { cause })
      })
      pending.add(sending)
      void sending.finally(() => pending.delete(sending))
    },
    /** [EVT-003] Whether events are sent (loads the config on first call). */
    isEnabled,
    /** Resolves when every event tracked so far has been sent or dropped. */
    flush: async (): Promise<void> => {
      while (pending.size > 0) await Promise.all([...pending])
    },
  }
}

/** A client made by `createAnalyticsClient`. */
export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>
