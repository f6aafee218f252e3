import {
  AUTH_PERMITTED_RPC_METHODS,
  type CaipNetwork,
  type CaipNetworkId,
  NAMESPACE_EVENTS,
  NAMESPACES,
  type Namespace,
} from '@atrium/common'

/**
 * The RPC methods requested per namespace. eip155 uses the methods authentication permits
 * (RPC-006); the others are the methods their WalletConnect wallets implement (not in the spec).
 */
export const SESSION_NAMESPACE_METHODS: Readonly<Record<Namespace, readonly string[]>> = {
  eip155: AUTH_PERMITTED_RPC_METHODS,
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  polkadot: ['polkadot_signTransaction', 'polkadot_signMessage'],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
}

/** [CONN-014] One namespace of a session request (SPEC §3 "Namespace entry"). */
export type SessionNamespace = {
  readonly methods: readonly string[]
  readonly events: readonly ['accountsChanged', 'chainChanged']
  readonly chains: readonly CaipNetworkId[]
  /** Chain id (the CAIP-2 reference) to RPC URL. */
  readonly rpcMap: Readonly<Record<string, string>>
}

/** The optional namespaces of a session request; only namespaces with networks are present. */
export type OptionalNamespaces = Partial<Record<Namespace, SessionNamespace>>

/**
 * [CONN-013][CONN-014] Builds the session request's optional namespaces from the configured
 * networks: one entry per namespace that has networks, with that namespace's methods, the events
 * `['accountsChanged', 'chainChanged']`, the CAIP network ids and an RPC map. `rpcUrls` (keyed by
 * CAIP network id) overrides a network's default RPC URL. Duplicate networks appear once.
 *
 * @example
 * buildOptionalNamespaces([mainnet, base]).eip155?.chains // ['eip155:1', 'eip155:8453']
 */
export function buildOptionalNamespaces(
  networks: readonly CaipNetwork[],
  rpcUrls: Readonly<Partial<Record<CaipNetworkId, string>>> = {},
): OptionalNamespaces {
  const namespaces: OptionalNamespaces = {}
  for (const namespace of NAMESPACES) {
    const chains: CaipNetworkId[] = []
    const rpcMap: Record<string, string> = {}
    for (const network of networks) {
      if (network.chainNamespace !== namespace || chains.includes(network.caipNetworkId)) continue
      chains.push(network.caipNetworkId)
      const rpcUrl = rpcUrls[network.caipNetworkId] ?? network.rpcUrls.default.http[0]
      if (rpcUrl !== undefined) rpcMap[String(network.id)] = rpcUrl
    }
    if (chains.length === 0) continue
    namespaces[namespace] = {
      methods: SESSION_NAMESPACE_METHODS[namespace],
      events: [...NAMESPACE_EVENTS],
      chains,
      rpcMap,
    }
  }
  return namespaces
}
