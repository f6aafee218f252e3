'use client'

import { resetView } from '@atrium/core'
import { useState } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getErrorText } from './getErrorText.js'
import { useShowSnackbar } from './useShowSnackbar.js'

/**
 * Disconnects, then shows the Connect view; a failure ('Failed to disconnect', CONN-024) shows an
 * error snackbar and leaves the view as it is.
 */
export function useDisconnectAction(): { readonly disconnect: () => void; readonly disconnecting: boolean } {
  const appKit = useAppKitContext()
  const show = useShowSnackbar()
  const [disconnecting, setDisconnecting] = useState(false)
  const disconnect = () => {
    setDisconnecting(true)
    appKit.disconnect().then(
      () => {
        setDisconnecting(false)
        resetView({ router: appKit.stores.router }, { view: 'Connect' })
      },
      (error: unknown) => {
        setDisconnecting(false)
        show('error', getErrorText(error))
      },
    )
  }
  return { disconnect, disconnecting }
}
