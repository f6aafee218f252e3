import { formatUsd } from '@atrium/common'
import { DEV_ACCOUNTS, DEVNET_USD_PRICES } from '@atrium/devnet'
import { expect, test } from '@atrium/testing/playwright'
import type { Page } from '@playwright/test'
import { createPublicClient, http, parseEther, parseUnits } from 'viem'
import { connectEvmTestWallet, devnetDusd, expectTokensRowBalance, readE2eDusd } from './chainPage.js'
import { getE2eEvmRpcUrl } from './e2ePorts.js'

const chain1 = createPublicClient({ transport: http(getE2eEvmRpcUrl(1)) })

/** A dev account that only receives in these tests: the wallet sends from account 0. */
function receiver(): `0x${string}` {
  const account = DEV_ACCOUNTS[6]
  if (account === undefined) throw new Error('the devnet exports too few dev accounts')
  return account.address
}

/** Connects the test wallet and opens the Send view. */
async function openSend(page: Page) {
  const dialog = await connectEvmTestWallet(page)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
  return dialog
}

test("[SEND-006][SEND-007] connect on EVM → Send → ether to a second dev account → 'Transaction started' → the chain shows the transfer", async ({
  page,
  testWallet,
}) => {
  expect(testWallet.address).not.toBe(receiver())
  const dialog = await openSend(page)
  const before = await chain1.getBalance({ address: receiver() })
  const tokens = dialog.getByRole('group', { name: 'Token' })
  await expect(tokens.getByRole('button', { name: /Ether/ })).toHaveAttribute('aria-current', 'true')
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('0.0123')
  await expect(dialog).toContainText(`≈ ${formatUsd(0.0123 * (DEVNET_USD_PRICES.ETH ?? 0))}`)
  await dialog.getByRole('textbox', { name: 'Receiver address' }).fill(receiver())
  await expect(dialog).toContainText(/Network fee0\.0000\d+ ETH · <?\$0\.\d\d/)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()

  await expect(page.locator('atrium-modal').getByRole('status')).toHaveText('Transaction started')
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0)
  await expect.poll(() => chain1.getBalance({ address: receiver() })).toBe(before + parseEther('0.0123'))
})

test('an ERC20 send: DUSD to a second dev account, as a transfer of the token', async ({
  page,
  testWallet,
}) => {
  const sender = await readE2eDusd(testWallet.address)
  const dialog = await openSend(page)
  const before = await readE2eDusd(receiver())
  await dialog.getByRole('group', { name: 'Token' }).getByRole('button', { name: /DUSD/ }).click()
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1.5')
  await dialog.getByRole('textbox', { name: 'Receiver address' }).fill(receiver())
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()

  await expect(page.locator('atrium-modal').getByRole('status')).toHaveText('Transaction started')
  await expect.poll(() => readE2eDusd(receiver())).toBe(before + parseUnits('1.5', devnetDusd().decimals))
  const after = await readE2eDusd(testWallet.address)
  expect(after).toBe(sender - parseUnits('1.5', devnetDusd().decimals))
  // The balances are read again after the send: the Tokens tab shows what the chain now holds.
  await expectTokensRowBalance(dialog, devnetDusd(), after)
})

test('Max fills the ether balance minus the network fee, which can then be sent', async ({
  page,
  testWallet,
}) => {
  const dialog = await openSend(page)
  await dialog.getByRole('textbox', { name: 'Receiver address' }).fill(receiver())
  await expect(dialog).toContainText(/Network fee0\.0000\d+ ETH/)
  await dialog.getByRole('button', { name: 'Max' }).click()
  const balance = await chain1.getBalance({ address: testWallet.address })
  const filled = parseEther(await dialog.getByRole('textbox', { name: 'Amount' }).inputValue())
  expect(filled).toBeLessThan(balance)
  expect(balance - filled).toBeLessThan(parseEther('0.001'))
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
})

test('an amount above the balance is stopped before the wallet is asked to sign', async ({
  page,
  testWallet,
}) => {
  const dialog = await openSend(page)
  const nonce = await chain1.getTransactionCount({ address: testWallet.address })
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100000000')
  await dialog.getByRole('textbox', { name: 'Receiver address' }).fill(receiver())
  const stopped = dialog.getByRole('button', { name: 'Insufficient balance' })
  await expect(stopped).toBeDisabled()
  await stopped.click({ force: true })
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
  expect(await chain1.getTransactionCount({ address: testWallet.address })).toBe(nonce)
})

test('a receiver with a broken checksum is refused by the adapter', async ({ page, testWallet }) => {
  const dialog = await openSend(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('0.01')
  // One letter of the EIP-55 checksummed address in the other case.
  const mistyped = testWallet.address.replace(/[a-fA-F]/, (letter) =>
    letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase(),
  )
  await dialog.getByRole('textbox', { name: 'Receiver address' }).fill(mistyped)
  await expect(dialog.getByRole('button', { name: 'Invalid address' })).toBeDisabled()
  await dialog.getByRole('textbox', { name: 'Receiver address' }).fill(testWallet.address)
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeEnabled()
})

test('a refusal in the wallet keeps the amount and the receiver, with a declined message', async ({
  page,
  testWallet,
}) => {
  const dialog = await openSend(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('0.02')
  await dialog.getByRole('textbox', { name: 'Receiver address' }).fill(receiver())
  const send = dialog.getByRole('button', { name: 'Send', exact: true })
  await expect(send).toBeEnabled()
  await testWallet.rejectNextRequest()
  await send.click()
  await expect(dialog.getByRole('alert')).toContainText('Transaction declined')
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.02')
  await expect(dialog.getByRole('textbox', { name: 'Receiver address' })).toHaveValue(receiver())
})

test('Receive shows the address as text and as a QR code, and the networks that can send to it', async ({
  page,
  testWallet,
}) => {
  const dialog = await connectEvmTestWallet(page)
  await dialog.getByRole('button', { name: 'Receive', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Receive', exact: true })).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'QR code of your address' })).toHaveAttribute(
    'aria-busy',
    'false',
  )
  await expect(dialog).toContainText(testWallet.address)
  const networks = dialog.getByRole('region', { name: 'Networks that can receive to this address' })
  await expect(networks.getByRole('listitem')).toHaveText(['Ethereum', 'OP Mainnet', 'Base'])
})
