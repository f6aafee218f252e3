import type { CreateAppKitOptions } from '@atrium/appkit'
import { devnet } from '../devnet.js'

/** What every laboratory page's `createAppKit` shares: metadata, no analytics, the devnet's relay. */
export const LAB_APPKIT_OPTIONS = {
  projectId: 'atrium-laboratory',
  metadata: {
    name: 'Atrium Laboratory',
    description: 'Every adapter and feature of Atrium against the local devnet',
    url: window.location.origin,
    icons: [],
  },
  features: { analytics: false },
  // The devnet's loopback relay: WalletConnect pairs without leaving 127.0.0.1.
  walletConnect: devnet.relayUrl === undefined ? undefined : { relayUrl: devnet.relayUrl },
} as const satisfies Partial<CreateAppKitOptions>

/** The name of the in-browser dev wallets: the same on every chain, so the modal merges them into one entry. */
export const LAB_DEV_WALLET_NAME = 'Laboratory Dev Wallet'
