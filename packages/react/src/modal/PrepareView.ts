'use client'

import { createContext, useContext } from 'react'

/** The views the Connect view can have rendered hidden before the user opens them. */
export type PreparableView = 'AllWallets'

/**
 * Asks `ModalRoot` to render `view` hidden beside the current one, for a user reaching for the row
 * that opens it (the pointer enters it, or it takes focus): the click then only reveals it.
 */
export const PrepareViewContext = createContext<(view: PreparableView) => void>(() => {})

/** The function that prepares a view (see `PrepareViewContext`). */
export function usePrepareView(): (view: PreparableView) => void {
  return useContext(PrepareViewContext)
}
