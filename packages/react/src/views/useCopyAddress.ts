'use client'

import { REACT_MESSAGES } from '@atrium/common'
import { useShowSnackbar } from './useShowSnackbar.js'

/** Copies `address` to the clipboard and says so in the snackbar ('Address copied', or the failure). */
export function useCopyAddress(): (address: string) => void {
  const show = useShowSnackbar()
  return (address) => {
    const clipboard = globalThis.navigator?.clipboard
    if (clipboard === undefined) return show('error', REACT_MESSAGES.ADDRESS_COPY_FAILED)
    clipboard.writeText(address).then(
      () => show('success', REACT_MESSAGES.ADDRESS_COPIED),
      () => show('error', REACT_MESSAGES.ADDRESS_COPY_FAILED),
    )
  }
}
