import { createPolkadotAdapter } from '@atrium/adapter-polkadot'
import { createPolkadotTestWallet } from '@atrium/testing/wallet'
import { devnet, isDevWalletEnabled } from '../devnet.js'
import { getDevWalletAuthorisation } from './labAppKitOptions.js'

/** The devnet's Polkadot chain (Rococo Asset Hub in chopsticks, started on first connection). */
export const polkadotNetwork = devnet.polkadot.network

/** The Polkadot adapter over the devnet's chain. */
export function createLabPolkadotAdapter() {
  return createPolkadotAdapter({
    networks: [polkadotNetwork],
    appName: 'Atrium Laboratory',
    ss58Prefixes: { [polkadotNetwork.caipNetworkId]: devnet.polkadot.ss58Prefix },
  })
}

/** Injects an in-browser polkadot-js extension with a funded devnet key (not with `?devWallet=off`). */
export function injectPolkadotDevWallet(): void {
  if (!isDevWalletEnabled) return
  // The extension's keys need the sr25519 WASM first; the adapter picks up a late injection.
  void createPolkadotTestWallet({
    accounts: [{ uri: devnet.polkadot.devWalletUri }],
    rememberAuthorisation: getDevWalletAuthorisation('polkadot'),
  }).then((wallet) => wallet.inject(window))
}
