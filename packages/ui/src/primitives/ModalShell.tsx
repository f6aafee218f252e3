'use client'

import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react'
import { getDeepActiveElement } from '../focus/getDeepActiveElement.js'
import { getFocusableElements } from '../focus/getFocusableElements.js'
import { useVisualViewportRect } from '../layout/useVisualViewportRect.js'
import { joinClassNames } from './joinClassNames.js'
import { Prerender } from './Prerender.js'

export type ModalShellProps = {
  open: boolean
  /** Called on Escape, on a click on the backdrop, and by whatever close button the header holds. */
  onClose: () => void
  /** The id of the element naming the dialog (usually the header's title). */
  labelledBy: string
  /** The id of the element describing the dialog, if any. */
  describedBy?: string | undefined
  /** Plays the shake animation (its duration comes from the style sheet's `shakeDurationMs`). */
  shake?: boolean | undefined
  /** Renders as a bottom sheet: anchored to the bottom, full width, rounded top corners. */
  narrow?: boolean | undefined
  header?: ReactNode
  children: ReactNode
  /**
   * While closed, renders the dialog hidden ahead of its open, so the open only has to reveal it:
   * nothing is shown or announced and no effect runs (focus, keys) until then. Needs React 19.2's
   * `Activity`; on earlier versions the dialog renders on open, as without it.
   */
  prerender?: boolean | undefined
}

/**
 * The modal's frame: a WAI-ARIA dialog (`role="dialog"`, `aria-modal`, labelled) over a backdrop.
 * While open it traps Tab and Shift+Tab inside, closes on Escape and on a backdrop click, and in its
 * first frame moves focus to the element marked `data-autofocus`, else the first focusable element,
 * else the dialog.
 * The backdrop covers the visual viewport (the screen), so the dialog stays on screen when the page is
 * wider than it or the user has zoomed or panned.
 * On close, focus returns to the element that had it before opening, even inside a shadow root.
 * It renders in place (no portal): the caller puts it in its shadow root.
 */
export function ModalShell({ open, prerender = false, ...props }: ModalShellProps) {
  if (!open && !prerender) return null
  // The same element hidden, then visible: the open keeps what the pre-render built.
  return (
    <Prerender visible={open}>
      <OpenModalShell {...props} />
    </Prerender>
  )
}

/**
 * Mounted while open (and, pre-rendered, hidden before it), with its effects set up exactly while
 * open: a hidden `Activity` runs none, so their set-up and clean-up are the open and the close.
 */
function OpenModalShell({
  onClose,
  labelledBy,
  describedBy,
  shake = false,
  narrow = false,
  header,
  children,
}: Omit<ModalShellProps, 'open'>) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const pressedOnBackdrop = useRef(false)
  const viewport = useVisualViewportRect()
  // The latest onClose without re-running the open effect (useEffectEvent needs React 19.2; we support 18.2).
  const onCloseRef = useRef(onClose)
  useLayoutEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog === null) return
    const document = dialog.ownerDocument
    const opener = getDeepActiveElement(document)
    const focusFirst = (options?: FocusOptions) => (getFocusableElements(dialog)[0] ?? dialog).focus(options)
    // The initial focus waits until the dialog's first frame is painted: focusing here, inside the
    // render's task, forces a style and layout of the whole dialog before the frame's own (measured:
    // click to painted Connect view 123 -> 105 ms median at 4x CPU, 24 opens each), and focusing in
    // that frame's callbacks restyles it again before its paint (with the dialog rendered before
    // the click, 53.7 -> 49.1 ms at 4x CPU, 21 opens each). The task queued from the frame callback
    // is common's afterNextPaint, which this layer cannot import. Focus the user has already moved
    // inside (a fast click on a row) is kept. It does not scroll: the dialog is on screen, but its
    // enter animation still holds it partly below, and scrolling to it there would pan the page
    // under it (on a phone, the visual viewport, which the backdrop then follows).
    let focusTimer: ReturnType<typeof setTimeout> | undefined
    const initialFocus = requestAnimationFrame(() => {
      focusTimer = setTimeout(() => {
        if (dialog.contains(getDeepActiveElement(document))) return
        const autofocus = dialog.querySelector<HTMLElement>('[data-autofocus]')
        if (autofocus) autofocus.focus({ preventScroll: true })
        else focusFirst({ preventScroll: true })
      }, 0)
    })

    // Listening on the document (not the dialog) keeps Escape and Tab working when the focused element
    // was removed by a view change and focus fell back to the body.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault()
        onCloseRef.current()
      } else if (event.key === 'Tab') {
        trapTab(dialog, event)
      }
    }
    // Focus that escapes anyway (a click in the browser's UI, a page script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!event.composedPath().includes(dialog)) focusFirst()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      cancelAnimationFrame(initialFocus)
      clearTimeout(focusTimer)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return (
    // The backdrop is a pointer convenience; keyboard users close with Escape or the header's button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    <div
      className={joinClassNames('atr-root', 'atr-overlay', narrow && 'atr-overlay--sheet')}
      // The backdrop covers what is on screen, whatever the page's width or the zoom.
      style={viewport}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        // Both press and release on the backdrop: a text selection dragged out of the dialog keeps it open.
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose()
        pressedOnBackdrop.current = false
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={joinClassNames('atr-modal', narrow && 'atr-modal--sheet', shake && 'atr-shake')}
      >
        {header !== undefined && <div className="atr-modal-header">{header}</div>}
        <div className="atr-modal-body">{children}</div>
      </div>
    </div>
  )
}

/** Keeps Tab and Shift+Tab cycling through the dialog's focusable elements. */
function trapTab(dialog: HTMLElement, event: KeyboardEvent) {
  const focusable = getFocusableElements(dialog)
  const first = focusable[0]
  const last = focusable.at(-1)
  if (first === undefined || last === undefined) {
    event.preventDefault()
    dialog.focus()
    return
  }
  // Inside a shadow root the document only sees the host: ask the dialog's own root.
  const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement
  const inside = active !== null && active !== dialog && dialog.contains(active)
  if (event.shiftKey ? !inside || active === first : !inside || active === last) {
    event.preventDefault()
    ;(event.shiftKey ? last : first).focus()
  }
}
