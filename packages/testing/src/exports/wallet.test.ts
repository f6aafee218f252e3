import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { collectModuleImports } from '../modules/collectModuleImports.js'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./wallet.js')).sort()).toMatchInlineSnapshot(`
    [
      "ProviderRpcError",
      "SOLANA_TEST_WALLET_DEFAULT_CHAIN",
      "SOLANA_TEST_WALLET_DEFAULT_ICON",
      "SOLANA_TEST_WALLET_DEFAULT_NAME",
      "TEST_WALLET_DEFAULT_ICON",
      "TEST_WALLET_DEFAULT_NAME",
      "TEST_WALLET_DEFAULT_RDNS",
      "announceProvider",
      "createBitcoinTestWallet",
      "createPolkadotTestWallet",
      "createProviderRpcError",
      "createSignInMessageText",
      "createSolanaTestWallet",
      "createTestWallet",
      "registerStandardWallet",
      "signSolanaMessage",
      "verifyBitcoinMessage",
      "verifySolanaSignature",
    ]
  `)
})

it('runs in a browser: it imports neither Node built-ins, nor Vitest, nor the devnet', async () => {
  const { statics, types, dynamics } = await collectModuleImports(
    fileURLToPath(new URL('./wallet.ts', import.meta.url)),
    { follow: 'all' },
  )
  expect([...new Set([...statics, ...types, ...dynamics])].sort()).toEqual([
    '@atrium/common',
    '@bitcoinerlab/secp256k1',
    '@polkadot/keyring',
    '@polkadot/keyring/types',
    '@polkadot/types',
    '@polkadot/types/types',
    '@polkadot/util',
    '@polkadot/util-crypto',
    '@polkadot/util/types',
    '@solana/wallet-standard-features',
    '@solana/web3.js',
    '@wallet-standard/base',
    '@wallet-standard/features',
    'bitcoinjs-lib',
    'ecpair',
    'viem',
    'viem/accounts',
  ])
})
