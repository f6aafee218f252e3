import { BITCOIN_DEV_ACCOUNTS } from '@atrium/devnet'
import { verifyBitcoinMessage } from '@atrium/testing'
import { installBitcoinTestWallet } from '@atrium/testing/playwright'
import { expect, type Page, test } from '@playwright/test'
import { formatUnits } from 'viem'
import { connectWallet, expectConnectedAccount, readBitcoinSats, runChainAction } from './chainPage.js'
import { E2E_BITCOIN_URL } from './e2ePorts.js'

const BITCOIN_PAGE = '/?devWallet=off#/bitcoin'
const [walletAccount, , recipient] = BITCOIN_DEV_ACCOUNTS

/** Confirmed plus unconfirmed balance of an address on the e2e devnet's Bitcoin chain. */
const satsOf = (address: string) => readBitcoinSats(E2E_BITCOIN_URL, address)

function installWallet(page: Page) {
  if (walletAccount === undefined) throw new Error('the devnet exports no Bitcoin accounts')
  return installBitcoinTestWallet(page, {
    kind: 'xverse',
    wif: walletAccount.wif,
    esploraUrl: E2E_BITCOIN_URL,
  })
}

test('Bitcoin: connect Xverse (sats-connect), exact balance, BIP-322 signature, a mined transfer, disconnect', async ({
  page,
}) => {
  if (recipient === undefined) throw new Error('the devnet exports no Bitcoin accounts')
  const wallet = await installWallet(page)
  await page.goto(BITCOIN_PAGE)
  await connectWallet(page, { wallet: /Xverse/ })
  await expect(page.getByTestId('bip122-address')).toHaveText(wallet.paymentAddress)
  await expect(page.getByTestId('bip122-balance')).toHaveText(
    `${formatUnits(await satsOf(wallet.paymentAddress), 8)} BTC`,
  )

  const signature = await runChainAction(page, {
    namespace: 'bip122',
    button: /Sign message/,
    output: 'signature',
  })
  expect(
    verifyBitcoinMessage({
      address: wallet.paymentAddress,
      message: 'Hello from the Atrium laboratory',
      signature,
    }),
  ).toBe(true)

  const recipientBefore = await satsOf(recipient.paymentAddress)
  const txid = await runChainAction(page, {
    namespace: 'bip122',
    button: /Send 0\.0001 BTC/,
    output: 'transfer',
  })
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${E2E_BITCOIN_URL}/tx/${txid}/status`)).json()) as { confirmed: boolean })
          .confirmed,
    )
    .toBe(true)
  expect((await satsOf(recipient.paymentAddress)) - recipientBefore).toBe(10_000n)
  await page
    .getByRole('region', { name: 'bip122 account' })
    .getByRole('button', { name: /Refresh balance/ })
    .click()
  await expect(page.getByTestId('bip122-balance')).toHaveText(
    `${formatUnits(await satsOf(wallet.paymentAddress), 8)} BTC`,
  )

  await page.getByRole('button', { name: 'Disconnect all' }).click()
  await expect(page.getByTestId('bip122-status')).toHaveText('disconnected')
})

test('Bitcoin: Xverse is restored on reload without a prompt', async ({ page }) => {
  const wallet = await installWallet(page)
  await page.goto(BITCOIN_PAGE)
  await connectWallet(page, { wallet: /Xverse/ })
  await expect(page.getByTestId('bip122-address')).toHaveText(wallet.paymentAddress)

  const requestsBefore = wallet.requests.length
  await page.reload()
  await expectConnectedAccount(page, { namespace: 'bip122', address: wallet.paymentAddress })
  // Only silent reads: `wallet_connect` (or `getAccounts` before an authorisation) would prompt.
  expect(wallet.requests.slice(requestsBefore).map((request) => request.method)).toEqual([
    'getInfo',
    'wallet_getAccount',
  ])
})
