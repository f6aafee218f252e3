/**
 * The embedded wallet's start-up and sign-in steps, one chunk: appkit imports it on the first
 * sign-in step, or at start-up only when an embedded-wallet session is there to restore.
 */
import { AUTH_CONNECTOR_NAME, CONNECTOR_IDS, type Namespace } from '@atrium/common'
import {
  type AccountStore,
  type AdapterRegistry,
  type AtriumStorage,
  type AuthProvider,
  type ChainAdapter,
  type ConnectAdapterStores,
  type ConnectorsStore,
  connectAdapter,
  createServiceStorage,
  getDappMetadata,
  listAdapters,
  type NetworkStore,
  type OptionsStore,
  type ResolvedOptions,
  type StorageBackend,
  setAccountFields,
  type TrackEvent,
} from '@atrium/core'
import type { EmbeddedLoginActions } from '@atrium/react'
import { resolveCatalogueNetwork } from '../network/resolveCatalogueNetwork.js'
import { createLazyEmbeddedWallet, type LazyEmbeddedWallet } from './createLazyEmbeddedWallet.js'

export type AttachEmbeddedWalletParameters = {
  readonly resolved: ResolvedOptions
  /** Where the login cache (STORE-017) is kept: the instance's storage backend. */
  readonly storageBackend: StorageBackend
  readonly adapters: readonly ChainAdapter[]
}

/**
 * Creates the embedded wallet of the dApp's secure frame and attaches it to every adapter that
 * serves it (each then lists its `AUTH` connector). Its own chunk: it loads on the first sign-in
 * step, or at start-up only when a session of the embedded wallet is there to restore.
 */
export async function attachEmbeddedWallet(
  stores: { readonly network: NetworkStore },
  parameters: AttachEmbeddedWalletParameters,
): Promise<LazyEmbeddedWallet> {
  const { resolved } = parameters
  const wallet = createLazyEmbeddedWallet({
    frameUrl: resolved.apiUrls.frame,
    projectId: resolved.projectId ?? '',
    enableLogger: resolved.debug,
    loginData: createServiceStorage({ backend: parameters.storageBackend }).loginData,
    getChainId: () => {
      const { chains, activeNamespace } = stores.network.getState()
      const network =
        chains.eip155?.caipNetwork ??
        (activeNamespace === undefined ? undefined : chains[activeNamespace].caipNetwork)
      return network?.chainNamespace === 'eip155' ? network.id : (network?.caipNetworkId ?? 1)
    },
    getEvmChainId: () => {
      const network = stores.network.getState().chains.eip155?.caipNetwork
      return typeof network?.id === 'number' ? network.id : undefined
    },
  })
  await Promise.all(parameters.adapters.map((adapter) => adapter.attachEmbeddedWallet?.(wallet)))
  return wallet
}

export type CreateEmbeddedLoginActionsParameters = {
  /** The embedded wallet, attached to the adapters once loaded. */
  readonly loadWallet: () => Promise<LazyEmbeddedWallet>
  readonly registry: AdapterRegistry
  readonly storage: AtriumStorage
  readonly track: TrackEvent
}

/**
 * Writes the signed-in user (email, social user name) into the account of every namespace the
 * embedded wallet is connected on, for the Account view. Reading it may fail (the frame went away):
 * the account then shows the address alone.
 */
export async function rememberEmbeddedUser(
  stores: { readonly account: AccountStore; readonly connectors: ConnectorsStore },
  parameters: { readonly authProvider: AuthProvider; readonly registry: AdapterRegistry },
): Promise<void> {
  const { activeConnectorIds } = stores.connectors.getState()
  const namespaces = listAdapters(parameters.registry)
    .map((adapter) => adapter.namespace)
    .filter((namespace) => activeConnectorIds[namespace] === CONNECTOR_IDS.AUTH)
  if (namespaces.length === 0) return
  const user = await parameters.authProvider.getUser().catch(() => undefined)
  if (user === undefined) return
  for (const namespace of namespaces) setAccountFields(stores, { namespace, fields: { user } })
}

