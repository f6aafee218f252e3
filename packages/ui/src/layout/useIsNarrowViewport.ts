'use client'

import { useSyncExternalStore } from 'react'

/** Below this viewport width (px) the modal is a bottom sheet. */
export const BOTTOM_SHEET_MAX_WIDTH_PX = 430

const NARROW_QUERY = `(max-width: ${BOTTOM_SHEET_MAX_WIDTH_PX - 0.02}px)`

function getMediaQueryList(): MediaQueryList | undefined {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? undefined
    : window.matchMedia(NARROW_QUERY)
}

function subscribe(onChange: () => void): () => void {
  const list = getMediaQueryList()
  list?.addEventListener('change', onChange)
  return () => list?.removeEventListener('change', onChange)
}

function getSnapshot(): boolean {
  return getMediaQueryList()?.matches ?? false
}

function getServerSnapshot(): boolean {
  return false
}

/**
 * Whether the viewport is narrower than 430 px (`BOTTOM_SHEET_MAX_WIDTH_PX`), tracked with
 * `matchMedia`. Pass the result to `ModalShell`'s `narrow`. `false` on the server.
 */
export function useIsNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
