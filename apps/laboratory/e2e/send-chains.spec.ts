import { formatGroupedBalance, formatUnits, type Namespace, truncateDecimals } from '@atrium/common'
import {
  BITCOIN_DEV_ACCOUNTS,
  POLKADOT_DEV_ACCOUNTS,
  ROCOCO_ASSET_HUB_SS58_PREFIX,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEV_MINT,
} from '@atrium/devnet'
import { installPolkadotTestWallet, installSolanaTestWallet } from '@atrium/testing/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  connectWallet,
  installXverseDevWallet,
  jsonRpc,
  openAccountView,
  readBitcoinSats,
} from './chainPage.js'
import { E2E_BITCOIN_URL, E2E_SOLANA_RPC_URL } from './e2ePorts.js'
import { disconnectPolkadot, readPolkadotPlanck } from './polkadotChain.js'

test.afterAll(disconnectPolkadot)

/**
 * Connects on a chain page, opens the modal's Send view and sends `amount` of `token` (the name of
 * a token picker button; the native token when absent) to `receiver`. `beforeSend` checks the filled
 * form. Resolves with the dialog, back on Account.
 */
async function sendFromModal(
  page: Page,
  parameters: {
    namespace: Namespace
    wallet: RegExp
    amount: string
    receiver: string
    token?: string
    beforeSend?: (dialog: Locator) => Promise<void>
  },
) {
  await page.goto(`/?devWallet=off#/${parameters.namespace === 'bip122' ? 'bitcoin' : parameters.namespace}`)
  await connectWallet(page, { wallet: parameters.wallet })
  const dialog = await openAccountView(page, parameters.namespace)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  if (parameters.token !== undefined)
    await dialog.getByRole('group', { name: 'Token' }).getByRole('button', { name: parameters.token }).click()
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(parameters.amount)
  await dialog.getByRole('textbox', { name: 'Receiver address' }).fill(parameters.receiver)
  const send = dialog.getByRole('button', { name: 'Send', exact: true })
  await expect(send).toBeEnabled({ timeout: 30_000 })
  await parameters.beforeSend?.(dialog)
  await send.click()
  await expect(page.locator('atrium-modal').getByRole('status')).toHaveText('Transaction started', {
    timeout: 60_000,
  })
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  return dialog
}

/** The dev token an owner holds on the local chain, summed over its token accounts, and how many it has. */
async function readSolanaDevTokens(owner: string): Promise<{ amount: bigint; accounts: number }> {
  const { value } = await jsonRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>(E2E_SOLANA_RPC_URL, 'getTokenAccountsByOwner', [
    owner,
    { mint: SOLANA_DEV_MINT.address },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  const amount = value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
  return { amount, accounts: value.length }
}

test('connect on Solana → Send → SOL to a second dev account → the chain shows the transfer', async ({
  page,
}) => {
  const [account, , receiver] = SOLANA_DEV_ACCOUNTS
  if (account === undefined || receiver === undefined)
    throw new Error('the devnet exports no Solana accounts')
  await installSolanaTestWallet(page, { secretKey: account.secretKey, rpcUrl: E2E_SOLANA_RPC_URL })
  const lamportsOf = async (address: string) =>
    BigInt(
      (
        await jsonRpc<{ value: number }>(E2E_SOLANA_RPC_URL, 'getBalance', [
          address,
          { commitment: 'confirmed' },
        ])
      ).value,
    )
  const before = await lamportsOf(receiver.address)
  await sendFromModal(page, {
    namespace: 'solana',
    wallet: /Atrium Test Wallet/,
    amount: '0.015',
    receiver: receiver.address,
  })
  await expect.poll(() => lamportsOf(receiver.address)).toBe(before + 15_000_000n)
})

test("[SEND-006][SEND-007] connect on Solana → Send → the devnet SPL token to a dev account without a token account → 'Transaction started' → the chain shows the transfer → Tokens and Activity show it", async ({
  page,
}) => {
  const [account] = SOLANA_DEV_ACCOUNTS
  // Holds no dev token at start: the send creates its associated token account.
  const receiver = SOLANA_DEV_ACCOUNTS[5]
  if (account === undefined || receiver === undefined)
    throw new Error('the devnet exports too few Solana accounts')
  await installSolanaTestWallet(page, { secretKey: account.secretKey, rpcUrl: E2E_SOLANA_RPC_URL })
  const [sender, before] = await Promise.all([
    readSolanaDevTokens(account.address),
    readSolanaDevTokens(receiver.address),
  ])
  const sent = 2_500_000n
  // The fee shown counts the rent of the token account the send creates: 5,000 lamports alone without it.
  const rent =
    before.accounts === 0
      ? BigInt(await jsonRpc<number>(E2E_SOLANA_RPC_URL, 'getMinimumBalanceForRentExemption', [165]))
      : 0n
  const fee = `${truncateDecimals(formatUnits(5_000n + rent, 9), 8)} SOL`
  const { symbol, decimals } = SOLANA_DEV_MINT
  const dialog = await sendFromModal(page, {
    namespace: 'solana',
    wallet: /Atrium Test Wallet/,
    token: SOLANA_DEV_MINT.name,
    amount: formatUnits(sent, decimals),
    receiver: receiver.address,
    beforeSend: async (form) => {
      await expect(form).toContainText(`Network fee${fee}`)
    },
  })
  await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0)

  await expect
    .poll(async () => (await readSolanaDevTokens(receiver.address)).amount)
    .toBe(before.amount + sent)
  const after = await readSolanaDevTokens(account.address)
  expect(after.amount).toBe(sender.amount - sent)
  // The balances are read again after the send: the Tokens tab shows what the chain now holds.
  const row = dialog
    .getByRole('tabpanel', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ hasText: symbol })
  await expect(row).toContainText(formatGroupedBalance(formatUnits(after.amount, decimals), symbol))
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const first = dialog.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem').first()
  await expect(first).toContainText(`Sent ${symbol}`)
  await expect(first).toContainText(`-${formatGroupedBalance(formatUnits(sent, decimals), symbol)}`)
})