/** The namespaces whose adapter lists the embedded wallet, the active one last. */
function getEmbeddedNamespaces(registry: AdapterRegistry, active: Namespace | undefined): Namespace[] {
  const namespaces = listAdapters(registry)
    .filter((adapter) => adapter.listWallets().some((wallet) => wallet.id === CONNECTOR_IDS.AUTH))
    .map((adapter) => adapter.namespace)
  return [
    ...namespaces.filter((namespace) => namespace !== active),
    ...namespaces.filter((n) => n === active),
  ]
}

/**
 * The modal's sign-in with the dApp's secure frame. Once the frame has signed the user in, the
 * embedded wallet connects on every namespace it serves: the others first, each allowed to fail
 * alone (a chain the frame cannot serve must not undo the sign-in), the active one last so that it
 * stays active; its failure is the user's error.
 */
export async function createEmbeddedLoginActions(
  stores: ConnectAdapterStores & { readonly network: NetworkStore; readonly options: OptionsStore },
  parameters: CreateEmbeddedLoginActionsParameters,
): Promise<EmbeddedLoginActions> {
  const { registry, storage, track } = parameters
  const wallet = await parameters.loadWallet()
  const { authProvider } = wallet
  const connectWallet = async (method: 'email' | 'social' | 'farcaster') => {
    const namespaces = getEmbeddedNamespaces(registry, stores.network.getState().activeNamespace)
    const last = namespaces.pop()
    if (last === undefined) return
    const connect = (namespace: Namespace) =>
      connectAdapter(stores, {
        registry,
        storage,
        namespace,
        connectorId: CONNECTOR_IDS.AUTH,
        resolveNetwork: resolveCatalogueNetwork,
      })
    for (const namespace of namespaces) await connect(namespace).catch(() => undefined)
    await connect(last)
    await rememberEmbeddedUser(stores, { authProvider, registry })
    track({ event: 'CONNECT_SUCCESS', properties: { method, name: AUTH_CONNECTOR_NAME } })
  }
  // [ROUTER-021] The reload after going back from Farcaster drops that sign-in; one the user started
  // since (within the 100 ms before it) would be dropped with it, so then the frame is left as it is.
  let latestSignIn: 'farcaster' | 'other' | undefined
  const starting = <result>(kind: 'farcaster' | 'other', step: () => result): result => {
    latestSignIn = kind
    return step()
  }
  return {
    getEmailCooldownSeconds: async () => (await wallet.loadClient()).getEmailCooldownSeconds(),
    connectEmail: (request) => starting('other', () => authProvider.connectEmail(request)),
    connectDevice: () => authProvider.connectDevice(),
    connectOtp: async (request) => {
      await authProvider.connectOtp(request)
      await connectWallet('email')
    },
    connectWallet: () => connectWallet('email'),
    getSocialRedirectUri: (request) => starting('other', () => authProvider.getSocialRedirectUri(request)),
    connectSocial: async ({ provider, uri }) => {
      await authProvider.connectSocial({ uri })
      await connectWallet('social')
      for (const namespace of listAdapters(registry).map((adapter) => adapter.namespace))
        if (stores.connectors.getState().activeConnectorIds[namespace] === CONNECTOR_IDS.AUTH)
          setAccountFields(stores, { namespace, fields: { socialProvider: provider } })
    },
    getFarcasterUri: () => starting('farcaster', () => authProvider.getFarcasterUri()),
    connectFarcaster: async () => {
      await authProvider.connectFarcaster()
      await connectWallet('farcaster')
    },
    updateEmail: (request) => authProvider.updateEmail(request),
    updateEmailPrimaryOtp: (request) => authProvider.updateEmailPrimaryOtp(request),
    updateEmailSecondaryOtp: async (request) => {
      const result = await authProvider.updateEmailSecondaryOtp(request)
      // The Account view's 'Signed in as' names the new address.
      await rememberEmbeddedUser(stores, { authProvider, registry })
      return result
    },
    reloadFrame: async () => {
      if (latestSignIn !== 'farcaster') return
      latestSignIn = undefined
      await authProvider.reload()
      // The reloaded page's ready event, before anything else is asked of it.
      await (await wallet.loadClient()).load()
    },
    syncDappData: () =>
      authProvider.syncDappData(
        getDappMetadata({ options: stores.options.getState(), origin: window.location.origin }),
      ),
  }
}
