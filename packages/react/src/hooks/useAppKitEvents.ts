'use client'

import { type AtriumEvent, watchEvents } from '@atrium/core'
import { useEffect, useRef } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** Called with every event published while the component is mounted. */
export type UseAppKitEventsListener = (event: AtriumEvent) => void

/**
 * The last event of the modal's public stream (EVT-005: `CONNECT_SUCCESS`, `SWITCH_NETWORK`, …), or
 * `undefined` before the first one. Pass `onEvent` to see every event, also two identical ones in
 * a row.
 *
 * @example
 * const event = useAppKitEvents()
 * useAppKitEvents((event) => log(event.data.event))
 */
export function useAppKitEvents(onEvent?: UseAppKitEventsListener): AtriumEvent | undefined {
  const { stores } = useAppKitContext()
  const listener = useRef(onEvent)
  listener.current = onEvent
  const subscribed = onEvent !== undefined
  useEffect(() => {
    if (!subscribed) return
    return watchEvents(stores.events, (event) => listener.current?.(event))
  }, [stores.events, subscribed])
  return useStore(stores.events, (state) => state.lastEvent)
}
