import { SOLANA_DEV_ACCOUNTS } from '@atrium/devnet'
import { verifySolanaSignature } from '@atrium/testing'
import { installSolanaTestWallet } from '@atrium/testing/playwright'
import { expect, type Page, test } from '@playwright/test'
import bs58 from 'bs58'
import { formatUnits } from 'viem'
import { connectWallet, expectConnectedAccount, jsonRpc, runChainAction } from './chainPage.js'
import { E2E_SOLANA_RPC_URL } from './e2ePorts.js'

const SOLANA_PAGE = '/?devWallet=off#/solana'
const [walletAccount, , recipient] = SOLANA_DEV_ACCOUNTS

async function lamportsOf(address: string): Promise<bigint> {
  const { value } = await jsonRpc<{ value: number }>(E2E_SOLANA_RPC_URL, 'getBalance', [
    address,
    { commitment: 'confirmed' },
  ])
  return BigInt(value)
}

const toSol = (lamports: bigint) => formatUnits(lamports, 9)

function installWallet(page: Page) {
  if (walletAccount === undefined) throw new Error('the devnet exports no Solana accounts')
  return installSolanaTestWallet(page, { secretKey: walletAccount.secretKey, rpcUrl: E2E_SOLANA_RPC_URL })
}

test('[SEND-004] Solana: connect the test wallet, exact balance, sign, send a confirmed transfer, disconnect', async ({
  page,
}) => {
  if (recipient === undefined) throw new Error('the devnet exports no Solana accounts')
  const wallet = await installWallet(page)
  await page.goto(SOLANA_PAGE)
  await connectWallet(page, { wallet: /Atrium Test Wallet/ })
  await expect(page.getByTestId('solana-address')).toHaveText(wallet.address)
  await expect(page.getByTestId('solana-balance')).toHaveText(
    `${toSol(await lamportsOf(wallet.address))} SOL`,
  )

  const signature = await runChainAction(page, {
    namespace: 'solana',
    button: /Sign message/,
    output: 'signature',
  })
  expect(
    await verifySolanaSignature({
      address: wallet.address,
      message: 'Hello from the Atrium laboratory',
      signature: bs58.decode(signature),
    }),
  ).toBe(true)

  const recipientBefore = await lamportsOf(recipient.address)
  const transfer = await runChainAction(page, {
    namespace: 'solana',
    button: /Send 0\.01 SOL/,
    output: 'transfer',
  })
  const [status] = (
    await jsonRpc<{ value: ({ confirmationStatus: string; err: unknown } | null)[] }>(
      E2E_SOLANA_RPC_URL,
      'getSignatureStatuses',
      [[transfer]],
    )
  ).value
  expect(status).toMatchObject({
    err: null,
    confirmationStatus: expect.stringMatching(/confirmed|finalized/),
  })
  expect((await lamportsOf(recipient.address)) - recipientBefore).toBe(10_000_000n)
  await expect(page.getByTestId('solana-balance')).toHaveText(
    `${toSol(await lamportsOf(wallet.address))} SOL`,
  )

  await page.getByRole('button', { name: 'Disconnect all' }).click()
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
  await wallet.uninstall()
})

test('Solana alone: the test wallet is restored on reload through a silent connect, without a prompt', async ({
  page,
}) => {
  const wallet = await installWallet(page)
  await page.goto(SOLANA_PAGE)
  await connectWallet(page, { wallet: /Atrium Test Wallet/ })
  await expect(page.getByTestId('solana-address')).toHaveText(wallet.address)

  const requestsBefore = wallet.requests.length
  await page.reload()
  await expectConnectedAccount(page, { namespace: 'solana', address: wallet.address })
  // The wallet was only asked silently: a prompt would be a connect without `silent`.
  expect(wallet.requests.slice(requestsBefore)).toEqual([
    { feature: 'standard:connect', input: { silent: true } },
  ])
})
