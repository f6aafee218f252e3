import { expect, test } from '@atrium/testing/playwright'
import type { Locator, Page } from '@playwright/test'
import { createPublicClient, http, parseUnits } from 'viem'
import {
  connectEvmTestWallet,
  devnetDusd,
  expectTokensRowBalance,
  readE2eDusd,
  setBlockchainApiFault,
} from './chainPage.js'
import { getE2eEvmRpcUrl } from './e2ePorts.js'

const chain1 = createPublicClient({ transport: http(getE2eEvmRpcUrl(1)) })

/** Transactions the account sent on chain 1: each one a confirmation in the wallet. */
const sentCount = (address: `0x${string}`) => chain1.getTransactionCount({ address })

test.afterEach(async ({ page }) => {
  await setBlockchainApiFault(page, null)
})

/** Connects the test wallet and opens Swap, set up: ether to pay, nothing to receive yet. */
async function openSwap(page: Page) {
  const dialog = await connectEvmTestWallet(page)
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Swap', exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'You pay: ETH, change token' })).toBeVisible()
  return dialog
}

/** Chooses `symbol` on one side of the form through its token picker. */
async function pickToken(dialog: Locator, side: 'You pay' | 'You receive', symbol: string) {
  await dialog.getByRole('button', { name: new RegExp(`^${side}: .+, change token$`) }).click()
  await dialog
    .getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
    .first()
    .click()
  await expect(dialog.getByRole('button', { name: `${side}: ${symbol}, change token` })).toBeVisible()
}

/** Types the amount to pay and waits for its quote; resolves with the amount to receive shown. */
async function typeAmount(dialog: Locator, amount: string) {
  await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill(amount)
  await expect(dialog.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  const received = await dialog.getByRole('textbox', { name: 'Amount to receive' }).inputValue()
  expect(Number(received)).toBeGreaterThan(0)
  return received
}

/** The modal's snackbar saying `text`. */
const snackbar = (page: Page, role: 'status' | 'alert', text: string | RegExp) =>
  page.locator('atrium-modal').getByRole(role).filter({ hasText: text })

test("[SWAP-014] connect → Swap → ether to DUSD → the wallet confirms → 'Swapped X to Y' → Account, where DUSD is what the chain holds", async ({
  page,
  testWallet,
}) => {
  const dialog = await openSwap(page)
  await pickToken(dialog, 'You receive', 'DUSD')
  const before = await readE2eDusd(testWallet.address)
  const nonce = await sentCount(testWallet.address)
  const received = await typeAmount(dialog, '0.01')
  await dialog.getByRole('button', { name: 'Review swap' }).click()
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()

  await expect(snackbar(page, 'status', `Swapped 0.01 ETH to ${received} DUSD`)).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  expect(await sentCount(testWallet.address)).toBe(nonce + 1)
  const after = await readE2eDusd(testWallet.address)
  // The router pays at least the quote shown (truncated to 6 decimals) and nothing moved the pool.
  expect(after - before).toBeGreaterThanOrEqual(parseUnits(received, devnetDusd().decimals))
  await expectTokensRowBalance(dialog, devnetDusd(), after)
})

test('[SWAP-006] DUSD to ether: the approval first, then the swap: two confirmations in the wallet', async ({
  page,
  testWallet,
}) => {
  const dialog = await openSwap(page)
  await pickToken(dialog, 'You pay', 'DUSD')
  await pickToken(dialog, 'You receive', 'ETH')
  const before = await readE2eDusd(testWallet.address)
  const nonce = await sentCount(testWallet.address)
  await typeAmount(dialog, '2')
  await dialog.getByRole('button', { name: 'Review swap' }).click()
  await dialog.getByRole('button', { name: 'Approve DUSD' }).click()
  // Once the approval is mined the allowance is read again and the swap is offered.
  const swap = dialog.getByRole('button', { name: 'Swap', exact: true })
  await expect(swap).toBeEnabled({ timeout: 30_000 })
  expect(await sentCount(testWallet.address)).toBe(nonce + 1)
  await swap.click()

  await expect(snackbar(page, 'status', /^Swapped 2 DUSD to [\d.]+ ETH$/)).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  expect(await sentCount(testWallet.address)).toBe(nonce + 2)
  expect(before - (await readE2eDusd(testWallet.address))).toBe(parseUnits('2', devnetDusd().decimals))
})

test("[SWAP-018] an amount above the balance gives 'Insufficient balance' before any signature", async ({
  page,
  testWallet,
}) => {
  const dialog = await openSwap(page)
  await pickToken(dialog, 'You receive', 'DUSD')
  const nonce = await sentCount(testWallet.address)
  await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('100000000')
  const stopped = dialog.getByRole('button', { name: 'Insufficient balance' })
  await expect(stopped).toBeDisabled()
  await stopped.click({ force: true })
  await expect(dialog.getByRole('heading', { name: 'Swap', exact: true })).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Review swap' })).toHaveCount(0)
  expect(await sentCount(testWallet.address)).toBe(nonce)
})

test('the quote endpoint failing shows its typed error and the view stays usable', async ({
  page,
  testWallet,
}) => {
  const dialog = await openSwap(page)
  const nonce = await sentCount(testWallet.address)
  await pickToken(dialog, 'You receive', 'DUSD')
  await setBlockchainApiFault(page, { kind: 'status', status: 500, path: '/v1/convert/quotes' })
  await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill('0.01')
  await expect(snackbar(page, 'alert', 'HTTP status code: 500').first()).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Swap', exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Review swap' })).toHaveCount(0)

  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeEnabled()

  // The error snackbar floats over the form's button while it shows; the amount field stays free.
  await setBlockchainApiFault(page, null)
  await typeAmount(dialog, '0.02')
  expect(await sentCount(testWallet.address)).toBe(nonce)
})

test('the wallet refusing the swap: declined, the form kept, nothing sent', async ({ page, testWallet }) => {
  const dialog = await openSwap(page)
  await pickToken(dialog, 'You receive', 'DUSD')
  const nonce = await sentCount(testWallet.address)
  await typeAmount(dialog, '0.01')
  await dialog.getByRole('button', { name: 'Review swap' }).click()
  await testWallet.rejectNextRequest()
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()

  await expect(dialog.getByRole('alert')).toContainText('Transaction declined')
  await expect(dialog.getByRole('heading', { name: 'Swap', exact: true })).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Amount to pay' })).toHaveValue('0.01')
  await expect(dialog.getByRole('button', { name: 'You receive: DUSD, change token' })).toBeVisible()
  expect(await sentCount(testWallet.address)).toBe(nonce)
})
