import {
  AUTH_CONNECTOR_NAME,
  type CaipNetworkId,
  CONNECTOR_IDS,
  InternalRpcError,
  isSolanaAddress,
  UnauthorizedProviderError,
} from '@atrium/common'
import {
  type AdapterSession,
  type AuthProvider,
  enforceRpcAllowList,
  type WalletDescriptor,
} from '@atrium/core'
import bs58 from 'bs58'

/**
 * The part of core's `AuthProvider` (the embedded wallet of the secure frame) the Solana adapter
 * uses: the signed-in user's address per chain, the session, and RPC relayed to the wallet
 * (FRAME-030). Each call resolves on the frame's answer or rejects with a coded `AtriumError`.
 */
export type SolanaAuthProvider = Pick<AuthProvider, 'getUser' | 'isConnected' | 'signOut' | 'request'>

/** [CONNECTOR-001] How the embedded wallet is listed: one `AUTH` connector. */
export const SOLANA_AUTH_WALLET: WalletDescriptor = {
  id: CONNECTOR_IDS.AUTH,
  name: AUTH_CONNECTOR_NAME,
  type: 'AUTH',
  provider: true,
  imageId: 'connector-email',
}

/** Reads the string `field` of the embedded wallet's answer. */
function readField(result: unknown, method: string, field: string): string {
  const value =
    typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[field] : undefined
  if (typeof value !== 'string' || value === '')
    throw new InternalRpcError({ details: `${method}: the embedded wallet answered no ${field}` })
  return value
}

/**
 * The Solana session of the embedded wallet: its account on a network comes from `getUser`, and
 * messages and transactions go to it as the WalletConnect Solana methods of the same shapes
 * (`solana_signMessage { message: base58, pubkey }` → `{ signature }`,
 * `solana_signAndSendTransaction { transaction: base64, sendOptions? }` → `{ signature }`), so the
 * frame's wallet answers one protocol whichever way a dApp reaches it.
 */
export function createAuthSession(authProvider: SolanaAuthProvider) {
  let address: string | undefined
  // [RPC-003] Every RPC request to the embedded wallet passes the SPEC §5 allow-list first.
  const request = enforceRpcAllowList((parameters) => authProvider.request(parameters))

  const open = async (networkId: CaipNetworkId<'solana'>): Promise<AdapterSession<'solana'>> => {
    const user = await authProvider.getUser({ chainId: networkId })
    if (!isSolanaAddress(user.address)) {
      throw new UnauthorizedProviderError({
        details: `The embedded wallet gave no Solana account: ${JSON.stringify(user.address)}`,
      })
    }
    address = user.address
    return {
      connectorId: CONNECTOR_IDS.AUTH,
      accounts: [{ caipAddress: `${networkId}:${user.address}` }],
      networkId,
    }
  }

  return {
    /** Whether the embedded wallet holds the session account `candidate`. */
    holds: (candidate: string) => address !== undefined && address === candidate,
    isOpen: () => address !== undefined,
    connect: open,
    /** The signed-in user's session without a prompt; `undefined` when nobody is signed in. */
    reconnect: async (networkId: CaipNetworkId<'solana'>) => {
      const { isConnected } = await authProvider.isConnected()
      return isConnected ? open(networkId) : undefined
    },
    disconnect: async () => {
      address = undefined
      await authProvider.signOut()
    },
    /** Checks that the user is still signed in; rejects 4100 when not. */
    ping: async () => {
      const { isConnected } = await authProvider.isConnected()
      if (!isConnected) {
        address = undefined
        throw new UnauthorizedProviderError({ details: 'The embedded wallet is signed out' })
      }
    },
    signMessage: async (parameters: {
      readonly address: string
      readonly networkId: CaipNetworkId
      readonly message: string
    }) => {
      const method = 'solana_signMessage'
      const result = await request({
        method,
        params: {
          message: bs58.encode(new TextEncoder().encode(parameters.message)),
          pubkey: parameters.address,
        },
        chainId: parameters.networkId,
      })
      return readField(result, method, 'signature')
    },
    /** Sends a serialized transaction (base64) for the wallet to sign and send; resolves with its signature. */
    signAndSendTransaction: async (parameters: {
      readonly networkId: CaipNetworkId
      readonly transaction: string
      readonly sendOptions?: object | undefined
    }) => {
      const method = 'solana_signAndSendTransaction'
      const { transaction, sendOptions } = parameters
      const result = await request({
        method,
        params: sendOptions === undefined ? { transaction } : { transaction, sendOptions },
        chainId: parameters.networkId,
      })
      return readField(result, method, 'signature')
    },
  }
}

export type AuthSession = ReturnType<typeof createAuthSession>
