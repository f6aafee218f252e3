'use client'

import {
  NETWORKS_VIEW,
  type RouterView,
  selectIsModalOpen,
  selectIsModalShaking,
  selectView,
} from '@atrium/core'
import { ModalShell, useIsNarrowViewport } from '@atrium/ui'
import { useId, useRef } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { AccountView } from '../views/AccountView.js'
import { ConnectingExternalView } from '../views/ConnectingExternalView.js'
import { ConnectingWalletConnectBasicView } from '../views/ConnectingWalletConnectBasicView.js'
import { ConnectingWalletConnectView } from '../views/ConnectingWalletConnectView.js'
import { ConnectView } from '../views/ConnectView.js'
import { NetworksView } from '../views/NetworksView.js'
import { UnsupportedChainView } from '../views/UnsupportedChainView.js'
import { ModalHeader } from './ModalHeader.js'
import { ModalSnackbar } from './ModalSnackbar.js'
import { useFocusOnViewChange } from './useFocusOnViewChange.js'

function renderView(view: RouterView) {
  switch (view) {
    case 'Connect':
      return <ConnectView />
    case 'ConnectingExternal':
      return <ConnectingExternalView />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasicView />
    case 'Account':
      return <AccountView />
    case NETWORKS_VIEW:
      return <NetworksView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    default:
      // Views of later features (WalletConnect, email, swaps, …) have no screen yet.
      return null
  }
}

/**
 * The whole modal: core's router's current view inside the WAI-ARIA dialog shell, with the header
 * and the snackbar. A bottom sheet under 430 px wide; shakes with core's modal state (UI-005).
 * `@atrium/appkit` renders it into a shadow root on the first open.
 */
export function ModalRoot() {
  const appKit = useAppKitContext()
  const { modal, router } = appKit.stores
  const open = useStore(modal, selectIsModalOpen)
  const shake = useStore(modal, selectIsModalShaking)
  const view = useStore(router, selectView)
  const narrow = useIsNarrowViewport()
  const titleId = useId()
  const body = useRef<HTMLDivElement>(null)
  useFocusOnViewChange(body, view, open)
  return (
    <ModalShell
      open={open}
      onClose={() => appKit.close()}
      labelledBy={titleId}
      shake={shake}
      narrow={narrow}
      header={<ModalHeader titleId={titleId} />}
    >
      <div ref={body} key={view} style={BODY_STYLE}>
        {renderView(view)}
      </div>
      <ModalSnackbar />
    </ModalShell>
  )
}

const BODY_STYLE = { display: 'flex', flexDirection: 'column', gap: 8 } as const
