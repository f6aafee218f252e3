'use client'

import { REACT_MESSAGES } from '@atrium/common'
import { goBack, selectCanGoBack, selectView, selectViewData } from '@atrium/core'
import { IconButton, Text } from '@atrium/ui'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getViewTitle } from './getViewTitle.js'

/** Props of `ModalHeader`. */
export type ModalHeaderProps = {
  /** The title's id, which names the dialog (`aria-labelledby`). */
  readonly titleId: string
}

/**
 * The modal's header: a back button when core's router can go back (ROUTER-004..006), the current
 * view's title, and a close button.
 */
export function ModalHeader({ titleId }: ModalHeaderProps) {
  const appKit = useAppKitContext()
  const { router, modal } = appKit.stores
  const view = useStore(router, selectView)
  const data = useStore(router, selectViewData)
  const canGoBack = useStore(router, selectCanGoBack)
  return (
    <>
      {canGoBack ? (
        <IconButton label={REACT_MESSAGES.BACK} icon="back" onClick={() => goBack({ router, modal })} />
      ) : (
        <span aria-hidden="true" style={{ width: 40, flex: 'none' }} />
      )}
      <div style={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
        <Text as="h2" variant="title" align="center" truncate id={titleId}>
          {getViewTitle(view, data)}
        </Text>
      </div>
      <IconButton label={REACT_MESSAGES.CLOSE} icon="close" onClick={() => appKit.close()} />
    </>
  )
}
