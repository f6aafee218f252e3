'use client'

import { useRef, useSyncExternalStore } from 'react'

/**
 * The part of the page that is on screen (`window.visualViewport`), as the `left`, `top`, `width`
 * and `height` in px of a `position: fixed` element covering exactly that part.
 */
export type VisualViewportRect = {
  readonly left: number
  readonly top: number
  readonly width: number
  readonly height: number
}

const VISUAL_VIEWPORT_EVENTS = ['resize', 'scroll'] as const

function getVisualViewport(): VisualViewport | undefined {
  return typeof window === 'undefined' ? undefined : (window.visualViewport ?? undefined)
}

function subscribe(onChange: () => void): () => void {
  const viewport = getVisualViewport()
  for (const type of VISUAL_VIEWPORT_EVENTS) viewport?.addEventListener(type, onChange)
  return () => {
    for (const type of VISUAL_VIEWPORT_EVENTS) viewport?.removeEventListener(type, onChange)
  }
}

function getServerSnapshot(): undefined {
  return undefined
}

/**
 * Tracks the visual viewport: what a fixed element must cover to fit the screen. A fixed element
 * with `inset: 0` covers the layout viewport instead, which on a phone grows to the width of a page
 * wider than the screen (and stays put while the user pans or zooms), putting half of it off screen.
 * `undefined` on the server and in browsers without `visualViewport`.
 */
export function useVisualViewportRect(): VisualViewportRect | undefined {
  // useSyncExternalStore needs the same object while nothing changed.
  const last = useRef<VisualViewportRect>(undefined)
  const getSnapshot = () => {
    const viewport = getVisualViewport()
    if (viewport === undefined) return undefined
    const { offsetLeft: left, offsetTop: top, width, height } = viewport
    const previous = last.current
    if (
      previous?.left !== left ||
      previous.top !== top ||
      previous.width !== width ||
      previous.height !== height
    ) {
      last.current = { left, top, width, height }
    }
    return last.current
  }
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
