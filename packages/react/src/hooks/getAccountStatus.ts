import type { ConnectionStatus } from '@atrium/common'
import type { ChainAccountState } from '@atrium/core'

/** What `getAccountStatus` returns. */
export type AccountStatus = {
  readonly isConnected: boolean
  /** `connecting` while a connection or a session restore runs. */
  readonly status: ConnectionStatus
}

/**
 * Pure: whether a namespace's account is connected, and its status, where a connection or session
 * restore in progress (the connection store's `connecting`) reads as `connecting`. Shared by
 * `useAppKitAccount` and `ConnectButton`, which needs only this much at start-up.
 */
export function getAccountStatus(
  chain: Pick<ChainAccountState, 'status' | 'address'> | undefined,
  connectionStatus: ConnectionStatus,
): AccountStatus {
  const isConnected = chain?.status === 'connected' && chain.address !== undefined
  if (isConnected) return { isConnected, status: 'connected' }
  return {
    isConnected,
    status: connectionStatus === 'connecting' ? 'connecting' : (chain?.status ?? 'disconnected'),
  }
}
