import {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  InvalidParamsRpcError,
  NetworkNotFoundError,
  parseCaipAddress,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  withTimeout,
} from '@atrium/common'
import {
  type AdapterEvent,
  type BlockReadAbility,
  type ChainAdapterAbility,
  type ChainAdapterWith,
  createLocalStorage,
  type EvmWalletCallsAbility,
  type StorageBackend,
} from '@atrium/core'
import type { Injected } from '@polkadot/extension-inject/types'
import { stringToHex } from '@polkadot/util'
import { getSs58Prefix } from '../accounts/getSs58Prefix.js'
import { createPolkadotApiPool } from '../api/createPolkadotApiPool.js'
import { estimateTransferFee } from '../api/estimateTransferFee.js'
import { readFreeBalance } from '../api/readFreeBalance.js'
import { readTransfer } from '../api/readTransfer.js'
import { sendTransfer } from '../api/sendTransfer.js'
import { toPolkadotAdapterError } from '../errors/toPolkadotAdapterError.js'
import {
  createExtensionWatcher,
  EXTENSION_RECHECK_DELAYS_MS,
  readInjectedWeb3,
} from '../extensions/createExtensionWatcher.js'
import { enableExtension, findExtension, getExtensionAccounts } from '../extensions/enableExtension.js'
import { waitForExtension } from '../extensions/waitForExtension.js'
import { createSessionStorage } from '../session/createSessionStorage.js'
import { createSessionTracker, type PolkadotLiveSession } from '../session/createSessionTracker.js'
import { findSessionAccount } from '../session/findSessionAccount.js'
import {
  EXTENSION_INJECTION_WAIT_MS,
  WALLET_PROMPT_TIMEOUT_MS,
  WALLET_SILENT_TIMEOUT_MS,
} from './walletTimeouts.js'

export type CreatePolkadotAdapterParameters = {
  /** The polkadot networks the dApp offers; the first is the default. */
  readonly networks: readonly [CaipNetwork<'polkadot'>, ...CaipNetwork<'polkadot'>[]]
  /** The name extensions show when they ask the user to authorise the dApp. */
  readonly appName: string
  /** Where the connected extension is kept for `reconnect`; `localStorage` by default. */
  readonly storage?: StorageBackend | undefined
  /**
   * SS58 prefixes by CAIP-2 id for networks the adapter does not know (see `KNOWN_SS58_PREFIXES`);
   * addresses of other networks use the generic prefix 42.
   */
  readonly ss58Prefixes?: Readonly<Record<string, number>> | undefined
  /** Re-checks of `window.injectedWeb3` after creation, for extensions that inject late. */
  readonly extensionRecheckDelaysMs?: readonly number[] | undefined
}

/**
 * What `createPolkadotAdapter` returns: core's `ChainAdapter` for polkadot with every optional
 * ability except the EVM ones (a fee is not gas × price; no token transfers yet).
 */
export type PolkadotAdapter = ChainAdapterWith<
  'polkadot',
  Exclude<
    ChainAdapterAbility,
    'getGasPrice' | 'buildTokenTransfer' | BlockReadAbility | EvmWalletCallsAbility
  >
> & {
  /** The networks the adapter was created with. */
  readonly networks: readonly CaipNetwork<'polkadot'>[]
  /** Stops the extension re-checks, drops the session and closes every node connection. */
  dispose(): Promise<void>
}

/**
 * Creates Atrium's Polkadot adapter over browser extensions (polkadot-js, Talisman, SubWallet and
 * any other `window.injectedWeb3` entry): core's `ChainAdapter` with connect, reconnect without a
 * prompt, disconnect, account events, network switching between the configured networks (a dApp
 * choice: extensions have no network), free balance, `signRaw` message signing, balance transfers
 * signed by the extension, and their fee.
 *
 * The extensions are called directly (`enable(appName)`), without `@polkadot/extension-dapp`,
 * whose module reads `window` when imported. `@polkadot/api` is imported only when a balance, fee
 * or transfer first needs a node. Every rejection is a coded `AtriumError`.
 *
 * @example
 * const adapter = createPolkadotAdapter({ networks: [polkadot], appName: 'My dApp' })
 * createAppKit({ adapters: [adapter], networks: [polkadot], projectId })
 */
