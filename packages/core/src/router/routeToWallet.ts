import type { Connector } from '../connectors/Connector.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'
import type { RouterStore } from './createRouterStore.js'
import { findWalletConnector } from './findWalletConnector.js'
import { reducePush } from './transitions.js'

/** Stores `routeToWallet` touches. */
export type RouteToWalletStores = { readonly router: RouterStore }

/** Parameters of `routeToWallet`: the selected directory wallet and the known connectors. */
export type RouteToWalletParameters = {
  readonly wallet: Wallet
  readonly connectors: readonly Connector[]
}

/** The view opened, with the matching connector when there is one. */
export type RouteToWalletReturnType =
  | { readonly view: 'ConnectingExternal'; readonly connector: Connector }
  | { readonly view: 'ConnectingWalletConnect'; readonly connector: undefined }

/** `routeToWallet` never throws. */
export type RouteToWalletErrorType = never

/**
 * [ROUTER-033][ROUTER-034] Selecting a wallet opens `ConnectingExternal` with the matching
 * connector (see `findWalletConnector`), otherwise `ConnectingWalletConnect` with the wallet.
 */
export function routeToWallet(
  stores: RouteToWalletStores,
  parameters: RouteToWalletParameters,
): RouteToWalletReturnType {
  const { wallet } = parameters
  const connector = findWalletConnector(parameters)
  if (connector !== undefined) {
    stores.router.setState((state) => reducePush(state, { view: 'ConnectingExternal', data: { connector } }))
    return { view: 'ConnectingExternal', connector }
  }
  stores.router.setState((state) => reducePush(state, { view: 'ConnectingWalletConnect', data: { wallet } }))
  return { view: 'ConnectingWalletConnect', connector: undefined }
}
