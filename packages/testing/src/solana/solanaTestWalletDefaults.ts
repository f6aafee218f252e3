import { TEST_WALLET_DEFAULT_ICON, TEST_WALLET_DEFAULT_NAME } from '../wallet/testWalletDefaults.js'

/**
 * The Wallet Standard name of the Solana test wallet when none is given. The same name as the EVM
 * test wallet on purpose: core merges connectors of one wallet across namespaces by name
 * (CONNECTOR-005), as it merges Phantom's EVM and Solana providers.
 */
export const SOLANA_TEST_WALLET_DEFAULT_NAME = TEST_WALLET_DEFAULT_NAME

const SVG_DATA_PREFIX = 'data:image/svg+xml,'

/**
 * The icon of the Solana test wallet when none is given: the EVM test wallet's SVG, base64-encoded,
 * because the Wallet Standard only accepts `data:image/…;base64,` icons.
 */
export const SOLANA_TEST_WALLET_DEFAULT_ICON: `data:image/svg+xml;base64,${string}` = `data:image/svg+xml;base64,${btoa(
  decodeURIComponent(TEST_WALLET_DEFAULT_ICON.slice(SVG_DATA_PREFIX.length)),
)}`

/** The chain the test wallet announces when none is given: the Wallet Standard name of a local cluster. */
export const SOLANA_TEST_WALLET_DEFAULT_CHAIN = 'solana:localnet'
