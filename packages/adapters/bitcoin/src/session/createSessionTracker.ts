import type { CaipNetworkId } from '@atrium/common'
import type { AdapterEvent } from '@atrium/core'
import type { ResolvedBitcoinNetwork } from '../networks/resolveBitcoinNetworks.js'
import { findNetworkOfAddresses } from '../networks/resolveBitcoinNetworks.js'
import type { BitcoinWalletAccount, BitcoinWalletConnector } from '../wallets/BitcoinWalletConnector.js'
import type { SessionStorage } from './createSessionStorage.js'
import { toAdapterAccounts } from './toAdapterAccounts.js'

/** The live connection: the wallet, its network and the addresses it shared. */
export type BitcoinAdapterConnection = {
  readonly connector: BitcoinWalletConnector
  readonly networkId: CaipNetworkId<'bip122'>
  readonly accounts: readonly BitcoinWalletAccount[]
}

/**
 * Holds the adapter's one session: opens it (and listens to the wallet's events), applies the
 * changes the wallet reports, ends it; keeps the stored copy in step, and emits `accountsChanged`,
 * `chainChanged` and `disconnect` for what changed. Changes run one after another (`serially`), so a
 * wallet event and the adapter's own switch cannot interleave.
 */
export function createSessionTracker(parameters: {
  readonly networks: readonly ResolvedBitcoinNetwork[]
  readonly sessions: SessionStorage
  readonly emit: (event: AdapterEvent<'bip122'>) => void
}) {
  const { networks, sessions, emit } = parameters
  let connection: (BitcoinAdapterConnection & { readonly stop: () => void }) | undefined
  let changes: Promise<unknown> = Promise.resolve()

  const serially = <value>(task: () => Promise<value> | value): Promise<value> => {
    const run = changes.then(task)
    changes = run.catch(() => undefined)
    return run
  }
  const end = () => {
    connection?.stop()
    connection = undefined
    sessions.clear()
  }
  const update = (
    connector: BitcoinWalletConnector,
    accounts: readonly BitcoinWalletAccount[],
    networkId: CaipNetworkId<'bip122'>,
  ) => {
    const previous = connection
    if (previous?.connector !== connector) return
    connection = { ...previous, accounts, networkId }
    sessions.write({ connectorId: connector.id, networkId, accounts })
    const before = toAdapterAccounts(previous.accounts, previous.networkId)
    const after = toAdapterAccounts(accounts, networkId)
    if (networkId !== previous.networkId) emit({ type: 'chainChanged', networkId })
    if (JSON.stringify(after) !== JSON.stringify(before)) emit({ type: 'accountsChanged', accounts: after })
  }
  const endByWallet = (connector: BitcoinWalletConnector) => {
    if (connection?.connector !== connector) return
    end()
    emit({ type: 'disconnect' })
  }
  /** A wallet event: the accounts it carried, or a silent re-read; none left means the session ended. */
  const applyChange = async (
    connector: BitcoinWalletConnector,
    reported?: readonly BitcoinWalletAccount[],
  ) => {
    if (connection?.connector !== connector) return
    const accounts = reported ?? (await connector.readAccounts?.())
    if (accounts === undefined) return
    if (accounts.length === 0) return endByWallet(connector)
    const addresses = accounts.map((account) => account.address)
    const found = findNetworkOfAddresses(addresses, networks, connection?.networkId)
    if (found !== undefined) update(connector, accounts, found.networkId)
  }

  return {
    current: (): BitcoinAdapterConnection | undefined => connection,
    serially,
    /** Starts the session (replacing any other) and listens to the wallet. */
    open: (
      connector: BitcoinWalletConnector,
      networkId: CaipNetworkId<'bip122'>,
      accounts: readonly BitcoinWalletAccount[],
    ): BitcoinAdapterConnection => {
      connection?.stop()
      const stop = connector.watch({
        // A failed re-read has no caller to report to; the session keeps its last known state.
        onChange: (reported) => void serially(() => applyChange(connector, reported)).catch(() => undefined),
        onDisconnect: () => void serially(() => endByWallet(connector)),
      })
      connection = { connector, networkId, accounts, stop }
      sessions.write({ connectorId: connector.id, networkId, accounts })
      return connection
    },
    /** Applies accounts the adapter read itself (after switching networks). */
    update,
    /** Ends the session without an event: the dApp asked for it. */
    end,
  }
}
