import { CONNECTOR_NAME_ALIASES } from '@atrium/common'

/** [CONNECTOR-010] The name used to match connectors: 'Trust Wallet' is treated as 'Trust'. */
export function getConnectorName(name: string): string {
  return CONNECTOR_NAME_ALIASES[name] ?? name
}
