import { type ConnectMethod, DEFAULT_CONNECT_METHODS_ORDER } from '@atrium/common'
import type { Connector } from './Connector.js'
import { type ConnectorVisibilityContext, isConnectorVisible } from './isConnectorVisible.js'

/**
 * [OPT-004] True when a visible INJECTED or ANNOUNCED connector has its provider present: the
 * "installed wallet is found" condition of SPEC §1.
 */
export function hasInstalledWallet(
  connectors: readonly Connector[],
  context: ConnectorVisibilityContext,
): boolean {
  return connectors.some(
    (connector) =>
      (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED') &&
      connector.provider &&
      isConnectorVisible(connector, context),
  )
}

export type GetConnectMethodsOrderParameters = {
  /** `features.connectMethodsOrder` as the dApp set it; always wins. */
  readonly configured?: readonly ConnectMethod[] | undefined
  readonly hasInstalledWallet: boolean
  /** The order without an installed wallet; defaults to `DEFAULT_CONNECT_METHODS_ORDER` (OPT-003). */
  readonly defaultOrder?: readonly ConnectMethod[] | undefined
  /** The order when an installed wallet is found (OPT-004, the options' value); defaults to `defaultOrder`. */
  readonly installedWalletOrder?: readonly ConnectMethod[] | undefined
}

/**
 * [OPT-003][OPT-004] The connect-method order: the configured one, else the installed-wallet order
 * when an installed wallet is found, else the default (wallet, email, social).
 */
export function getConnectMethodsOrder(
  parameters: GetConnectMethodsOrderParameters,
): readonly ConnectMethod[] {
  if (parameters.configured !== undefined) return parameters.configured
  const defaultOrder = parameters.defaultOrder ?? DEFAULT_CONNECT_METHODS_ORDER
  if (parameters.hasInstalledWallet) return parameters.installedWalletOrder ?? defaultOrder
  return defaultOrder
}
