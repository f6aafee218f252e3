import type { CaipNetwork } from '@atrium/common'
import type { StorageBackend } from '@atrium/core'
import type { Commitment, Connection } from '@solana/web3.js'
import type { SolanaAuthProvider } from '../auth/createAuthSession.js'
import type { SolanaSendOptions } from '../transactions/SolanaSendOptions.js'

/** The options of `createSolanaAdapter`. */
export type CreateSolanaAdapterParameters = {
  /** The Solana networks of the dApp; the first is the default. Each network's `rpcUrls.default` is its RPC. */
  readonly networks: readonly [CaipNetwork<'solana'>, ...CaipNetwork<'solana'>[]]
  /**
   * Where the adapter remembers its session for `reconnect` after a reload: `localStorage` by
   * default (read lazily, so creating the adapter on a server is safe); `createMemoryStorage()` in tests.
   */
  readonly storage?: StorageBackend | undefined
  /**
   * Builds the `@solana/web3.js` `Connection` of a network (custom headers, another fetch). By
   * default: the network's first HTTP and WebSocket URLs, `commitment`, and a `requestTimeoutMs`
   * time-out per request.
   */
  readonly connectionFactory?: ((network: CaipNetwork<'solana'>) => Connection) | undefined
  /** The commitment of reads, blockhashes and confirmations. Default `'confirmed'`. */
  readonly commitment?: Commitment | undefined
  /** [SEND-004] Send options for every send; a call's own options win. */
  readonly sendOptions?: SolanaSendOptions | undefined
  /** Time-out of one JSON-RPC request of the default connection. Default 10 s. */
  readonly requestTimeoutMs?: number | undefined
  /** How long a send waits for its confirmation before it fails (SEND-011). Default 90 s. */
  readonly confirmationTimeoutMs?: number | undefined
  /**
   * The embedded wallet of the secure frame (core's `AuthProvider`): with it the adapter also lists
   * the `AUTH` connector (`CONNECTOR_IDS.AUTH`), whose account comes from `getUser` and whose
   * messages and sends go to the frame's wallet through `request`.
   */
  readonly authProvider?: SolanaAuthProvider | undefined
  /** How long `reconnect` waits for the stored wallet to register (extensions may register late). Default 2 s. */
  readonly reconnectTimeoutMs?: number | undefined
}
