'use client'

import { REACT_MESSAGES } from '@atrium/common'
import {
  type FarcasterBackPorts,
  type GoBackParameters,
  goBack,
  selectCanGoBack,
  selectView,
  selectViewData,
  setAccountFields,
} from '@atrium/core'
import { IconButton, Text } from '@atrium/ui'
import { useStore } from 'zustand'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'
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
          onClick={() =>
            step === undefined ? goBack({ router, modal }, getFarcasterBack(appKit)) : step.back()
          }
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

/**
 * [ROUTER-021] What going back from ConnectingFarcaster may need: with no address connected, the
 * half-done Farcaster sign-in is dropped (the frame reloads, then gets the dApp's metadata again).
 * Only the view's own state held its link; the account's `farcasterUrl` is cleared as well.
 */
function getFarcasterBack(appKit: AppKitContextValue): GoBackParameters {
  const login = appKit.embeddedLogin
  if (login === undefined) return {}
  const { account, network } = appKit.stores
  const namespace = network.getState().activeNamespace
  let reloaded: Promise<void> = Promise.resolve()
  const farcaster: FarcasterBackPorts = {
    hasActiveAddress: namespace !== undefined && account.getState().chains[namespace]?.address !== undefined,
    timers: appKit.timers,
    clearFarcasterUrl: () => {
      if (namespace !== undefined)
        setAccountFields(appKit.stores, { namespace, fields: { farcasterUrl: undefined } })
    },
    reloadAuthProvider: () => {
      reloaded = login.reloadFrame()
    },
    // After the reload: a message sent before it would reach the page that is going away.
    syncAppMetadata: () => {
      reloaded.then(() => login.syncDappData()).catch(() => undefined)
    },
  }
  return { farcaster }
}
