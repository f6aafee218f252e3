import { CONNECTOR_IDS } from './connectors.js'

// The wallet directory's ids are read only by the modal's views and by connection flows, and
// 64-digit ids do not compress: they live apart from `connectors.ts`, whose connector ids the
// start-up code needs, so a page that shows only a button does not download them.

/**
 * [CONNECTOR-011] Connector ids and names mapped to their wallet-directory id (`explorerId`). The
 * values are the wallets' public WalletConnect registry ids, so a directory mirroring that
 * registry matches them; devnet's fixture directory uses the same ids.
 */
export const CONNECTOR_EXPLORER_IDS: Readonly<Record<string, string>> = {
  [CONNECTOR_IDS.COINBASE]: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
  [CONNECTOR_IDS.COINBASE_SDK]: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
  [CONNECTOR_IDS.SAFE]: '225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f',
  [CONNECTOR_IDS.LEDGER]: '19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927',
  MetaMask: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  Trust: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
  Phantom: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
}

/**
 * [CONNECTOR-011] Connector ids mapped to the image id served by the wallet directory's
 * `/public/getAssetImage/{id}`. Atrium's own readable ids: `connector-<name>`.
 */
export const CONNECTOR_IMAGE_IDS: Readonly<Record<string, string>> = {
  [CONNECTOR_IDS.INJECTED]: 'connector-browser-wallet',
  [CONNECTOR_IDS.WALLET_CONNECT]: 'connector-walletconnect',
  [CONNECTOR_IDS.AUTH]: 'connector-email',
  [CONNECTOR_IDS.COINBASE]: 'connector-coinbase',
  [CONNECTOR_IDS.COINBASE_SDK]: 'connector-coinbase',
  [CONNECTOR_IDS.SAFE]: 'connector-safe',
  [CONNECTOR_IDS.LEDGER]: 'connector-ledger',
}