test('an SPL amount above the token balance is stopped before the wallet is asked to sign', async ({
  page,
}) => {
  const [account, , receiver] = SOLANA_DEV_ACCOUNTS
  if (account === undefined || receiver === undefined)
    throw new Error('the devnet exports too few Solana accounts')
  await installSolanaTestWallet(page, { secretKey: account.secretKey, rpcUrl: E2E_SOLANA_RPC_URL })
  const signaturesOf = async (address: string) =>
    (await jsonRpc<unknown[]>(E2E_SOLANA_RPC_URL, 'getSignaturesForAddress', [address])).length
  const { amount: held } = await readSolanaDevTokens(account.address)
  const signatures = await signaturesOf(account.address)
  await page.goto('/?devWallet=off#/solana')
  await connectWallet(page, { wallet: /Atrium Test Wallet/ })
  const dialog = await openAccountView(page, 'solana')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog
    .getByRole('group', { name: 'Token' })
    .getByRole('button', { name: SOLANA_DEV_MINT.name })
    .click()
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(formatUnits(held + 1n, SOLANA_DEV_MINT.decimals))
  await dialog.getByRole('textbox', { name: 'Receiver address' }).fill(receiver.address)
  const stopped = dialog.getByRole('button', { name: 'Insufficient balance' })
  await expect(stopped).toBeDisabled()
  await stopped.click({ force: true })
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
  expect(await signaturesOf(account.address)).toBe(signatures)
  expect((await readSolanaDevTokens(account.address)).amount).toBe(held)
})

test('connect on Bitcoin → Send → BTC to a second dev account → the chain shows the transfer', async ({
  page,
}) => {
  const [account, , receiver] = BITCOIN_DEV_ACCOUNTS
  if (account === undefined || receiver === undefined)
    throw new Error('the devnet exports no Bitcoin accounts')
  await installXverseDevWallet(page)
  const before = await readBitcoinSats(E2E_BITCOIN_URL, receiver.paymentAddress)
  await sendFromModal(page, {
    namespace: 'bip122',
    wallet: /Xverse/,
    amount: '0.0002',
    receiver: receiver.paymentAddress,
  })
  await expect.poll(() => readBitcoinSats(E2E_BITCOIN_URL, receiver.paymentAddress)).toBe(before + 20_000n)
})

test('connect on Polkadot → Send → ROC to a second dev account → the chain shows the transfer', async ({
  page,
}) => {
  // Chopsticks starts on the page's first connection: a few seconds more than the other chains.
  test.setTimeout(180_000)
  const [account, , receiver] = POLKADOT_DEV_ACCOUNTS
  if (account === undefined || receiver === undefined)
    throw new Error('the devnet exports no Polkadot accounts')
  await installPolkadotTestWallet(page, {
    accounts: [{ uri: account.uri }],
    ss58Prefix: ROCOCO_ASSET_HUB_SS58_PREFIX,
  })
  const before = await readPolkadotPlanck(receiver.address)
  await sendFromModal(page, {
    namespace: 'polkadot',
    wallet: /Polkadot\{\.js\}/,
    amount: '0.5',
    receiver: receiver.address,
  })
  await expect
    .poll(() => readPolkadotPlanck(receiver.address), { timeout: 60_000 })
    .toBe(before + 500_000_000_000n)
})
