import type { Connector } from '../connectors/Connector.js'
import { getConnectorExplorerId } from '../connectors/getConnectorAssets.js'
import { isInstalledConnector } from '../connectors/isInstalledConnector.js'
import { toMultiChainConnector } from '../connectors/mergeMultiChainConnectors.js'

function getMembers(connector: Connector): readonly Connector[] {
  return connector.connectors ?? [connector]
}

function getIdentities(connector: Connector): readonly string[] {
  return getMembers(connector).flatMap((member) => {
    const explorerId = getConnectorExplorerId(member)
    const rdns = member.info?.rdns
    return [...(explorerId ? [`id:${explorerId}`] : []), ...(rdns ? [`rdns:${rdns}`] : [])]
  })
}

/** Of two connectors of one wallet on one chain, the installed one, else the first. */
function pickPerChain(members: readonly Connector[]): Connector[] {
  const picked: Connector[] = []
  for (const member of members) {
    const index = picked.findIndex((other) => other.chain === member.chain)
    const current = picked[index]
    if (current === undefined) picked.push(member)
    else if (!isInstalledConnector(current) && isInstalledConnector(member)) picked[index] = member
  }
  return picked
}

/**
 * One connector per wallet: connectors that share a wallet-directory id (`explorerId` or the
 * fixed table, CONNECTOR-011) or an rdns are one wallet seen through several paths. On one chain
 * the installed path wins (an announced provider over the same wallet's SDK connector); across
 * chains they become one multi-chain entry (`toMultiChainConnector`) at the first one's position.
 * Name matches are merged already by the connectors store (CONNECTOR-005).
 */
export function groupWalletConnectors(connectors: readonly Connector[]): readonly Connector[] {
  const groups: { identities: Set<string>; connectors: [Connector, ...Connector[]] }[] = []
  for (const connector of connectors) {
    const identities = getIdentities(connector)
    const group = groups.find((entry) => identities.some((identity) => entry.identities.has(identity)))
    if (group === undefined) {
      groups.push({ identities: new Set(identities), connectors: [connector] })
      continue
    }
    for (const identity of identities) group.identities.add(identity)
    group.connectors.push(connector)
  }
  return groups.map(({ connectors: group }) => {
    if (group.length === 1) return group[0]
    const [head, ...rest] = pickPerChain(group.flatMap(getMembers))
    if (head === undefined) return group[0]
    return rest.length === 0 ? head : toMultiChainConnector([head, ...rest])
  })
}
