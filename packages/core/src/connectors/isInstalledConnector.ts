import type { Connector } from './Connector.js'

/**
 * [CONNECTOR-023] Whether `connector` is a wallet installed in this browser: an injected or
 * announced (EIP-6963, Wallet Standard) provider that is present, or a wallet merged across
 * namespaces (CONNECTOR-005) with such a member.
 */
export function isInstalledConnector(connector: Connector): boolean {
  if (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED') return connector.provider
  return connector.connectors?.some(isInstalledConnector) ?? false
}
