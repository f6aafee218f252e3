'use client'

import { REACT_MESSAGES } from '@atrium/common'
import { hideSnackbar } from '@atrium/core'
import { Snackbar } from '@atrium/ui'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** The snackbar of core's snackbar store (UI-008/009: its timing is core's). */
export function ModalSnackbar() {
  const { stores } = useAppKitContext()
  const { open, message, variant } = useStore(
    stores.snackbar,
    useShallow((state) => ({ open: state.open, message: state.message, variant: state.variant })),
  )
  return (
    <Snackbar
      open={open}
      message={message}
      variant={variant}
      onClose={() => hideSnackbar({ snackbar: stores.snackbar })}
      closeLabel={REACT_MESSAGES.CLOSE}
    />
  )
}