export function createPolkadotAdapter(parameters: CreatePolkadotAdapterParameters): PolkadotAdapter {
  const networks = [...parameters.networks]
  const [firstNetwork] = networks
  if (firstNetwork === undefined) {
    throw new NetworkNotFoundError({ details: 'createPolkadotAdapter needs at least one polkadot network' })
  }
  if (typeof parameters.appName !== 'string' || parameters.appName.trim() === '') {
    throw new InvalidParamsRpcError({ details: 'createPolkadotAdapter needs an appName for the extensions' })
  }
  const { appName } = parameters
  const listeners = new Set<(event: AdapterEvent<'polkadot'>) => void>()
  const emit = (event: AdapterEvent<'polkadot'>) => {
    for (const listener of [...listeners]) {
      try {
        listener(event)
      } catch (error) {
        // A subscriber's bug must not stop the others; surface it unhandled.
        setTimeout(() => {
          throw error
        })
      }
    }
  }
  const storage = createSessionStorage(parameters.storage ?? createLocalStorage())
  const pool = createPolkadotApiPool()
  const hasWindow = (globalThis as { window?: unknown }).window !== undefined
  const watcher = createExtensionWatcher({
    read: readInjectedWeb3,
    recheckDelaysMs: hasWindow ? (parameters.extensionRecheckDelaysMs ?? EXTENSION_RECHECK_DELAYS_MS) : [],
    onChange: (wallets) => emit({ type: 'connectorsChanged', wallets }),
  })

  const findNetwork = (networkId: CaipNetworkId<'polkadot'> | string): CaipNetwork<'polkadot'> => {
    const network = networks.find((entry) => entry.caipNetworkId === networkId)
    if (network === undefined)
      throw new NetworkNotFoundError({ details: `${networkId} is not a configured network` })
    return network
  }
  let activeNetwork =
    networks.find((entry) => entry.caipNetworkId === storage.read()?.networkId) ?? firstNetwork
  const tracker = createSessionTracker({
    emit,
    getSs58Prefix: (network) => getSs58Prefix(network.caipNetworkId, parameters.ss58Prefixes),
    onEnded: () => storage.clear(),
  })

  /** Opens a session on `network` with what the extension shares, replacing any previous one. */
  const start = async (
    connectorId: string,
    injected: Injected,
    network: CaipNetwork<'polkadot'>,
    timeoutMs: number,
  ) => {
    const accounts = await getExtensionAccounts(injected, timeoutMs)
    const session = tracker.start({ connectorId, injected, network, accounts })
    activeNetwork = network
    storage.write({ connectorId, networkId: network.caipNetworkId })
    return session
  }
  const requireSession = (): PolkadotLiveSession => {
    const live = tracker.current()
    if (live === undefined)
      throw new UnauthorizedProviderError({ details: 'No Polkadot extension is connected' })
    return live
  }
  const polkadotAddressOf = (caipAddress: CaipAddress<'polkadot'>) => {
    const parsed = parseCaipAddress(caipAddress)
    if (parsed.namespace !== 'polkadot') {
      throw new InvalidParamsRpcError({ details: `${caipAddress} is not a polkadot account` })
    }
    return { address: parsed.address, network: findNetwork(parsed.caipNetworkId) }
  }

  const adapter: PolkadotAdapter = {
    namespace: 'polkadot',
    networks,
    listWallets: () => watcher.refresh(),

    connect: async ({ connectorId, networkId }) => {
      const network = networkId === undefined ? activeNetwork : findNetwork(networkId)
      const extension = findExtension(readInjectedWeb3(), connectorId)
      const injected = await enableExtension(extension, {
        key: connectorId,
        appName,
        timeoutMs: WALLET_PROMPT_TIMEOUT_MS,
      })
      return start(connectorId, injected, network, WALLET_SILENT_TIMEOUT_MS)
    },

    disconnect: async ({ connectorId }) => {
      if (tracker.current()?.connectorId === connectorId) tracker.end()
      if (storage.read()?.connectorId === connectorId) storage.clear()
    },

    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },

    reconnect: async ({ connectorId }) => {
      const stored = storage.read()
      if (stored?.connectorId !== connectorId) return undefined
      const live = tracker.current()
      if (live?.connectorId === connectorId) return tracker.toSession(live)
      const extension = await waitForExtension(
        readInjectedWeb3,
        connectorId,
        hasWindow ? EXTENSION_INJECTION_WAIT_MS : 0,
      )
      watcher.refresh()
      if (extension === undefined) return undefined
      const network = networks.find((entry) => entry.caipNetworkId === stored.networkId) ?? activeNetwork
      try {
        const injected = await enableExtension(extension, {
          key: connectorId,
          appName,
          timeoutMs: WALLET_SILENT_TIMEOUT_MS,
        })
        return await start(connectorId, injected, network, WALLET_SILENT_TIMEOUT_MS)
      } catch (error) {
        // Restoring is best effort: an extension that no longer authorises the dApp (or asks the
        // user again) leaves the user to connect anew; the stored choice is kept only on a time-out.
        if (toPolkadotAdapterError(error).code !== 'REQUEST_TIMEOUT') storage.clear()
        return undefined
      }
    },

    switchNetwork: async ({ networkId }) => {
      const network = findNetwork(networkId)
      activeNetwork = network
      const live = tracker.current()
      if (live === undefined || live.network.caipNetworkId === network.caipNetworkId) return
      tracker.moveTo(network)
      if (tracker.current() === live)
        storage.write({ connectorId: live.connectorId, networkId: network.caipNetworkId })
    },

    getBalance: async ({ caipAddress }) => {
      const { address, network } = polkadotAddressOf(caipAddress)
      return readFreeBalance(await pool.get(network), { address, network })
    },

    signMessage: async ({ caipAddress, message }) => {
      const live = requireSession()
      const account = findSessionAccount(live, polkadotAddressOf(caipAddress).address)
      const { signer } = live.injected
      if (signer.signRaw === undefined) {
        throw new UnsupportedProviderMethodError({
          details: `${live.connectorId} cannot sign messages (signRaw)`,
        })
      }
      try {
        const { signature } = await withTimeout(
          signer.signRaw({ address: account.extensionAddress, data: stringToHex(message), type: 'bytes' }),
          WALLET_PROMPT_TIMEOUT_MS,
          `The ${live.connectorId} extension`,
        )
        return signature
      } catch (error) {
        throw toPolkadotAdapterError(error)
      }
    },

    sendTransaction: async (transaction) => {
      const transfer = readTransfer(transaction)
      const live = requireSession()
      const account = findSessionAccount(live, transfer.from)
      if (live.injected.signer.signPayload === undefined) {
        throw new UnsupportedProviderMethodError({ details: `${live.connectorId} cannot sign transactions` })
      }
      const api = await pool.get(findNetwork(transfer.networkId))
      return sendTransfer(api, {
        transfer,
        signerAddress: account.extensionAddress,
        signer: live.injected.signer,
      })
    },

    estimateGas: async (transaction) => {
      const transfer = readTransfer(transaction)
      return estimateTransferFee(await pool.get(findNetwork(transfer.networkId)), transfer)
    },

    isAddress: async ({ address, networkId }) => {
      // Loaded on the first check: the checksum code is not start-up code.
      const { isPolkadotAddress } = await import('../accounts/isPolkadotAddress.js')
      return isPolkadotAddress(
        address,
        getSs58Prefix(findNetwork(networkId).caipNetworkId, parameters.ss58Prefixes),
      )
    },

    ping: async () => {
      const live = requireSession()
      tracker.update(live, await getExtensionAccounts(live.injected, WALLET_SILENT_TIMEOUT_MS))
      if (tracker.current() !== live) {
        throw new UnauthorizedProviderError({ details: 'The extension no longer shares an account' })
      }
    },

    dispose: async () => {
      watcher.stop()
      tracker.end()
      listeners.clear()
      await pool.disconnectAll()
    },
  }
  return adapter
}
