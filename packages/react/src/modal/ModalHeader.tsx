'use client'

import { REACT_MESSAGES } from '@atrium/common'
import { goBack, selectCanGoBack, selectView, selectViewData } from '@atrium/core'
import { IconButton, Text } from '@atrium/ui'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getViewTitle } from './getViewTitle.js'
import type { ModalStep } from './ModalStep.js'

/** Props of `ModalHeader`. */
export type ModalHeaderProps = {
  /** The title's id, which names the dialog (`aria-labelledby`). */
  readonly titleId: string
  /** A step of the current view: its title, and a back button that closes it. */
  readonly step?: ModalStep | undefined
}

/**
 * The modal's header: a back button when core's router can go back (ROUTER-004..006), the current
 * view's title (or the title of the view's open step, whose back closes it), and a close button.
 */
export function ModalHeader({ titleId, step }: ModalHeaderProps) {
  const appKit = useAppKitContext()
  const { router, modal } = appKit.stores
  const view = useStore(router, selectView)
  const data = useStore(router, selectViewData)
  const canGoBack = useStore(router, selectCanGoBack)
  return (
    <>
      {step !== undefined || canGoBack ? (
        <IconButton
          label={REACT_MESSAGES.BACK}
          icon="back"
          onClick={() => (step === undefined ? goBack({ router, modal }) : step.back())}
        />
      ) : (
        <span aria-hidden="true" style={{ width: 40, flex: 'none' }} />
      )}
      <div style={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
        <Text as="h2" variant="title" align="center" truncate id={titleId}>
          {step?.title ?? getViewTitle(view, data)}
        </Text>
      </div>
      <IconButton label={REACT_MESSAGES.CLOSE} icon="close" onClick={() => appKit.close()} />
    </>
  )
}
