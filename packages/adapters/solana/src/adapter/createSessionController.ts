import {
  type CaipNetwork,
  type CaipNetworkId,
  ResourceNotFoundRpcError,
  UnauthorizedProviderError,
  withTimeout,
} from '@atrium/common'
import type { AdapterEvent, StorageBackend, WalletDescriptor } from '@atrium/core'
import type { WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
} from '@wallet-standard/features'
import { toSolanaAdapterError } from '../errors/toSolanaAdapterError.js'
import { createWalletSession, type WalletSession } from '../session/createWalletSession.js'
import { clearStoredSession, readStoredSession, writeStoredSession } from '../session/storedSession.js'
import { isSolanaAccount, toAdapterAccounts } from '../session/toAdapterAccounts.js'
import { type SolanaWalletEntry, watchSolanaWallets } from '../wallets/watchSolanaWallets.js'

/** How long a request that needs no user (silent connect, disconnect) may take. */
const WALLET_SILENT_REQUEST_TIMEOUT_MS = 10_000

/** How long `reconnect` waits for the stored wallet to register, unless told otherwise. */
const RECONNECT_WALLET_TIMEOUT_MS = 2_000

type Features = Partial<StandardConnectFeature & StandardDisconnectFeature>

function solanaAccountsOf(
  accounts: readonly WalletAccount[],
): [WalletAccount, ...WalletAccount[]] | undefined {
  const [first, ...rest] = accounts.filter(isSolanaAccount)
  return first === undefined ? undefined : [first, ...rest]
}

/**
 * The wallet side of the Solana adapter: the registered wallets (`connectorsChanged` on each
 * change) and the one session at a time, with its storage record and its events
 * (`accountsChanged` when the wallet switches account, `disconnect` when it ends the session or
 * unregisters). The session's own connect and disconnect are never reported as events: the call's
 * result tells core.
 */
