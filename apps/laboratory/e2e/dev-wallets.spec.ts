import { BITCOIN_DEV_ACCOUNTS, DEV_ACCOUNTS, SOLANA_DEV_ACCOUNTS } from '@atrium/devnet'
import { expect, test } from '@playwright/test'
import { connectWallet } from './chainPage.js'

/**
 * The pages whose in-browser dev wallet (no `?devWallet=off`) signs with account 1 of its chain
 * (devnetPlugin.ts); the Bitcoin one poses as UniSat, so it is listed under that name.
 */
const DEV_WALLET_PAGES = [
  {
    name: 'EVM',
    path: '/#/evm',
    wallet: /Laboratory Dev Wallet/,
    testId: 'state-address',
    address: DEV_ACCOUNTS[1]?.address,
  },
  {
    name: 'Solana',
    path: '/#/solana',
    wallet: /Laboratory Dev Wallet/,
    testId: 'solana-address',
    address: SOLANA_DEV_ACCOUNTS[1]?.address,
  },
  {
    name: 'Bitcoin',
    path: '/#/bitcoin',
    wallet: /UniSat/,
    testId: 'bip122-address',
    address: BITCOIN_DEV_ACCOUNTS[1]?.paymentAddress,
  },
]

for (const { name, path, wallet, testId, address } of DEV_WALLET_PAGES) {
  test(`the ${name} page's dev wallet remembers that it authorised the laboratory: restored on reload`, async ({
    page,
  }) => {
    if (address === undefined) throw new Error('the devnet exports too few accounts')
    await page.goto(path)
    await connectWallet(page, { wallet })
    await expect(page.getByTestId(testId)).toHaveText(address)

    await page.reload()
    await expect(page.getByTestId(testId)).toHaveText(address)
  })
}
