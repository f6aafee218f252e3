import { expect, test } from '@playwright/test'
import { connectWallet, modal } from './chainPage.js'
import { showPairingUri, watchRemoteRequests } from './walletConnectPage.js'

/**
 * Every page of the laboratory as a visitor uses it, with its in-page dev wallets: the page loads,
 * the modal opens, the directory's wallets and a WalletConnect QR code are shown, the dev wallet
 * connects and disconnects. The laboratory configures only the devnet (loopback): any other host
 * contacted is one the dApp did not choose.
 */
const PAGES = [
  { path: '/?page=evm#/evm', wallet: /Laboratory Dev Wallet/ },
  { path: '/?page=solana#/solana', wallet: /Laboratory Dev Wallet/ },
  { path: '/?page=polkadot#/polkadot', wallet: /Polkadot\{\.js\}/ },
  { path: '/?page=bitcoin#/bitcoin', wallet: /UniSat/ },
] as const

test('the laboratory contacts no host but its devnet on any page, through All Wallets, a QR code, connect and disconnect', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const remote = watchRemoteRequests(page)

  for (const path of ['/', '/#/gallery', '/#/multichain']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Atrium laboratory' })).toBeVisible()
  }
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /^All wallets/ })
    .click()
  await expect(
    modal(page).getByRole('grid', { name: 'Wallets' }).getByRole('button', { name: 'MetaMask' }),
  ).toBeVisible()
  await page.keyboard.press('Escape')

  for (const { path, wallet } of PAGES) {
    // A query of its own: a new document, as the laboratory makes one per modal page.
    await page.goto(path)
    if (path.endsWith('#/evm')) {
      await showPairingUri(page)
      await page.keyboard.press('Escape')
    }
    await connectWallet(page, { wallet })
    await page
      .getByRole('button', { name: /Disconnect/ })
      .first()
      .click()
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  }

  expect(remote).toEqual([])
})
