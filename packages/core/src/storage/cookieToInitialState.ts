import type { CaipAddress, CaipNetworkId, Namespace } from '@atrium/common'
import { type AtriumStorage, createAtriumStorage } from './createAtriumStorage.js'
import { createCookieStorage } from './createCookieStorage.js'
import type { Logger } from './Logger.js'

/** A namespace connected at the last visit: its account and the connector that connected it (STORE-007). */
export type InitialConnection = {
  readonly caipAddress: CaipAddress
  readonly connectorId: string
}

/**
 * What a server render knows of a returning visitor from Atrium's stored items: the active network
 * and the accounts connected at the last visit. Plain data, so a server component can hand it to a
 * client component as a prop, and `createAppKit({ initialState })` starts from it on both sides.
 */
export type AppKitInitialState = {
  /** [STORE-004] The network the visitor was on. */
  readonly activeCaipNetworkId: CaipNetworkId | undefined
  /** Each namespace connected at the last visit, with a stored account and connector id. */
  readonly connections: Readonly<Partial<Record<Namespace, InitialConnection>>>
}

export type CookieToInitialStateParameters = {
  /** Receives malformed stored items (STORE-019); defaults to `console.error`. */
  readonly logger?: Logger | undefined
}
export type CookieToInitialStateReturnType = AppKitInitialState
/** Never throws: a missing or malformed item reads as absent (STORE-019). */
export type CookieToInitialStateErrorType = never

/**
 * The initial state stored in `storage`: the active network, and each namespace whose connected
 * account and connector id are both stored (one without the other is a session that did not last).
 */
export function readInitialState(storage: AtriumStorage): AppKitInitialState {
  const connections: Partial<Record<Namespace, InitialConnection>> = {}
  for (const [namespace, caipAddress] of Object.entries(storage.getConnectedAccounts()) as [
    Namespace,
    CaipAddress,
  ][]) {
    const connectorId = storage.getConnectedConnectorId(namespace)
    if (connectorId !== undefined) connections[namespace] = { caipAddress, connectorId }
  }
  return { activeCaipNetworkId: storage.getActiveCaipNetworkId()?.caipNetworkId, connections }
}

/**
 * Reads Atrium's state of a returning visitor from a request's `Cookie` header, for server
 * rendering: pass the result to `createAppKit({ ssr: true, initialState })` on the server and in the
 * browser, so both render the same account on first paint. Needs the browser to keep Atrium's
 * items in cookies (`createCookieStorage`). Reads only; touches no global.
 *
 * @example
 * // Next.js server component
 * const initialState = cookieToInitialState((await headers()).get('cookie'))
 * initialState.connections.eip155?.caipAddress // 'eip155:1:0xab…' for a returning visitor
 */
export function cookieToInitialState(
  cookie: string | null | undefined,
  parameters: CookieToInitialStateParameters = {},
): CookieToInitialStateReturnType {
  const backend = createCookieStorage({ getCookieString: () => cookie ?? undefined, setCookie: () => {} })
  return readInitialState(
    createAtriumStorage({
      backend,
      ...(parameters.logger === undefined ? {} : { logger: parameters.logger }),
    }),
  )
}
