'use client'

import { afterNextPaint } from '@atrium/common'
import { type RefObject, useEffect, useRef } from 'react'

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Moves focus into the new view when the view changes while the modal is open: the element that
 * had focus (the row or button that navigated) is gone, and keyboard users must land in the new
 * view, not on the page behind. A view still loading (its spinner shows, see `loadLaterViews`)
 * gets the focus when its first focusable element appears. The first open is left to the modal
 * shell's own initial focus. The focus moves once the first frame after the change is painted.
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
    // Once the new view's first frame is painted, not in this effect nor in that frame's callback:
    // a focus restyles the focused element and its ring, and done before the frame it made the view
    // paint later (at 4× CPU, 13 ms of All Wallets' first frame was this focus).
    const cancel = afterNextPaint(() => {
      if (!focusFirst()) observer.observe(element, { childList: true, subtree: true })
    })
    return () => {
      cancel()
      observer.disconnect()
    }
  }, [container, view, open])
}
