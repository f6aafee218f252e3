import { formatGroupedBalance } from '@atrium/common'
import { DEV_ACCOUNTS, DEVNET_EVM_TOKENS } from '@atrium/devnet'
import { DEVNET_TEST_WALLET_ASSETS } from '@atrium/testing'
import { expect, type InstalledTestWallet, test } from '@atrium/testing/playwright'
import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, formatUnits, type Hex, http, parseEther } from 'viem'
import { connectWallet, modal } from './chainPage.js'
import { E2E_BLOCKCHAIN_API_URL, getE2eEvmRpcUrl } from './e2ePorts.js'

const EVM_PAGE = '/?devWallet=off#/evm'
const [walletAccount] = DEV_ACCOUNTS
if (walletAccount === undefined) throw new Error('the devnet exports no dev account')
const chains = [
  { chainId: 1, rpcUrl: getE2eEvmRpcUrl(1) },
  { chainId: 10, rpcUrl: getE2eEvmRpcUrl(10) },
  { chainId: 8453, rpcUrl: getE2eEvmRpcUrl(8453) },
]
const chain = createPublicClient({ transport: http(getE2eEvmRpcUrl(1)) })

/** Connects the test wallet on the EVM page; the modal is closed again. */
async function connectEvm(page: Page) {
  await page.goto(EVM_PAGE)
  await connectWallet(page, { wallet: /Atrium Test Wallet/ })
}

/** Clicks the page's batch button, waits for its final status, and checks each receipt on the chain. */
async function sendBatch(page: Page, wallet: InstalledTestWallet) {
  await page.getByRole('button', { name: 'AppKit: send 2 calls' }).click()
  await expect(page.getByTestId('appkit-calls-status')).toHaveText('success (2 receipts)')
  const hashes = ((await page.getByTestId('appkit-calls-hashes').textContent()) ?? '').split(' ') as Hex[]
  const sent = await Promise.all(hashes.map((hash) => chain.getTransaction({ hash })))
  const receipts = await Promise.all(hashes.map((hash) => chain.getTransactionReceipt({ hash })))
  expect(receipts.map((receipt) => receipt.status)).toEqual(['success', 'success'])
  expect(sent.map((transaction) => transaction.from.toLowerCase())).toEqual([
    wallet.address.toLowerCase(),
    wallet.address.toLowerCase(),
  ])
  expect(sent.map((transaction) => transaction.value)).toEqual([parseEther('0.001'), parseEther('0.002')])
  return wallet.requests.map((request) => request.method)
}

test.describe('a wallet with EIP-5792 batches and ERC-7811 assets', () => {
  test.use({
    testWalletOptions: {
      privateKey: walletAccount.privateKey,
      chains,
      capabilities: { sendCalls: true, assets: DEVNET_TEST_WALLET_ASSETS },
    },
  })

  test('Tokens are filled from wallet_getAssets: the chain’s balances while the Blockchain API answers 500', async ({
    page,
    testWallet,
  }) => {
    const fault = await page.request.post(`${E2E_BLOCKCHAIN_API_URL}/__devnet/fault`, {
      data: { kind: 'status', status: 500 },
    })
    expect(fault.ok()).toBe(true)
    try {
      await connectEvm(page)
      await page.getByRole('button', { name: 'Open modal', exact: true }).click()
      const dialog = modal(page)
      await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
      const rows = dialog.getByRole('tabpanel', { name: 'Tokens' }).getByRole('listitem')
      const [ether, ...tokens] = await Promise.all([
        chain.getBalance({ address: testWallet.address }),
        ...DEVNET_EVM_TOKENS.map((token) =>
          chain.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [testWallet.address],
          }),
        ),
      ])
      await expect(rows).toHaveCount(1 + DEVNET_EVM_TOKENS.length)
      await expect(rows.filter({ hasText: 'Ether' })).toContainText(
        formatGroupedBalance(formatUnits(ether, 18), 'ETH'),
      )
      for (const [index, token] of DEVNET_EVM_TOKENS.entries())
        await expect(rows.filter({ hasText: token.name })).toContainText(
          formatGroupedBalance(formatUnits(tokens[index] ?? 0n, token.decimals), token.symbol),
        )
      await expect(dialog).not.toContainText('Token Balance Unavailable')
      expect(testWallet.requests.map((request) => request.method)).toContain('wallet_getAssets')
    } finally {
      await page.request.post(`${E2E_BLOCKCHAIN_API_URL}/__devnet/fault`, { data: null })
    }
  })

  test('AppKit: send 2 calls goes out as one wallet_sendCalls; its status reaches success with both receipts', async ({
    page,
    testWallet,
  }) => {
    await connectEvm(page)
    const methods = await sendBatch(page, testWallet)
    expect(methods.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1)
    expect(methods).not.toContain('eth_sendTransaction')
  })
})

test('a plain account: AppKit: send 2 calls sends one transaction after another, both land on chain', async ({
  page,
  testWallet,
}) => {
  await connectEvm(page)
  const methods = await sendBatch(page, testWallet)
  expect(methods).not.toContain('wallet_sendCalls')
  expect(methods.filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
})
