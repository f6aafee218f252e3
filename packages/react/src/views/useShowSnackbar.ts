'use client'

import { type SnackbarVariant, showSnackbar } from '@atrium/core'
import { useCallback } from 'react'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** Shows a snackbar through core's action (UI-008/009), with the instance's timers. */
export function useShowSnackbar(): (variant: SnackbarVariant, message: string) => void {
  const appKit = useAppKitContext()
  return useCallback(
    (variant, message) =>
      showSnackbar({ snackbar: appKit.stores.snackbar }, { variant, message, timers: appKit.timers }),
    [appKit],
  )
}
