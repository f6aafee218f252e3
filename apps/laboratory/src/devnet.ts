import type { CaipNetwork } from '@atrium/common'

/** What the laboratory knows of the local devnet it runs against. */
export type LaboratoryDevnet = {
  evm: ReadonlyArray<{ chainId: number; name: string; rpcUrl: string }>
  /** A funded devnet key for the in-browser test wallet of `pnpm lab`. */
  devWalletPrivateKey: `0x${string}`
  /** The devnet's loopback WalletConnect relay (`ws://127.0.0.1:<portBase + 10>`). */
  relayUrl: string | undefined
  /** The devnet's wallet directory (`http://127.0.0.1:<portBase + 50>`): the modal's wallet list. */
  walletDirectoryUrl: string | undefined
  /** The devnet's Blockchain API (`http://127.0.0.1:<portBase + 60>`): balances of the Tokens tab. */
  blockchainApiUrl: string | undefined
  /** The devnet's secure frame page (`http://127.0.0.1:<portBase + 82>/`): email sign-in. */
  frameUrl: string | undefined
  /** A devnet account the EVM page sends test transfers to. */
  recipientAddress: `0x${string}`
  /** The local Solana chain: its network, a funded key (64 bytes) for the in-browser wallet, a recipient. */
  solana: { network: CaipNetwork<'solana'>; devWalletSecretKey: readonly number[]; recipientAddress: string }
  /** The local Bitcoin regtest chain: its network (Esplora URL), a funded WIF, a recipient. */
  bitcoin: { network: CaipNetwork<'bip122'>; devWalletWif: string; recipientAddress: string }
  /** The local Polkadot chain (started on the first connection): its network, a dev key URI, a recipient. */
  polkadot: {
    network: CaipNetwork<'polkadot'>
    /** The chain's SS58 address prefix (2), which Atrium networks do not carry. */
    ss58Prefix: number
    devWalletUri: string
    recipientAddress: string
  }
}

declare const __ATRIUM_DEVNET__: LaboratoryDevnet

/** The devnet the dev server started, or the default URLs of one started by `pnpm devnet`. */
export const devnet: LaboratoryDevnet = __ATRIUM_DEVNET__

/** `?devWallet=off` (what end-to-end tests use): no in-browser wallet; the test installs its own. */
export const isDevWalletEnabled = new URLSearchParams(window.location.search).get('devWallet') !== 'off'
