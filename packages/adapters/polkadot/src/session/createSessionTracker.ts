import { type CaipNetwork, UnauthorizedProviderError } from '@atrium/common'
import type { AdapterEvent, AdapterSession } from '@atrium/core'
import type { Injected } from '@polkadot/extension-inject/types'
import { type PolkadotSessionAccount, toPolkadotAccounts } from '../accounts/toPolkadotAccounts.js'

/** The session the adapter holds: the extension's injected API, the network, the shared accounts. */
export type PolkadotLiveSession = {
  readonly connectorId: string
  readonly injected: Injected
  readonly network: CaipNetwork<'polkadot'>
  /** The usable accounts on `network`, in the extension's order; never empty. */
  readonly accounts: readonly PolkadotSessionAccount[]
}

type MutableSession = {
  -readonly [key in keyof PolkadotLiveSession]: PolkadotLiveSession[key]
} & {
  /** The extension's last account list, kept to re-encode it on another network. */
  shared: readonly unknown[]
  stop: () => void
}

export type CreateSessionTrackerParameters = {
  readonly emit: (event: AdapterEvent<'polkadot'>) => void
  readonly getSs58Prefix: (network: CaipNetwork<'polkadot'>) => number
  /** Called when the extension ended the session (no account shared any more). */
  readonly onEnded: () => void
}

function sameAccounts(left: readonly PolkadotSessionAccount[], right: readonly PolkadotSessionAccount[]) {
  return (
    left.length === right.length &&
    left.every((account, index) => account.account.caipAddress === right[index]?.account.caipAddress)
  )
}

/**
 * Holds the one live session and turns the extension's account subscription into core's events:
 * a new list (another order, an account added or removed) → `accountsChanged`; no usable account
 * left (the user removed the dApp's authorisation) → the session ends with `disconnect`. The list
 * extensions deliver at once on subscribing equals the session's, so it reports nothing.
 */
export function createSessionTracker(parameters: CreateSessionTrackerParameters) {
  let live: MutableSession | undefined

  const accountsOn = (shared: readonly unknown[], network: CaipNetwork<'polkadot'>) =>
    toPolkadotAccounts(shared, network, parameters.getSs58Prefix(network))

  const toSession = (session: PolkadotLiveSession): AdapterSession<'polkadot'> => {
    const [first, ...rest] = session.accounts.map(({ account }) => account)
    if (first === undefined) throw new UnauthorizedProviderError({ details: 'The session has no account' })
    return {
      connectorId: session.connectorId,
      accounts: [first, ...rest],
      networkId: session.network.caipNetworkId,
    }
  }

  const end = () => {
    live?.stop()
    live = undefined
  }

  const update = (session: PolkadotLiveSession, shared: readonly unknown[]) => {
    if (live === undefined || live !== session) return
    live.shared = shared
    const accounts = accountsOn(shared, live.network)
    if (accounts.length === 0) {
      end()
      parameters.onEnded()
      parameters.emit({ type: 'disconnect' })
      return
    }
    if (sameAccounts(accounts, live.accounts)) return
    live.accounts = accounts
    parameters.emit({ type: 'accountsChanged', accounts: accounts.map(({ account }) => account) })
  }

  return {
    toSession,
    /** The live session, if any. */
    current: (): PolkadotLiveSession | undefined => live,
    /**
     * Replaces the session with one over `accounts` (what `accounts.get()` returned) and follows
     * the extension's account changes from here on.
     *
     * @throws UnauthorizedProviderError when the extension shares no account usable on `network`.
     */
    start(session: {
      readonly connectorId: string
      readonly injected: Injected
      readonly network: CaipNetwork<'polkadot'>
      readonly accounts: readonly unknown[]
    }): AdapterSession<'polkadot'> {
      const accounts = accountsOn(session.accounts, session.network)
      if (accounts.length === 0) {
        throw new UnauthorizedProviderError({
          details: `${session.connectorId} shares no account usable on ${session.network.name}`,
        })
      }
      end()
      const next: MutableSession = {
        connectorId: session.connectorId,
        injected: session.injected,
        network: session.network,
        accounts,
        shared: session.accounts,
        stop: () => undefined,
      }
      live = next
      try {
        const unsubscribe: unknown = session.injected.accounts.subscribe((shared) => update(next, shared))
        if (typeof unsubscribe === 'function') next.stop = unsubscribe as () => void
      } catch {
        // An extension whose subscription fails still signs; changes are then seen by `ping`.
      }
      return toSession(next)
    },
    /** Feeds a fresh account list (from `accounts.get()`), as the subscription does. */
    update,
    /**
     * Moves the session to `network`: reports `chainChanged`, then the accounts re-encoded with the
     * network's prefix (`accountsChanged`), or `disconnect` when none of them can act there.
     */
    moveTo(network: CaipNetwork<'polkadot'>): void {
      if (live === undefined) return
      const accounts = accountsOn(live.shared, network)
      parameters.emit({ type: 'chainChanged', networkId: network.caipNetworkId })
      if (accounts.length === 0) {
        end()
        parameters.onEnded()
        parameters.emit({ type: 'disconnect' })
        return
      }
      live.network = network
      live.accounts = accounts
      parameters.emit({ type: 'accountsChanged', accounts: accounts.map(({ account }) => account) })
    },
    /** Drops the session without an event (the dApp ended it). */
    end,
  }
}
