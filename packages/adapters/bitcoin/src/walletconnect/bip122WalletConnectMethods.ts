/**
 * The bip122 methods a WalletConnect session asks a bitcoin wallet for (the names wallets and
 * Reown's bitcoin adapter use): appkit's WalletConnect connection requests them in its `bip122`
 * namespace and serves them; this adapter drives injected wallets only.
 */
export const BIP122_WALLETCONNECT_METHODS = [
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'getAccountAddresses',
] as const

/** The bip122 event a WalletConnect bitcoin wallet emits when its addresses change. */
export const BIP122_WALLETCONNECT_EVENTS = ['bip122_addressesChanged'] as const
