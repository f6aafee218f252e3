/** The module of the views after Connect (`laterViews`), one chunk. */
export type LaterViews = typeof import('./laterViews.js')['LATER_VIEWS']

let laterViews: Promise<LaterViews> | undefined
let loaded: LaterViews | undefined

/**
 * Loads the views after Connect (Account, networks, connecting, …) in one chunk. Opening the
 * modal then compiles only the shell and the Connect view; `@atrium/appkit` calls this once the
 * modal has been painted, so the rest downloads while the user reads it (and a view shown before
 * then waits for it). It is imported by appkit's start-up code, which makes the chunk a direct
 * dynamic import of the page's entry for bundlers. A failed download is retried on the next call.
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
