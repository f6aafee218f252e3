/** The module of the views after Connect (`laterViews`), one chunk. */
export type LaterViews = typeof import('./laterViews.js')['LATER_VIEWS']

let laterViews: Promise<LaterViews> | undefined
let loaded: LaterViews | undefined

/**
 * Loads the views after Connect (Account, networks, connecting, …) in one chunk. Opening the
 * modal then compiles only the shell and the Connect view; `ModalRoot` calls this once the modal
 * is open and painted, so the rest downloads while the user reads it (and a view shown before then
 * waits for it). Only the modal imports it: bundlers then leave the modules the two chunks share in
 * the modal's chunk instead of splitting them into extra files the click has to fetch. A failed
 * download is retried on the next call.
 */
export function loadLaterViews(): Promise<LaterViews> {
  laterViews ??= import('./laterViews.js').then(
    ({ LATER_VIEWS }) => {
      loaded = LATER_VIEWS
      return LATER_VIEWS
    },
    (error: unknown) => {
      laterViews = undefined
      throw error
    },
  )
  return laterViews
}

/** The views after Connect when they have loaded already, so they render without suspending. */
export function getLoadedLaterViews(): LaterViews | undefined {
  return loaded
}
