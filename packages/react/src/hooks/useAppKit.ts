'use client'

import { useMemo } from 'react'
import type { OpenParameters } from '../context/AppKitContextValue.js'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** What `useAppKit` returns. */
export type UseAppKitReturnType = {
  /** Opens the modal, on `view` when given (else Account when connected, Connect otherwise). */
  readonly open: (parameters?: OpenParameters) => void
  /** Closes the modal. */
  readonly close: () => void
}

/**
 * Opens and closes the modal.
 *
 * @throws AppKitNotCreatedError 'Please call "createAppKit" before using "useAppKit" hook' (OPT-007)
 * before `createAppKit` ran and outside `AppKitProvider`.
 *
 * @example
 * const { open } = useAppKit()
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitContext()
  return useMemo(
    () => ({ open: (parameters) => appKit.open(parameters), close: () => appKit.close() }),
    [appKit],
  )
}
