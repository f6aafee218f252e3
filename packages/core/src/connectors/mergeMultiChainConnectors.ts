import { CONNECTOR_IDS } from '@atrium/common'
import type { Connector } from './Connector.js'
import { getConnectorName } from './getConnectorName.js'

function isAuthConnector(connector: Connector): boolean {
  return connector.type === 'AUTH' || connector.id === CONNECTOR_IDS.AUTH
}

/**
 * [CONNECTOR-005][CONNECTOR-006][CONNECTOR-007] Connectors with the same name (after the Trust
 * alias, CONNECTOR-010) on different chains become one entry at the first one's position (see
 * `toMultiChainConnector`). The members are not listed on their own. A second connector
 * with the same name on the same chain is a duplicate and dropped.
 */
export function mergeMultiChainConnectors(connectors: readonly Connector[]): readonly Connector[] {
  const groups = new Map<string, [Connector, ...Connector[]]>()
  for (const connector of connectors) {
    const name = getConnectorName(connector.name)
    const group = groups.get(name)
    if (group === undefined) groups.set(name, [connector])
    else if (!group.some((member) => member.chain === connector.chain)) group.push(connector)
  }
  return [...groups.values()].map((group) => (group.length === 1 ? group[0] : toMultiChainConnector(group)))
}

/**
 * [CONNECTOR-005][CONNECTOR-006] One entry for the same wallet on several chains: chain
 * `'eip155'`, type `'AUTH'` for the auth connector and `'MULTI_CHAIN'` otherwise, the members in
 * `connectors`, id / name / images of the first, `provider` when any member has it.
 */
export function toMultiChainConnector(group: readonly [Connector, ...Connector[]]): Connector {
  const [first] = group
  return {
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
  }
}
