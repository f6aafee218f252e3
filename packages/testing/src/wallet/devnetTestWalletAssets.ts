import { DEVNET_EVM_TOKENS, DEVNET_USD_PRICES } from '@atrium/devnet'
import type { TestWalletCapabilities } from './createTestWalletCapabilities.js'
import { TEST_WALLET_DEFAULT_ICON } from './testWalletDefaults.js'

/**
 * The test wallet's `capabilities.assets` on the devnet: ether and the devnet's ERC20s
 * (`DEVNET_EVM_TOKENS`) at the devnet's prices, so `wallet_getAssets` and the devnet Blockchain
 * API value the same balances alike. Icons are `data:` URIs, so nothing is fetched.
 */
export const DEVNET_TEST_WALLET_ASSETS: NonNullable<TestWalletCapabilities['assets']> = Object.freeze({
  native: {
    name: 'Ether',
    symbol: 'ETH',
    decimals: 18,
    price: DEVNET_USD_PRICES.ETH ?? 0,
    iconUrl: TEST_WALLET_DEFAULT_ICON,
  },
  tokens: DEVNET_EVM_TOKENS.map(({ address, name, symbol, decimals }) => ({
    address,
    name,
    symbol,
    decimals,
    price: DEVNET_USD_PRICES[symbol] ?? 0,
    iconUrl: TEST_WALLET_DEFAULT_ICON,
  })),
})
