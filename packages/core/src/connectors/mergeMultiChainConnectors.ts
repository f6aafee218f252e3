import { CONNECTOR_IDS } from '@atrium/common'
import type { Connector } from './Connector.js'
import { getConnectorName } from './getConnectorName.js'

function isAuthConnector(connector: Connector): boolean {
  return connector.type === 'AUTH' || connector.id === CONNECTOR_IDS.AUTH
}

/**
 * [CONNECTOR-005][CONNECTOR-006][CONNECTOR-007] Connectors with the same name (after the Trust
 * alias, CONNECTOR-010) on different chains become one entry at the first one's position: chain
 * `'eip155'`, type `'AUTH'` for the auth connector and `'MULTI_CHAIN'` otherwise, the originals
 * in `connectors`, id / name / images of the first. The members are not listed on their own
 * . A second connector with the same name on the same chain is a duplicate and dropped.
 */
export function mergeMultiChainConnectors(connectors: readonly Connector[]): readonly Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of connectors) {
    const name = getConnectorName(connector.name)
    const group = groups.get(name)
    if (group === undefined) groups.set(name, [connector])
    else if (!group.some((member) => member.chain === connector.chain)) group.push(connector)
  }
  const merged: Connector[] = []
  for (const group of groups.values()) {
    const [first] = group
    if (first === undefined) continue
    if (group.length === 1) {
      merged.push(first)
      continue
    }
    merged.push({
      id: first.id,
      name: first.name,
      type: group.some(isAuthConnector) ? 'AUTH' : 'MULTI_CHAIN',
      chain: 'eip155',
      imageUrl: first.imageUrl,
      imageId: first.imageId,
      explorerId: first.explorerId,
      info: first.info,
      provider: group.some((member) => member.provider),
      connectors: group,
    })
  }
  return merged
}
