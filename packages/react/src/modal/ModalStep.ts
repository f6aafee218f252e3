'use client'

import { createContext, useContext, useEffect, useRef } from 'react'

/** A step inside a view (a picker, a review): the header shows its title and its back closes it. */
export type ModalStep = {
  readonly title: string
  readonly back: () => void
}

/** Sets the modal header's step; `ModalRoot` provides it around the current view. */
export const ModalStepContext = createContext<(step: ModalStep | undefined) => void>(() => {})

/**
 * Shows `step` in the modal header while the calling view renders it: its title instead of the
 * view's, and a back button that calls its `back` instead of going back a view. `undefined` (or
 * unmounting) gives the header back to the view.
 */
export function useModalStep(step: ModalStep | undefined): void {
  const setStep = useContext(ModalStepContext)
  const back = useRef(step?.back)
  back.current = step?.back
  const title = step?.title
  useEffect(() => {
    if (title === undefined) return
    setStep({ title, back: () => back.current?.() })
    return () => setStep(undefined)
  }, [setStep, title])
}
