import { SOLANA_DEV_ACCOUNTS } from '@atrium/devnet'
import { expect, installSolanaTestWallet, test } from '@atrium/testing/playwright'
import { chooseTestWallet, modal } from './chainPage.js'
import { E2E_SOLANA_RPC_URL } from './e2ePorts.js'

const MULTICHAIN_PAGE = '/?devWallet=off#/multichain'
const [solanaAccount] = SOLANA_DEV_ACCOUNTS

test('[CONNECTOR-005][NET-006] EVM and Solana connected at once in one modal, switched between, both restored on reload', async ({
  page,
  testWallet,
}) => {
  if (solanaAccount === undefined) throw new Error('the devnet exports no Solana account')
  const solanaWallet = await installSolanaTestWallet(page, {
    secretKey: solanaAccount.secretKey,
    rpcUrl: E2E_SOLANA_RPC_URL,
  })
  await page.goto(MULTICHAIN_PAGE)
  const dialog = modal(page)

  // The EVM and Solana test wallets share a name: one entry, which asks which chain to connect.
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const wallets = dialog.getByRole('list', { name: 'Wallets' })
  await expect(wallets.getByRole('button', { name: /Atrium Test Wallet/ })).toHaveCount(1)
  await wallets.getByRole('button', { name: /Atrium Test Wallet/ }).click()
  await dialog
    .getByRole('list', { name: 'Select a chain' })
    .getByRole('button', { name: 'Ethereum and EVM' })
    .click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('eip155-address')).toHaveText(testWallet.address)

  // A Solana network from the grouped list: Solana is not connected yet, so its wallets are offered.
  await dialog.getByRole('button', { name: /Switch network, current: Ethereum/ }).click()
  await dialog
    .getByRole('list', { name: 'Solana' })
    .getByRole('button', { name: /Solana Localnet/ })
    .click()
  await expect(dialog.getByRole('heading', { name: 'Connect wallet' })).toBeVisible()
  await chooseTestWallet(dialog)
  await expect(page.getByTestId('solana-address')).toHaveText(solanaWallet.address)
  await expect(page.getByTestId('eip155-address')).toHaveText(testWallet.address)
  await expect(page.getByTestId('active-network')).toHaveText(/^solana:/)

  // Back to EVM from the Account view's other connected accounts.
  await dialog.getByRole('button', { name: /Use Ethereum and EVM account/ }).click()
  await expect(page.getByTestId('active-network')).toHaveText('eip155:1')
  await expect(dialog.getByRole('button', { name: /Use Solana account/ })).toBeVisible()

  await page.reload()
  await expect(page.getByTestId('eip155-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('eip155-address')).toHaveText(testWallet.address)
  await expect(page.getByTestId('solana-address')).toHaveText(solanaWallet.address)
  await expect(page.getByTestId('active-network')).toHaveText('eip155:1')

  await page.getByRole('button', { name: 'Disconnect all' }).click()
  await expect(page.getByTestId('eip155-status')).toHaveText('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
})
