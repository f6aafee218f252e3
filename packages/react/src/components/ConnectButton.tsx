'use client'

import { BUTTON_MESSAGES, type Namespace } from '@atrium/common'
import { Button } from '@atrium/ui'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getAccountStatus } from '../hooks/getAccountStatus.js'
import { useActiveChainAccount } from '../hooks/useActiveChainAccount.js'
import { AccountButton, type AccountButtonProps } from './AccountButton.js'
import { ShadowHost } from './ShadowHost.js'

/** Props of `ConnectButton`. */
export type ConnectButtonProps = {
  /** The label; 'Connect Wallet' by default. */
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
  const { isConnected, status } = getAccountStatus(useActiveChainAccount(namespace), connectionStatus)
  if (isConnected) return <AccountButton namespace={namespace} balance={balance} />
  // Still clickable while connecting: a wallet that never answers must not lock the user out.
  const connecting = status === 'connecting'
  return (
    <ShadowHost>
      <Button size={size} onClick={() => appKit.open({ namespace })}>
        {connecting
          ? (loadingLabel ?? BUTTON_MESSAGES.CONNECTING)
          : (label ?? BUTTON_MESSAGES.CONNECT_WALLET)}
      </Button>
    </ShadowHost>
  )
}
