import type { CreateAppKitOptions } from '@atrium/appkit'
import { CONNECTOR_EXPLORER_IDS, CONNECTOR_IDS, type Namespace } from '@atrium/common'
import type { RememberAuthorisationParameters } from '@atrium/testing/wallet'
import { devnet } from '../devnet.js'

/**
 * What every laboratory page's `createAppKit` shares: metadata, no analytics, the devnet's relay,
 * wallet directory and Blockchain API, and featured wallets that between them serve all four namespaces (Ledger
 * Live every one, Trust Wallet EVM, Solana and Bitcoin, Phantom Solana, EVM and Bitcoin).
 */
export const LAB_APPKIT_OPTIONS = {
  projectId: 'atrium-laboratory',
  metadata: {
    name: 'Atrium Laboratory',
    description: 'Every adapter and feature of Atrium against the local devnet',
    url: window.location.origin,
    icons: [],
  },
  features: { analytics: false },
  featuredWalletIds: [
    CONNECTOR_EXPLORER_IDS[CONNECTOR_IDS.LEDGER],
    CONNECTOR_EXPLORER_IDS.Trust,
    CONNECTOR_EXPLORER_IDS.Phantom,
  ].filter((id) => id !== undefined),
  // The devnet's loopback relay: WalletConnect pairs without leaving 127.0.0.1.
  walletConnect: devnet.relayUrl === undefined ? undefined : { relayUrl: devnet.relayUrl },
  // The devnet's directory lists the Connect view's wallets, its Blockchain API the account's
  // tokens read from the local chains: offline.
  apiUrls: {
    ...(devnet.walletDirectoryUrl === undefined ? {} : { walletDirectory: devnet.walletDirectoryUrl }),
    ...(devnet.blockchainApiUrl === undefined ? {} : { blockchainApi: devnet.blockchainApiUrl }),
    // The devnet's secure frame and auth service: email sign-in, codes in the dev mailbox.
    ...(devnet.frameUrl === undefined ? {} : { frame: devnet.frameUrl }),
  },
} as const satisfies Partial<CreateAppKitOptions>

/** The name of the in-browser dev wallets: the same on every chain, so the modal merges them into one entry. */
export const LAB_DEV_WALLET_NAME = 'Laboratory Dev Wallet'

/**
 * Where the dev wallet of `namespace` remembers that it authorised the laboratory, as an extension
 * keeps its list of connected sites: in the page's `localStorage`, so after a reload the wallet
 * created again is still authorised and the session is restored without a prompt.
 */
export function getDevWalletAuthorisation(namespace: Namespace): RememberAuthorisationParameters {
  return {
    storage: window.localStorage,
    key: `atrium-laboratory-dev-wallet:${namespace}`,
    origin: window.location.origin,
  }
}
