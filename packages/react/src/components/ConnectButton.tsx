'use client'

import { formatErrorMessage, type Namespace } from '@atrium/common'
import { Button } from '@atrium/ui'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useAppKitAccount } from '../hooks/useAppKitAccount.js'
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
  const { isConnected, status } = useAppKitAccount({ namespace })
  if (isConnected) return <AccountButton namespace={namespace} balance={balance} />
  // Still clickable while connecting: a wallet that never answers must not lock the user out.
  const connecting = status === 'connecting'
  return (
    <ShadowHost>
      <Button size={size} onClick={() => appKit.open({ namespace })}>
        {connecting
          ? (loadingLabel ?? formatErrorMessage('CONNECTING'))
          : (label ?? formatErrorMessage('CONNECT_WALLET'))}
      </Button>
    </ShadowHost>
  )
}
