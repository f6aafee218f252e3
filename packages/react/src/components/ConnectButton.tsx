'use client'

import { BUTTON_MESSAGES, type Namespace } from '@atrium/common'
import { Button } from '@atrium/ui'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getAccountStatus } from '../hooks/getAccountStatus.js'
import { useActiveChainAccount } from '../hooks/useActiveChainAccount.js'
import { type AccountButtonProps, getAccountButtonProps, preloadAccountButtonParts } from './AccountButton.js'
import { ShadowHost } from './ShadowHost.js'

/** Props of `ConnectButton`. */
export type ConnectButtonProps = {
  /** The label; 'Connect wallet' by default. */
  readonly label?: string | undefined
  /** The label while connecting; 'Connecting…' by default. */
  readonly loadingLabel?: string | undefined
  readonly size?: 'sm' | 'md' | 'lg' | undefined
  /** Connect for one namespace only. */
  readonly namespace?: Namespace | undefined
  /** Passed to the `AccountButton` shown once connected. */
  readonly balance?: AccountButtonProps['balance']
}

/**
 * Opens the modal on the Connect view; says 'Connecting…' while a connection (or a session
 * restore) runs, and becomes the `AccountButton` once connected. It loads none of the modal's
 * views: they are fetched on the first open.
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton({ label, loadingLabel, size = 'md', namespace, balance }: ConnectButtonProps) {
  const appKit = useAppKitContext()
  const connectionStatus = useStore(appKit.stores.connection, (state) => state.status)
  const account = useActiveChainAccount(namespace)
  const { isConnected, status } = getAccountStatus(account, connectionStatus)
  // Connected, it stays the same button element showing the account: the modal opened from it to
  // connect gives the focus back to it on close, which a new element would lose to the body.
  const accountButton = isConnected
    ? getAccountButtonProps(appKit, account, { namespace, balance })
    : undefined
  // Still clickable while connecting: a wallet that never answers must not lock the user out.
  const connecting = status === 'connecting'
  if (connecting) preloadAccountButtonParts()
  return (
    <ShadowHost>
      {accountButton === undefined ? (
        <Button size={size} onClick={() => appKit.open({ namespace })}>
          {connecting
            ? (loadingLabel ?? BUTTON_MESSAGES.CONNECTING)
            : (label ?? BUTTON_MESSAGES.CONNECT_WALLET)}
        </Button>
      ) : (
        <Button {...accountButton} />
      )}
    </ShadowHost>
  )
}
