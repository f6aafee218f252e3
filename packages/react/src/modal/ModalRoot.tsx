'use client'

import { afterNextPaint, REACT_MESSAGES } from '@atrium/common'
import {
  CONNECTING_SOCIAL_VIEW,
  EMAIL_VERIFY_DEVICE_VIEW,
  EMAIL_VERIFY_OTP_VIEW,
  NETWORKS_VIEW,
  RECEIVE_VIEW,
  type RouterView,
  SEND_VIEW,
  SWAP_VIEW,
  selectIsModalOpen,
  selectIsModalShaking,
  selectView,
  UPDATE_EMAIL_PRIMARY_OTP_VIEW,
  UPDATE_EMAIL_SECONDARY_OTP_VIEW,
  UPDATE_EMAIL_VIEW,
} from '@atrium/core'
import { CAN_PRERENDER, ModalShell, Prerender, Spinner, useIsNarrowViewport } from '@atrium/ui'
import {
  type ComponentType,
  lazy,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { ConnectView } from '../views/ConnectView.js'
import { getLoadedLaterViews, type LaterViews, loadLaterViews } from './loadLaterViews.js'
import { ModalHeader } from './ModalHeader.js'
import { ModalSnackbar } from './ModalSnackbar.js'
import { type ModalStep, ModalStepContext } from './ModalStep.js'
import { type PreparableView, PrepareViewContext } from './PrepareView.js'
import { useFocusOnViewChange } from './useFocusOnViewChange.js'

type LaterViewName = keyof LaterViews

const lazyView = (name: LaterViewName) =>
  lazy(async () => ({ default: (await loadLaterViews())[name] as ComponentType }))

const LAZY_VIEWS: Record<LaterViewName, ComponentType> = {
  AccountView: lazyView('AccountView'),
  AllWalletsView: lazyView('AllWalletsView'),
  ConnectingExternalView: lazyView('ConnectingExternalView'),
  ConnectingFarcasterView: lazyView('ConnectingFarcasterView'),
  ConnectingSocialView: lazyView('ConnectingSocialView'),
  ConnectingWalletConnectBasicView: lazyView('ConnectingWalletConnectBasicView'),
  ConnectingWalletConnectView: lazyView('ConnectingWalletConnectView'),
  EmailVerifyDeviceView: lazyView('EmailVerifyDeviceView'),
  EmailVerifyOtpView: lazyView('EmailVerifyOtpView'),
  NetworksView: lazyView('NetworksView'),
  ReceiveView: lazyView('ReceiveView'),
  SendView: lazyView('SendView'),
  SwapView: lazyView('SwapView'),
  UnsupportedChainView: lazyView('UnsupportedChainView'),
  UpdateEmailPrimaryOtpView: lazyView('UpdateEmailPrimaryOtpView'),
  UpdateEmailSecondaryOtpView: lazyView('UpdateEmailSecondaryOtpView'),
  UpdateEmailWalletView: lazyView('UpdateEmailWalletView'),
}

/**
 * A view of the later chunk: rendered directly once the chunk has loaded (the usual case: it
 * preloads after the first paint), else lazily, with the body's spinner until it arrives.
 */
function LaterView({ name }: { readonly name: LaterViewName }) {
  const View = (getLoadedLaterViews()?.[name] as ComponentType | undefined) ?? LAZY_VIEWS[name]
  return <View />
}

function renderView(view: RouterView) {
  switch (view) {
    case 'Connect':
      return <ConnectView />
    case 'AllWallets':
      return <LaterView name="AllWalletsView" />
    case 'ConnectingExternal':
      return <LaterView name="ConnectingExternalView" />
    case 'ConnectingWalletConnect':
      return <LaterView name="ConnectingWalletConnectView" />
    case 'ConnectingWalletConnectBasic':
      return <LaterView name="ConnectingWalletConnectBasicView" />
    case 'Account':
      return <LaterView name="AccountView" />
    case NETWORKS_VIEW:
      return <LaterView name="NetworksView" />
    case 'UnsupportedChain':
      return <LaterView name="UnsupportedChainView" />
    case SEND_VIEW:
      return <LaterView name="SendView" />
    case RECEIVE_VIEW:
      return <LaterView name="ReceiveView" />
    case SWAP_VIEW:
      return <LaterView name="SwapView" />
    case EMAIL_VERIFY_OTP_VIEW:
      return <LaterView name="EmailVerifyOtpView" />
    case EMAIL_VERIFY_DEVICE_VIEW:
      return <LaterView name="EmailVerifyDeviceView" />
    case CONNECTING_SOCIAL_VIEW:
      return <LaterView name="ConnectingSocialView" />
    case 'ConnectingFarcaster':
      return <LaterView name="ConnectingFarcasterView" />
    case UPDATE_EMAIL_VIEW:
      return <LaterView name="UpdateEmailWalletView" />
    case UPDATE_EMAIL_PRIMARY_OTP_VIEW:
      return <LaterView name="UpdateEmailPrimaryOtpView" />
    case UPDATE_EMAIL_SECONDARY_OTP_VIEW:
      return <LaterView name="UpdateEmailSecondaryOtpView" />
    default:
      // Views of later features (names, SIWX, …) have no screen yet.
      return null
  }
}

/** One view's body: the element the focus moves into when the view changes (`body`, when it is shown). */
function ViewBody(props: {
  readonly view: RouterView
  readonly body: RefObject<HTMLDivElement | null> | undefined
  readonly setStep: (step: ModalStep | undefined) => void
}) {
  return (
    <div ref={props.body} style={BODY_STYLE}>
      <ModalStepContext.Provider value={props.setStep}>
        <Suspense fallback={<Spinner label={REACT_MESSAGES.LOADING_VIEW} />}>
          {renderView(props.view)}
        </Suspense>
      </ModalStepContext.Provider>
    </div>
  )
}

/** A view rendered hidden ahead of its opening (`PrepareViewContext`), and whether it has been shown. */
type PreparedView = { readonly view: PreparableView; readonly shown: boolean }

/**
 * The view the Connect view asked to prepare, as it stands after `view`: kept while the Connect
 * view shows and while the prepared view itself does, dropped once the user has left either (a
 * visited view starts afresh next time: its search text must not stay) or the modal closed.
 */
function followPrepared(prepared: PreparedView | undefined, view: RouterView, open: boolean) {
  if (prepared === undefined || !open) return undefined
  if (view === prepared.view) return prepared.shown ? prepared : { ...prepared, shown: true }
  return view === 'Connect' && !prepared.shown ? prepared : undefined
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
  const [step, setStep] = useState<ModalStep | undefined>(undefined)
  const [prepared, setPrepared] = useState<PreparedView | undefined>(undefined)
  const nextPrepared = followPrepared(prepared, view, open)
  if (nextPrepared !== prepared) setPrepared(nextPrepared)
  const prepareView = useCallback((name: PreparableView) => {
    if (CAN_PRERENDER) setPrepared((current) => current ?? { view: name, shown: false })
  }, [])
  // Until its first open the modal is mounted only because the user reached for a button (or the
  // open is under way): its dialog renders hidden meanwhile, so the click only reveals it.
  const [openedOnce, setOpenedOnce] = useState(open)
  if (open && !openedOnce) setOpenedOnce(true)
  useFocusOnViewChange(body, view, open)
  // The views after Connect download once the open view is on screen (see loadLaterViews).
  useEffect(() => {
    if (open) return afterNextPaint(() => void loadLaterViews().catch(() => undefined))
  }, [open])
  return (
    <ModalShell
      open={open}
      prerender={!openedOnce}
      onClose={() => appKit.close()}
      labelledBy={titleId}
      shake={shake}
      narrow={narrow}
      header={<ModalHeader titleId={titleId} step={step} />}
    >
      <PrepareViewContext.Provider value={prepareView}>
        {nextPrepared !== undefined && (
          <Prerender key={nextPrepared.view} visible={view === nextPrepared.view}>
            <ViewBody
              view={nextPrepared.view}
              body={view === nextPrepared.view ? body : undefined}
              setStep={setStep}
            />
          </Prerender>
        )}
        {view !== nextPrepared?.view && <ViewBody key={view} view={view} body={body} setStep={setStep} />}
      </PrepareViewContext.Provider>
      <ModalSnackbar />
    </ModalShell>
  )
}

const BODY_STYLE = { display: 'flex', flexDirection: 'column', gap: 8 } as const
