import { createLazyLoader } from '@atrium/common'
import { loadNetworkIcons } from '../icons/loadNetworkIcons.js'

/** The module of the views after Connect (`laterViews`), one chunk. */
export type LaterViews = typeof import('./laterViews.js')['LATER_VIEWS']

// The network icons download beside the views, so the Account and network views show them at once.
const laterViews = createLazyLoader(async (): Promise<LaterViews> => {
  const [views] = await Promise.all([import('./laterViews.js'), loadNetworkIcons()])
  return views.LATER_VIEWS
})

/**
 * Loads the views after Connect (Account, networks, connecting, …) in one chunk. Opening the
 * modal then compiles only the shell and the Connect view; `ModalRoot` calls this once the modal
 * is open and painted, so the rest downloads while the user reads it (and a view shown before then
 * waits for it). Only the modal imports it: bundlers then leave the modules the two chunks share in
 * the modal's chunk instead of splitting them into extra files the click has to fetch. A failed
 * download is retried on the next call.
 */
export function loadLaterViews(): Promise<LaterViews> {
  return laterViews.load()
}

/** The views after Connect when they have loaded already, so they render without suspending. */
export function getLoadedLaterViews(): LaterViews | undefined {
  return laterViews.peek()
}
