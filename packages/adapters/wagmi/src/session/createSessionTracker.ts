import type { AdapterEvent } from '@atrium/core'
import type { Config } from '@wagmi/core'
import { toAdapterAccounts, toEip155NetworkId, type WagmiConnectionView } from './toAdapterSession.js'

type Snapshot = { readonly uid: string; readonly accounts: readonly string[]; readonly chainId: number }

function readCurrent(config: Config): WagmiConnectionView | undefined {
  const { current, connections } = config.state
  return current === null ? undefined : connections.get(current)
}

function sameAccounts(left: readonly string[], right: readonly string[]): boolean {
  return (
    left.length === right.length &&
    left.every((address, index) => address.toLowerCase() === right[index]?.toLowerCase())
  )
}

/**
 * Turns changes of wagmi's current connection into core's adapter events, for the session the
 * adapter reported (after `connect` or `reconnect`): the wallet's account or chain changed, or it
 * ended the session. While the adapter itself connects, reconnects or disconnects, changes are
 * not reported: the call's own result tells core. Connections made behind the adapter's back (the
 * dApp's own wagmi hooks) are not reported either, because core never opened them.
 */
export function createSessionTracker(config: Config, emit: (event: AdapterEvent<'eip155'>) => void) {
  let reported: Snapshot | undefined
  let quiet = 0

  const onChange = () => {
    if (quiet > 0 || reported === undefined) return
    const { status } = config.state
    if (status === 'connecting' || status === 'reconnecting') return
    const next = readCurrent(config)
    if (next === undefined || next.accounts.length === 0) {
      reported = undefined
      emit({ type: 'disconnect' })
      return
    }
    const previous = reported
    reported = { uid: next.connector.uid, accounts: next.accounts, chainId: next.chainId }
    if (next.chainId !== previous.chainId)
      emit({ type: 'chainChanged', networkId: toEip155NetworkId(next.chainId) })
    if (next.connector.uid !== previous.uid || !sameAccounts(next.accounts, previous.accounts)) {
      emit({ type: 'accountsChanged', accounts: toAdapterAccounts(next.accounts, next.chainId) })
    }
  }
  config.subscribe((state) => state, onChange)

  return {
    /** Runs `action` without reporting the changes it makes, then reports from its result. */
    async quietly<result>(action: () => Promise<result>): Promise<result> {
      quiet += 1
      try {
        return await action()
      } finally {
        quiet -= 1
      }
    },
    /** The adapter handed core this connection (or none): report changes from here on. */
    setReported(connection: WagmiConnectionView | undefined): void {
      reported =
        connection === undefined
          ? undefined
          : { uid: connection.connector.uid, accounts: connection.accounts, chainId: connection.chainId }
    },
  }
}
