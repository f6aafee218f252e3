'use client'

import { type RefObject, useEffect, useRef } from 'react'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Moves focus into the new view when the view changes while the modal is open: the element that
 * had focus (the row or button that navigated) is gone, and keyboard users must land in the new
 * view, not on the page behind. A view still loading (its spinner shows, see `loadLaterViews`)
 * gets the focus when its first focusable element appears. The first open is left to the modal
 * shell's own initial focus. The focus moves in the first frame after the change.
 */
export function useFocusOnViewChange(
  container: RefObject<HTMLElement | null>,
  view: string,
  open: boolean,
): void {
  const previous = useRef<{ view: string; open: boolean }>({ view, open })
  useEffect(() => {
    const changed = open && previous.current.open && previous.current.view !== view
    previous.current = { view, open }
    if (!changed) return
    const element = container.current
    if (element === null) return
    const focusFirst = () => {
      const target = element.querySelector<HTMLElement>(FOCUSABLE)
      target?.focus()
      return target !== null
    }
    const observer = new MutationObserver(() => {
      if (focusFirst()) observer.disconnect()
    })
    // In the next frame's callback, not in this effect: a navigation's effects run in the click's
    // task, where a focus would force a style and layout pass of the new view before the frame does
    // its own.
    const frame = requestAnimationFrame(() => {
      if (!focusFirst()) observer.observe(element, { childList: true, subtree: true })
    })
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
    }
  }, [container, view, open])
}
