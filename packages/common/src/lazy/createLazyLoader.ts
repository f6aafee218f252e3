/** A value loaded on first demand (typically a module behind `import()`), once per loader. */
export type LazyLoader<value> = {
  /**
   * Resolves with the value, starting the load on the first call; calls while it runs share it. A
   * failed load is forgotten, so the next call tries again (a chunk lost to a network blip).
   */
  readonly load: () => Promise<value>
  /** The value once a load has succeeded, else `undefined`: for code that must answer synchronously. */
  readonly peek: () => value | undefined
}

/**
 * Wraps `load` so that it runs once for every caller, is retried after a failure, and its result can
 * be read synchronously once there.
 *
 * @example
 * const views = createLazyLoader(() => import('./views.js'))
 * await views.load() // downloads once
 * views.peek() // the module, without waiting
 */
export function createLazyLoader<value>(load: () => Promise<value>): LazyLoader<value> {
  let loading: Promise<value> | undefined
  let loaded: { readonly value: value } | undefined
  return {
    load: () => {
      loading ??= load().then(
        (value) => {
          loaded = { value }
          return value
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
    peek: () => loaded?.value,
  }
}
