'use client'

import { useMemo } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** What `useDisconnect` returns. */
export type UseDisconnectReturnType = {
  /** Disconnects every namespace; rejects with `DisconnectFailedError` ('Failed to disconnect'). */
  readonly disconnect: () => Promise<void>
}

/**
 * Disconnects the wallet.
 *
 * @example
 * const { disconnect } = useDisconnect()
 * await disconnect()
 */
export function useDisconnect(): UseDisconnectReturnType {
  const appKit = useAppKitContext()
  return useMemo(() => ({ disconnect: () => appKit.disconnect() }), [appKit])
}
