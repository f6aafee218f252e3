import type { Alert } from '@atrium/common'
import { createStore } from 'zustand/vanilla'

/**
 * The alert banner. `alert` is the one shown (a new alert replaces it); `shownOnceKeys` records
 * alerts that may show only once per store, i.e. once per page load (ERR-008).
 */
export type AlertsState = {
  readonly alert: Alert | undefined
  readonly shownOnceKeys: readonly string[]
}

/** Creates an alerts store with no alert shown. */
export function createAlertsStore(initial: Partial<AlertsState> = {}) {
  return createStore<AlertsState>()(() => ({ alert: undefined, shownOnceKeys: [], ...initial }))
}

/** An alerts store. */
export type AlertsStore = ReturnType<typeof createAlertsStore>