export function createSessionController(parameters: {
  readonly storage: StorageBackend
  readonly reconnectTimeoutMs?: number | undefined
  readonly emit: (event: AdapterEvent<'solana'>) => void
  readonly getActiveNetworkId: () => CaipNetworkId<'solana'>
  readonly setActiveNetworkId: (networkId: CaipNetworkId<'solana'>) => void
  readonly findNetwork: (networkId: CaipNetworkId) => CaipNetwork<'solana'>
}) {
  const { storage, emit } = parameters
  let session: WalletSession | undefined
  const registrationWaiters = new Set<() => void>()

  const end = (ending: WalletSession) => {
    ending.stop()
    if (session === ending) session = undefined
  }
  const watcher = watchSolanaWallets(() => {
    emit({ type: 'connectorsChanged', wallets: watcher.descriptors() })
    for (const waiter of [...registrationWaiters]) waiter()
    const current = session
    if (current !== undefined && !watcher.entries().some((entry) => entry.wallet === current.wallet)) {
      end(current)
      clearStoredSession(storage)
      emit({ type: 'disconnect' })
    }
  })
  const findEntry = (connectorId: string): SolanaWalletEntry | undefined =>
    watcher.entries().find((entry) => entry.id === connectorId)
  /** The wallet of `connectorId`, waiting up to `timeoutMs` for it to register. */
  const waitForEntry = (connectorId: string, timeoutMs: number): Promise<SolanaWalletEntry | undefined> => {
    const found = findEntry(connectorId)
    if (found !== undefined || timeoutMs <= 0) return Promise.resolve(found)
    return new Promise((resolve) => {
      const finish = () => {
        registrationWaiters.delete(check)
        clearTimeout(timer)
        resolve(findEntry(connectorId))
      }
      const check = () => {
        if (findEntry(connectorId) !== undefined) finish()
      }
      const timer = setTimeout(finish, timeoutMs)
      registrationWaiters.add(check)
    })
  }
  const start = (
    entry: SolanaWalletEntry,
    accounts: readonly [WalletAccount, ...WalletAccount[]],
    networkId: CaipNetworkId<'solana'>,
  ): WalletSession => {
    const started = createWalletSession({
      connectorId: entry.id,
      wallet: entry.wallet,
      accounts,
      onChange: (change) => {
        if (session !== started) return
        if (change.type === 'ended') {
          end(started)
          clearStoredSession(storage)
          emit({ type: 'disconnect' })
          return
        }
        emit({
          type: 'accountsChanged',
          accounts: toAdapterAccounts(change.accounts, parameters.getActiveNetworkId()),
        })
      },
    })
    if (session !== undefined) end(session)
    session = started
    parameters.setActiveNetworkId(networkId)
    writeStoredSession(storage, { connectorId: entry.id, networkId })
    return started
  }
  /** Asks a wallet to end its session, within a bound; its failure does not keep the session alive. */
  const releaseWallet = async (ending: WalletSession) => {
    const disconnect = (ending.wallet.features as Features)[StandardDisconnect]
    if (disconnect === undefined) return
    try {
      await withTimeout(
        disconnect.disconnect(),
        WALLET_SILENT_REQUEST_TIMEOUT_MS,
        `${ending.wallet.name} disconnect`,
      )
    } catch {
      // The adapter's session is over either way; a wallet that fails to forget the dApp only
      // keeps its own authorisation, which `reconnect` ignores once the storage record is gone.
    }
  }

  return {
    current: (): WalletSession | undefined => session,
    wallets: (): readonly WalletDescriptor[] => watcher.descriptors(),

    /** Prompts the wallet (`standard:connect`); one session at a time, so another wallet's is then released. */
    async connect(options: { readonly connectorId: string; readonly networkId: CaipNetworkId<'solana'> }) {
      const entry = findEntry(options.connectorId)
      const connect = entry === undefined ? undefined : (entry.wallet.features as Features)[StandardConnect]
      if (entry === undefined || connect === undefined) {
        throw new ResourceNotFoundRpcError({
          details: `No Solana wallet with id "${options.connectorId}"`,
          meta: { connectorId: options.connectorId },
        })
      }
      let output: Awaited<ReturnType<typeof connect.connect>>
      try {
        output = await connect.connect()
      } catch (error) {
        throw toSolanaAdapterError(error)
      }
      const accounts = solanaAccountsOf(output.accounts.length > 0 ? output.accounts : entry.wallet.accounts)
      if (accounts === undefined)
        throw new UnauthorizedProviderError({ details: `${entry.wallet.name} gave no Solana account` })
      // Released only once the new wallet agreed: a refused switch keeps the current session.
      const previous = session
      if (previous !== undefined && previous.wallet !== entry.wallet) {
        end(previous)
        await releaseWallet(previous)
      }
      return start(entry, accounts, options.networkId)
    },

    /** Restores the stored session with a silent `standard:connect`, or resolves `undefined`. */
    async reconnect(options: { readonly connectorId: string }): Promise<WalletSession | undefined> {
      if (session?.connectorId === options.connectorId) return session
      const stored = readStoredSession(storage)
      if (stored?.connectorId !== options.connectorId) return undefined
      const entry = await waitForEntry(
        options.connectorId,
        parameters.reconnectTimeoutMs ?? RECONNECT_WALLET_TIMEOUT_MS,
      )
      const connect = entry === undefined ? undefined : (entry.wallet.features as Features)[StandardConnect]
      if (entry === undefined || connect === undefined) return undefined
      let accounts: [WalletAccount, ...WalletAccount[]] | undefined
      try {
        const output = await withTimeout(
          connect.connect({ silent: true }),
          WALLET_SILENT_REQUEST_TIMEOUT_MS,
          `${entry.wallet.name} silent connect`,
        )
        accounts = solanaAccountsOf(output.accounts.length > 0 ? output.accounts : entry.wallet.accounts)
      } catch {
        // A wallet that refuses or fails a silent connect wants a prompt: nothing to restore.
        return undefined
      }
      if (accounts === undefined) return undefined
      let networkId = parameters.getActiveNetworkId()
      try {
        networkId = parameters.findNetwork(stored.networkId).caipNetworkId
      } catch {
        // The stored network is no longer configured: the session resumes on the active one.
      }
      return start(entry, accounts, networkId)
    },

    /** Ends the session of `connectorId` and forgets it; resolves even when it was already ended. */
    async disconnect(options: { readonly connectorId: string }): Promise<void> {
      if (readStoredSession(storage)?.connectorId === options.connectorId) clearStoredSession(storage)
      const ending = session
      if (ending?.connectorId !== options.connectorId) return
      end(ending)
      await releaseWallet(ending)
    },
  }
}
