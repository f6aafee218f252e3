/** Whether the modal chunk was requested: a flag the lazy-loading tests read, nothing else. */
let requested = false

/**
 * Loads the modal's chunk (`mountModal` and, through it, every view, and the import of the
 * account features only the views use). The only `import()` of it: bundlers split it off, so a
 * page that never opens the modal, nor calls those features (send, swap, tokens, activity),
 * never downloads it.
 */
export function loadModalChunk(): Promise<typeof import('./mountModal.js')> {
  requested = true
  return import('./mountModal.js')
}

/** Whether `loadModalChunk` ran in this page (module instance). */
export function hasRequestedModalChunk(): boolean {
  return requested
}
