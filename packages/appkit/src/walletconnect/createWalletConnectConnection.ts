import {
  type CaipAddress,
  type CaipNetworkId,
  CONNECTOR_IDS,
  NAMESPACES,
  type Namespace,
  ProviderDisconnectedError,
  withTimeout,
} from '@atrium/common'
import {
  type AdapterSession,
  type AdapterTransactionParameters,
  type AtriumStorage,
  buildOptionalNamespaces,
  type ChainAdapter,
  type Clock,
  type ConnectAdapterStores,
  connectAdapter,
  createAdapterRegistry,
  handleAdapterEvent,
  type ParsedOptions,
  type WalletConnectClient,
} from '@atrium/core'
// A static import in a module only ever loaded by `createLazyWalletConnectConnection`'s `import()`:
// the bundler then fetches this module and the provider's files at once, not one after the other.
import { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import { resolveCatalogueNetwork } from '../network/resolveCatalogueNetwork.js'
import { addSiwxSessions } from './addSiwxSessions.js'
import { buildUniversalProviderOptions } from './buildUniversalProviderOptions.js'
import { hasStoredWalletConnectSession } from './hasStoredWalletConnectSession.js'
import { prepareSiwxAuthentication } from './prepareSiwxAuthentication.js'
import { sendWalletConnectTransaction } from './sendWalletConnectTransaction.js'
import { shareDeepLinkChoice } from './shareDeepLinkChoice.js'
import { signWalletConnectMessage, type WalletConnectRequest } from './signWalletConnectMessage.js'
import { toWalletConnectError } from './toWalletConnectError.js'
import { toWalletConnectSessions } from './toWalletConnectSessions.js'

type UniversalProvider = InstanceType<typeof UniversalProviderClass>
type KeyValueStorage = NonNullable<Parameters<(typeof UniversalProviderClass)['init']>[0]['storage']>

/**
 * How long ending a session whose sign-in was refused may take before the refusal is reported
 * anyway: with the relay gone the delete would wait for it, and the view must not hang.
 */
const REFUSED_SESSION_END_TIMEOUT_MS = 5_000

export type CreateWalletConnectConnectionParameters = {
  readonly options: ParsedOptions
  readonly storage: AtriumStorage
  /** The page's origin, the dApp URL when `metadata` is absent. */
  readonly origin: string
  /** Reads the session expiry against it. */
  readonly clock: Clock
  /** Where the clients keep keys and sessions; IndexedDB in the browser by default. */
  readonly keyValueStorage?: KeyValueStorage | undefined
}

/** WalletConnect over `@walletconnect/universal-provider`, for every namespace the session covers. */
export type WalletConnectConnection = WalletConnectClient & {
  /** Restores the stored session without a prompt; resolves `false` when there is none. */
  restore(): Promise<boolean>
  /** Whether a session is live now. */
  isConnected(): boolean
  /** The namespaces of the live session. */
  getNamespaces(): readonly Namespace[]
  /**
   * Sends a request to the wallet on `chainId`; on a session connected through a wallet link, the
   * wallet opens through it (CONN-016, see `shareDeepLinkChoice`). Rejects with a coded error.
   */
  request(parameters: {
    readonly chainId: CaipNetworkId
    readonly method: string
    readonly params: unknown
  }): Promise<unknown>
  /**
   * Signs `message` with a session account through its namespace's method (eip155, solana,
   * polkadot, bip122; see `signWalletConnectMessage`); rejects with a coded error.
   */
  signMessage(parameters: { readonly caipAddress: CaipAddress; readonly message: string }): Promise<string>
  /**
   * Sends a transaction from a session account (eip155, bip122 and solana; see
   * `sendWalletConnectTransaction`); resolves with its hash or txid; rejects with a coded error.
   */
  sendTransaction(parameters: AdapterTransactionParameters): Promise<string>
  /** Checks that the session is still held and unexpired (CONN-025); rejects when it is gone. */
  ping(): Promise<void>
  /** Ends the session (the wallet gets `session_delete`); resolves when there was none. */
  disconnect(): Promise<void>
  /** Closes the relay connection and removes the listeners. */
  dispose(): Promise<void>
}

/** An adapter that only hands over a session WalletConnect already opened (see `connectAdapter`). */
function toSessionAdapter(namespace: Namespace, session: AdapterSession): ChainAdapter {
  return {
    namespace,
    listWallets: () => [],
    connect: async () => session,
    disconnect: async () => undefined,
    subscribe: () => () => undefined,
  }
}

/**
 * [CONN-013][CONN-014] WalletConnect for every configured namespace. The provider loads on first
 * use; the session is requested with core's optional namespaces (methods, events, chains and an
 * RPC map of the configured networks), and each namespace of the approved session (eip155 and
 * solana alike) is applied through core's `connectAdapter`, so the stores end as after any connect.
 * A session the wallet deletes disconnects its namespaces.
 *
 * [CONN-015] With `siwx` configured the proposal also asks for sign-in (one round trip, A-17): a
 * wallet that signs returns CACAOs, verified and kept through `siwx.addSession` before the session
 * is applied; one that fails ends the session and rejects the connection with its coded error
 * (nothing is applied or kept). A wallet that does not know the request approves a plain session,
 * which connects as without `siwx`.
 *
 * No request leaves for a host the dApp did not configure: telemetry is off, RPC calls go to the
 * networks' own URLs (no provider ping), and with a custom relay the Verify attestation iframe
 * (verify.walletconnect.org) is not loaded: see `disableVerifyAttestation`.
 */
export function createWalletConnectConnection(
  stores: ConnectAdapterStores,
  parameters: CreateWalletConnectConnectionParameters,
): WalletConnectConnection {
  const { options, storage } = parameters
  let providerPromise: Promise<UniversalProvider> | undefined
  let namespaces: Namespace[] = []

  const onSessionDelete = () => {
    const ended = namespaces
    namespaces = []
    for (const namespace of ended)
      handleAdapterEvent(stores, { namespace, event: { type: 'disconnect' }, storage })
    if (stores.connection.getState().status !== 'disconnected')
      stores.connection.setState({ status: 'disconnected' })
  }

  const getProvider = () => {
    providerPromise ??= (async () => {
      const settings = buildUniversalProviderOptions(options, { origin: parameters.origin })
      const provider = (await UniversalProviderClass.init({
        ...settings,
        disableProviderPing: true,
        ...(parameters.keyValueStorage === undefined ? {} : { storage: parameters.keyValueStorage }),
      })) as UniversalProvider
      if (settings.relayUrl !== undefined) disableVerifyAttestation(provider)
      provider.on('session_delete', onSessionDelete)
      return provider
    })()
    return providerPromise
  }

  const applySession = async (session: NonNullable<UniversalProvider['session']>) => {
    const sessions = toWalletConnectSessions(session.namespaces)
    // The active namespace is applied last: `connectAdapter` makes each one active in turn.
    const active = stores.network.getState().activeNamespace
    sessions.sort((left, right) => Number(left.namespace === active) - Number(right.namespace === active))
    for (const { namespace, session: adapterSession } of sessions) {
      await connectAdapter(stores, {
        registry: createAdapterRegistry([toSessionAdapter(namespace, adapterSession)]),
        storage,
        namespace,
        connectorId: CONNECTOR_IDS.WALLET_CONNECT,
        resolveNetwork: resolveCatalogueNetwork,
      })
    }
    namespaces = sessions.map(({ namespace }) => namespace)
  }

  const request: WalletConnectRequest = async ({ chainId, method, params }) => {
    const provider = await getProvider()
    await shareDeepLinkChoice(provider.client.core.storage, storage.getDeepLinkChoice())
    try {
      return await provider.request({ method, params: params as unknown[] }, chainId)
    } catch (error) {
      throw toWalletConnectError(error)
    }
  }

  return {
    async connectWalletConnect({ onUri }) {
      const provider = await getProvider().catch((error: unknown) => {
        providerPromise = undefined
        throw toWalletConnectError(error)
      })
      const authentication = await prepareSiwxAuthentication({
        siwx: options.siwx,
        networks: options.networks,
        activeNetwork: stores.network.getState().chains.eip155.caipNetwork,
      })
      provider.on('display_uri', onUri)
      let session: UniversalProvider['session']
      try {
        session = await provider.connect({
          optionalNamespaces: toMutableNamespaces(buildOptionalNamespaces(options.networks)),
          ...(authentication === undefined ? {} : { authentication: [authentication.request] }),
        })
      } catch (error) {
        throw toWalletConnectError(error)
      } finally {
        provider.removeListener('display_uri', onUri)
      }
      if (session === undefined) throw toWalletConnectError(undefined)
      const cacaos = session.authentication ?? []
      if (authentication !== undefined && cacaos.length > 0) {
        try {
          await addSiwxSessions({
            authentication,
            cacaos,
            accounts: Object.values(session.namespaces).flatMap((namespace) => namespace.accounts),
          })
        } catch (error) {
          await withTimeout(provider.disconnect(), REFUSED_SESSION_END_TIMEOUT_MS, 'The relay').catch(
            () => undefined,
          )
          throw error
        }
      }
      await applySession(session)
    },
    async restore() {
      if (!hasStoredWalletConnectSession(storage)) return false
      const provider = await getProvider().catch(() => undefined)
      const session = provider?.session
      if (session === undefined) {
        for (const namespace of NAMESPACES) {
          if (storage.getConnectedConnectorId(namespace) === CONNECTOR_IDS.WALLET_CONNECT)
            storage.removeConnectedConnectorId(namespace)
        }
        return false
      }
      await applySession(session)
      return true
    },
    isConnected: () => namespaces.length > 0,
    getNamespaces: () => namespaces,
    request,
    signMessage: (parameters) => signWalletConnectMessage(request, parameters),
    sendTransaction: (parameters) =>
      sendWalletConnectTransaction(request, parameters, { networks: options.networks }),
    async ping() {
      const provider = await getProvider()
      const session = provider.session
      // Not a round trip to the wallet: a phone wallet in the background answers nothing, and the
      // heartbeat would end a live session. The client drops a session the wallet deleted or that
      // expired, which is what this reports.
      if (session === undefined || session.expiry * 1000 <= parameters.clock.now()) {
        throw new ProviderDisconnectedError({ details: 'The WalletConnect session is gone' })
      }
    },
    async disconnect() {
      if (providerPromise === undefined || namespaces.length === 0) return
      const provider = await providerPromise
      namespaces = []
      try {
        await provider.disconnect()
      } catch (error) {
        throw toWalletConnectError(error)
      }
    },
    async dispose() {
      if (providerPromise === undefined) return
      const provider = await providerPromise.catch(() => undefined)
      if (provider === undefined) return
      provider.removeListener('session_delete', onSessionDelete)
      provider.client.core.heartbeat.stop()
      await provider.client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

/** core's namespaces are read-only; the provider's types want mutable arrays. */
function toMutableNamespaces(namespaces: ReturnType<typeof buildOptionalNamespaces>) {
  return Object.fromEntries(
    Object.entries(namespaces).map(([namespace, entry]) => [
      namespace,
      {
        methods: [...entry.methods],
        events: [...entry.events],
        chains: [...entry.chains],
        rpcMap: { ...entry.rpcMap },
      },
    ]),
  )
}

/**
 * In the browser, @walletconnect/core 2.25 registers every proposal and request with Verify by
 * loading a hidden iframe from verify.walletconnect.org (`Verify.register`); neither core nor the
 * provider has an option to turn that off or point it elsewhere (the URL is fixed, and
 * `verifyUrl` only applies to the wallet's `resolve`). Verify attests the dApp's domain to
 * WalletConnect's cloud, which a dApp on its own relay does not use, so `register` resolves with
 * no attestation: the message is sent as by a client whose Verify call failed, and the wallet
 * shows the origin as unverified.
 */
export function disableVerifyAttestation(provider: Pick<UniversalProvider, 'client'>): void {
  provider.client.core.verify.register = async () => ''
}
