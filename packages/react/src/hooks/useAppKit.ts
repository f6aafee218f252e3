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
  /**
   * Starts loading the modal when the user reaches for a dApp's own button (pointer enter or down,
   * focus), so that the click shows it at once, as Atrium's ConnectButton does; nothing happens once
   * loaded, or where the instance has no modal to load.
   */
  readonly prepareOpen: () => void
}

/**
 * Opens and closes the modal.
 *
 * @throws AppKitNotCreatedError 'Please call "createAppKit" before using "useAppKit" hook' (OPT-007)
 * before `createAppKit` ran and outside `AppKitProvider`.
 *
 * @example
 * const { open, prepareOpen } = useAppKit()
 * <button onPointerEnter={prepareOpen} onFocus={prepareOpen} onClick={() => open()}>Connect</button>
 */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitContext()
  return useMemo(
    () => ({
      open: (parameters) => appKit.open(parameters),
      close: () => appKit.close(),
      prepareOpen: () => appKit.prepareOpen?.(),
    }),
    [appKit],
  )
}
