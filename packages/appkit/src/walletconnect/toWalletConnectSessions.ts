import {
  type CaipAddress,
  type CaipNetworkId,
  CONNECTOR_IDS,
  isNamespace,
  type Namespace,
} from '@atrium/common'
import type { AdapterSession } from '@atrium/core'

/** The part of a WalletConnect session namespace this reads: its CAIP-10 accounts. */
export type WalletConnectSessionNamespaces = Readonly<
  Record<string, { readonly accounts: readonly string[] }>
>

/** One namespace of a WalletConnect session, as an adapter session. */
export type WalletConnectNamespaceSession = {
  readonly namespace: Namespace
  readonly session: AdapterSession
}

/** `eip155:1:0xab…` → its network id `eip155:1`. */
function toNetworkId(account: string): CaipNetworkId | undefined {
  const parts = account.split(':')
  if (parts.length !== 3 || parts[2] === '') return undefined
  return `${parts[0]}:${parts[1]}` as CaipNetworkId
}

/**
 * Pure: each namespace of an approved session (eip155, solana, …) as the adapter session core's
 * `connectAdapter` applies. A session lists an account once per chain; the network is the chain
 * of the first account, and the accounts kept are those on it. Namespaces Atrium does not know,
 * and those without accounts, are left out.
 */
export function toWalletConnectSessions(
  namespaces: WalletConnectSessionNamespaces,
): WalletConnectNamespaceSession[] {
  const sessions: WalletConnectNamespaceSession[] = []
  for (const [namespace, { accounts }] of Object.entries(namespaces)) {
    if (!isNamespace(namespace)) continue
    const networkId = accounts[0] === undefined ? undefined : toNetworkId(accounts[0])
    if (networkId === undefined) continue
    const onNetwork = accounts
      .filter((account) => toNetworkId(account) === networkId)
      .map((account) => ({ caipAddress: account as CaipAddress }))
    const [first, ...rest] = onNetwork
    if (first === undefined) continue
    sessions.push({
      namespace,
      session: { connectorId: CONNECTOR_IDS.WALLET_CONNECT, accounts: [first, ...rest], networkId },
    })
  }
  return sessions
}
