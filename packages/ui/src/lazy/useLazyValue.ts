'use client'

import { useEffect, useState } from 'react'

/** A value loaded on first demand (a chunk behind `import()`), readable synchronously once there. */
export type LazyValueSource<value> = {
  readonly load: () => Promise<value>
  readonly peek: () => value | undefined
}

/**
 * The value of `source`, `undefined` until it has loaded; while `needed`, a component that mounts
 * before it is there starts the load and re-renders when it arrives. A failed load leaves
 * `undefined` (the caller's fallback shows), and the next component to mount tries again.
 */
export function useLazyValue<value>(source: LazyValueSource<value>, needed = true): value | undefined {
  const [value, setValue] = useState(source.peek)
  const missing = needed && value === undefined
  useEffect(() => {
    if (!missing) return
    let mounted = true
    source.load().then(
      (loaded) => {
        if (mounted) setValue(() => loaded)
      },
      () => undefined,
    )
    return () => {
      mounted = false
    }
  }, [missing, source])
  return value
}
