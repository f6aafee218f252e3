import {
  type CaipAddress,
  type CaipNetworkId,
  formatCaipAddress,
  type Namespace,
  parseCaipAddress,
  parseCaipNetworkId,
  UserRejectedRequestError,
} from '@atrium/common'
import type { AdapterEvent, AdapterSession, ChainAdapter, WalletDescriptor } from '@atrium/core'

/** Parameters of `createMemoryAdapter`. */
export type CreateMemoryAdapterParameters<namespace extends Namespace = 'eip155'> = {
  readonly wallets: readonly WalletDescriptor[]
  /** The wallet's accounts, the first active. */
  readonly addresses: readonly [string, ...string[]]
  /** The network the wallet is on; its namespace is the adapter's. */
  readonly networkId: CaipNetworkId<namespace>
  /** Symbol of the balances; `'ETH'` by default. */
  readonly symbol?: string | undefined
  /** Native balance per CAIP-2 network, in whole units; '0' elsewhere. */
  readonly balances?: Readonly<Record<string, string>>
  /** A connector id whose session `reconnect` restores, as if left over from the last visit. */
  readonly restorableConnectorId?: string | undefined
}

/**
 * A real in-memory `ChainAdapter` standing in for an external wallet library: it keeps a session,
 * reports events, switches networks and answers balances, and can be told to refuse the next
 * request with EIP-1193 4001 like a user would.
 */
export function createMemoryAdapter<namespace extends Namespace = 'eip155'>(
  parameters: CreateMemoryAdapterParameters<namespace>,
) {
  const namespace = parseCaipNetworkId(parameters.networkId).namespace as namespace
  const listeners = new Set<(event: AdapterEvent<namespace>) => void>()
  let networkId = parameters.networkId
  let wallets = parameters.wallets
  let connectorId: string | undefined
  let rejectNext = false
  let switchError: Error | undefined
  let gate: Promise<void> | undefined
  const calls: string[] = []

  const emit = (event: AdapterEvent<namespace>) => {
    for (const listener of listeners) listener(event)
  }
  const accounts = () =>
    parameters.addresses.map((address) => ({
      caipAddress: formatCaipAddress(networkId, address) as CaipAddress<namespace>,
    }))
  const session = (id: string): AdapterSession<namespace> => {
    const [first, ...rest] = accounts()
    if (first === undefined) throw new Error('the memory wallet has no account')
    return { connectorId: id, accounts: [first, ...rest], networkId }
  }

  const adapter: ChainAdapter<namespace> = {
    namespace,
    listWallets: () => wallets,
    connect: async ({ connectorId: id }) => {
      calls.push(`connect:${id}`)
      const held = gate
      gate = undefined
      if (held !== undefined) await held
      if (rejectNext) {
        rejectNext = false
        throw new UserRejectedRequestError()
      }
      connectorId = id
      return session(id)
    },
    reconnect: async ({ connectorId: id }) => {
      calls.push(`reconnect:${id}`)
      if (id !== parameters.restorableConnectorId) return undefined
      connectorId = id
      return session(id)
    },
    disconnect: async () => {
      calls.push('disconnect')
      connectorId = undefined
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    switchNetwork: async ({ networkId: next }) => {
      calls.push(`switchNetwork:${next}`)
      if (switchError !== undefined) {
        const error = switchError
        switchError = undefined
        throw error
      }
      networkId = next
      emit({ type: 'chainChanged', networkId: next })
    },
    getBalance: async ({ caipAddress }) => {
      const { caipNetworkId } = parseCaipAddress(caipAddress)
      calls.push(`getBalance:${caipNetworkId}`)
      return { balance: parameters.balances?.[caipNetworkId] ?? '0', symbol: parameters.symbol ?? 'ETH' }
    },
  }

  return {
    adapter,
    /** Every call the adapter received, in order (`connect:<id>`, `switchNetwork:<id>`, …). */
    calls,
    /** The connector id of the live session. */
    getConnectorId: () => connectorId,
    /** Makes the wallet refuse the next connection with 4001. */
    rejectNextConnect: () => {
      rejectNext = true
    },
    /** Makes the next network switch fail with `error`. */
    failNextSwitch: (error: Error) => {
      switchError = error
    },
    /** Holds the next `connect` until `release()`: a wallet waiting for the user. */
    holdNextConnect: () => {
      let release = () => {}
      gate = new Promise<void>((resolve) => {
        release = resolve
      })
      return { release: () => release() }
    },
    /** A wallet announcing itself late (EIP-6963). */
    announce: (wallet: WalletDescriptor) => {
      wallets = [...wallets, wallet]
      emit({ type: 'connectorsChanged', wallets })
    },
    emit,
  }
}

/** The memory adapter and its controls. */
export type MemoryAdapter<namespace extends Namespace = 'eip155'> = ReturnType<
  typeof createMemoryAdapter<namespace>
>
