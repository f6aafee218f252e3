// Names the README examples use without defining them: what the dApp, or an earlier example of the
// same README, brings. Typed as the real thing, so each example's use of them is checked.
declare const projectId: string
declare const metadata: { name: string; description: string; url: string; icons: string[] }
declare const networks: import('@atrium/common').CaipNetwork<'eip155'>[]
declare const wagmiAdapter: import('@atrium/adapter-wagmi').WagmiAdapter
declare const appKit: ReturnType<typeof import('@atrium/appkit').createAppKit>
declare const address: `0x${string}`
/** A token contract the dApp calls, and the calldata of its call (e.g. viem's `encodeFunctionData`). */
declare const tokenAddress: `0x${string}`
declare const transferCalldata: `0x${string}`
/** The server request being rendered (Next.js route handlers and server components have one). */
declare const request: Request
/** A pairing URI the page shows (`wc:…`). */
declare const uri: string
declare const wallet: import('@atrium/testing').TestWallet
declare const adapter: import('@atrium/core').ChainAdapter
declare const peer: import('@atrium/testing').WalletConnectPeer
/** A row of the wallet list the user picked in the dApp's own picker. */
declare const row: import('@atrium/core').WalletRow
/** The dApp's own rendering of a wallet list. */
declare function render(wallets: readonly import('@atrium/core').WalletRow[]): void
/** Core's service storage of the page (`createServiceStorage`), whose login cache the frame client keeps. */
declare const serviceStorage: ReturnType<typeof import('@atrium/core').createServiceStorage>
