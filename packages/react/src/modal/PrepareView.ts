'use client'

import { createContext, useContext } from 'react'

/** The views the Connect view can have rendered hidden before the user opens them. */
export type PreparableView = 'AllWallets'

/**
 * Asks `ModalRoot` to render `view` hidden beside the current one (the Connect view does once it
 * is on screen), so the click on the row that opens it only reveals it.
 */
export const PrepareViewContext = createContext<(view: PreparableView) => void>(() => {})

/** The function that prepares a view (see `PrepareViewContext`). */
export function usePrepareView(): (view: PreparableView) => void {
  return useContext(PrepareViewContext)
}
