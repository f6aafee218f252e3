/** A peer control was called in a state where it cannot act (`approve()` with no proposal pending). */
export class WalletConnectPeerStateError extends Error {
  override name = 'WalletConnectPeerStateError'
  readonly code = 'WALLETCONNECT_PEER_NO_PROPOSAL'
}
