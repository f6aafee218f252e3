/**
 * The JSON-RPC methods a WalletConnect session asks Polkadot wallets for, as the WalletConnect
 * Polkadot specification names them: `polkadot_signTransaction` (params `{ address,
 * transactionPayload }`, a `SignerPayloadJSON`; result `{ signature }`) and
 * `polkadot_signMessage` (params `{ address, message }`; result `{ signature }`). WalletConnect
 * sessions are served by appkit's WalletConnect connection; this list is what it requests in the
 * `polkadot` namespace.
 */
export const POLKADOT_WALLETCONNECT_METHODS = ['polkadot_signTransaction', 'polkadot_signMessage'] as const

/** A WalletConnect method of the `polkadot` namespace. */
export type PolkadotWalletConnectMethod = (typeof POLKADOT_WALLETCONNECT_METHODS)[number]
