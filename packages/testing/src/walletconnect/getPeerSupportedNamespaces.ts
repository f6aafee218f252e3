/** The Solana mainnet CAIP-2 id (genesis hash prefix), offered when a seed is given. */
export const WALLETCONNECT_PEER_SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** Methods the peer answers per namespace. */
export const WALLETCONNECT_PEER_METHODS = {
  eip155: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
  /** `solana_signAndSendTransaction` only when the peer has the chain's RPC URL. */
  solana: ['solana_signMessage', 'solana_signAndSendTransaction'],
  polkadot: ['polkadot_signMessage'],
  /** `sendTransfer` only when the peer has an Esplora URL. */
  bip122: ['signMessage', 'sendTransfer'],
} as const

/** The accounts a peer holds, per namespace (CAIP-2 chain ids and bare addresses). */
export type WalletConnectPeerAccounts = {
  readonly eip155: { readonly chainIds: readonly number[]; readonly address: string }
  /** On `chainId` (default `WALLETCONNECT_PEER_SOLANA_CHAIN`); `canSend` with an RPC URL to send to. */
  readonly solana?:
    | { readonly address: string; readonly chainId?: string | undefined; readonly canSend?: boolean }
    | undefined
  readonly polkadot?: { readonly chainId: string; readonly address: string } | undefined
  readonly bip122?:
    | { readonly chainId: string; readonly address: string; readonly canSend: boolean }
    | undefined
}

type SupportedNamespace = { chains: string[]; methods: string[]; events: string[]; accounts: string[] }

function only(chainId: string, address: string, methods: readonly string[]): SupportedNamespace {
  return { chains: [chainId], methods: [...methods], events: [], accounts: [`${chainId}:${address}`] }
}

/**
 * Pure: the `supportedNamespaces` the peer approves a proposal with (`buildApprovedNamespaces` keeps
 * those the dApp asked for). Bitcoin shares its payment address only: the WalletConnect Bitcoin
 * reference makes the first external address the account.
 */
export function getPeerSupportedNamespaces(
  accounts: WalletConnectPeerAccounts,
): Record<string, SupportedNamespace> {
  const { eip155, solana, polkadot, bip122 } = accounts
  return {
    eip155: {
      chains: eip155.chainIds.map((chainId) => `eip155:${chainId}`),
      methods: [...WALLETCONNECT_PEER_METHODS.eip155],
      events: ['accountsChanged', 'chainChanged'],
      accounts: eip155.chainIds.map((chainId) => `eip155:${chainId}:${eip155.address}`),
    },
    ...(solana === undefined
      ? {}
      : {
          solana: only(
            solana.chainId ?? WALLETCONNECT_PEER_SOLANA_CHAIN,
            solana.address,
            WALLETCONNECT_PEER_METHODS.solana.filter(
              (method) => method !== 'solana_signAndSendTransaction' || solana.canSend === true,
            ),
          ),
        }),
    ...(polkadot === undefined
      ? {}
      : { polkadot: only(polkadot.chainId, polkadot.address, WALLETCONNECT_PEER_METHODS.polkadot) }),
    ...(bip122 === undefined
      ? {}
      : {
          bip122: only(
            bip122.chainId,
            bip122.address,
            WALLETCONNECT_PEER_METHODS.bip122.filter((method) => method !== 'sendTransfer' || bip122.canSend),
          ),
        }),
  }
}
