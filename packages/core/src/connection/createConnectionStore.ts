import type { ConnectionStatus } from '@atrium/common'
import { createStore } from 'zustand/vanilla'
import type { DeepLinkChoice } from '../storage/createAtriumStorage.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'

/**
 * [CONN-001][CONN-002] The WalletConnect pairing and connection lifecycle (SPEC §3 "Connection
 * state"). `wcPairingExpiry` is epoch milliseconds from the injected clock (CONN-003).
 */
export type ConnectionState = {
  /** The pairing URI shown as QR code or sent through a deep link. */
  readonly wcUri: string | undefined
  /** When the pairing URI stops being valid, in ms since the epoch (creation + 4 minutes). */
  readonly wcPairingExpiry: number | undefined
  /** The wallet link the user chose on mobile (CONN-016). */
  readonly wcLinking: DeepLinkChoice | undefined
  /** The wallet being connected; stored among recent wallets once connected (CONN-016). */
  readonly recentWallet: Wallet | undefined
  /** True while a basic pairing (`ConnectingWalletConnectBasic`) is in use (ROUTER-028). */
  readonly wcBasic: boolean
  /** True when the last pairing attempt failed (CONN-008). */
  readonly wcError: boolean
  /**
   * True while a pairing request is pending (between asking for a URI and the wallet answering).
   * Serialisable stand-in for the pending promise: a second connect waits for it (CONN-005).
   */
  readonly buffering: boolean
  readonly status: ConnectionStatus
}

/** [CONN-001] The state of a fresh connection store: disconnected, no pairing. */
export function getInitialConnectionState(): ConnectionState {
  return {
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    recentWallet: undefined,
    wcBasic: false,
    wcError: false,
    buffering: false,
    status: 'disconnected',
  }
}

/**
 * Creates the connection store of one modal instance.
 *
 * @example
 * const connection = createConnectionStore()
 * connection.getState().status // 'disconnected'
 */
export function createConnectionStore(initial?: Partial<ConnectionState>) {
  return createStore<ConnectionState>()(() => ({ ...getInitialConnectionState(), ...initial }))
}

/** The store made by `createConnectionStore`. */
export type ConnectionStore = ReturnType<typeof createConnectionStore>
