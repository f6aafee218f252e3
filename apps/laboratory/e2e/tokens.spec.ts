import { formatGroupedBalance, formatUsd } from '@atrium/common'
import { DEVNET_EVM_TOKENS, DEVNET_USD_PRICES, SOLANA_DEV_ACCOUNTS, SOLANA_DEV_MINT } from '@atrium/devnet'
import { expect, installSolanaTestWallet, test } from '@atrium/testing/playwright'
import type { Locator } from '@playwright/test'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import {
  connectEvmTestWallet,
  connectPolkadotDevWallet,
  connectWallet,
  installXverseDevWallet,
  jsonRpc,
  openAccountView,
  readBitcoinSats,
  setBlockchainApiFault,
} from './chainPage.js'
import { E2E_BITCOIN_URL, E2E_SOLANA_RPC_URL, getE2eEvmRpcUrl } from './e2ePorts.js'
import { disconnectPolkadot, readPolkadotPlanck } from './polkadotChain.js'

test.afterAll(disconnectPolkadot)

/** A row the Tokens tab should show: read from the chain, priced from the devnet's table. */
type ExpectedToken = { name: string; amount: string; value: number }

/** What the account holds on the devnet's chain 1: ether and every devnet ERC20 it has a balance of. */
async function readHoldings(address: `0x${string}`): Promise<ExpectedToken[]> {
  const client = createPublicClient({ transport: http(getE2eEvmRpcUrl(1)) })
  const ether = formatUnits(await client.getBalance({ address }), 18)
  const tokens = await Promise.all(
    DEVNET_EVM_TOKENS.map(async (token) => ({
      token,
      quantity: formatUnits(
        await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
        token.decimals,
      ),
    })),
  )
  return [
    { name: 'Ether', amount: formatGroupedBalance(ether, 'ETH'), value: Number(ether) * price('ETH') },
    ...tokens
      .filter(({ quantity }) => quantity !== '0')
      .map(({ token, quantity }) => ({
        name: token.name,
        amount: formatGroupedBalance(quantity, token.symbol),
        value: Number(quantity) * price(token.symbol),
      })),
  ]
}

const price = (symbol: string) => DEVNET_USD_PRICES[symbol] ?? 0

/** What a Solana account holds on the devnet chain: SOL and the devnet SPL token. */
async function readSolanaHoldings(address: string): Promise<ExpectedToken[]> {
  const { value: lamports } = await jsonRpc<{ value: number }>(E2E_SOLANA_RPC_URL, 'getBalance', [
    address,
    { commitment: 'confirmed' },
  ])
  const { value: accounts } = await jsonRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>(E2E_SOLANA_RPC_URL, 'getTokenAccountsByOwner', [
    address,
    { mint: SOLANA_DEV_MINT.address },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  const sol = formatUnits(BigInt(lamports), 9)
  const units = accounts.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
  const token = formatUnits(units, SOLANA_DEV_MINT.decimals)
  return [
    { name: 'Solana', amount: formatGroupedBalance(sol, 'SOL'), value: Number(sol) * price('SOL') },
    {
      name: SOLANA_DEV_MINT.name,
      amount: formatGroupedBalance(token, SOLANA_DEV_MINT.symbol),
      value: Number(token) * price(SOLANA_DEV_MINT.symbol),
    },
  ]
}

async function expectTokenRows(panel: Locator, expected: readonly ExpectedToken[]) {
  const rows = panel.getByRole('listitem')
  await expect(rows).toHaveCount(expected.length)
  for (const token of expected) {
    const row = rows.filter({ hasText: token.name })
    await expect(row).toContainText(token.amount)
    await expect(row).toContainText(formatUsd(token.value))
  }
}

async function expectTotal(panel: Locator, expected: readonly ExpectedToken[]) {
  const total = expected.reduce((sum, token) => sum + token.value, 0)
  await expect(panel).toContainText(`Total value${formatUsd(total)}`)
}

test('connect on EVM → Account → Tokens shows ether, DUSD and ATR as the chain holds them, with their USD values and total', async ({
  page,
  testWallet,
}) => {
  const dialog = await connectEvmTestWallet(page)
  const tab = dialog.getByRole('tab', { name: 'Tokens' })
  await expect(tab).toHaveAttribute('aria-selected', 'true')
  const panel = dialog.getByRole('tabpanel', { name: 'Tokens' })
  const expected = await readHoldings(testWallet.address)
  expect(expected.map(({ amount }) => amount.split(' ').at(-1))).toEqual(['ETH', 'DUSD', 'ATR'])
  await expectTokenRows(panel, expected)
  await expectTotal(panel, expected)
})

test('connect on Solana → Account → Tokens shows SOL and the devnet SPL token as the chain holds them, with their USD values and total', async ({
  page,
}) => {
  const [account] = SOLANA_DEV_ACCOUNTS
  if (account === undefined) throw new Error('the devnet exports no Solana accounts')
  await installSolanaTestWallet(page, { secretKey: account.secretKey, rpcUrl: E2E_SOLANA_RPC_URL })
  await page.goto('/?devWallet=off#/solana')
  await connectWallet(page, { wallet: /Atrium Test Wallet/ })
  const dialog = await openAccountView(page, 'solana')
  const panel = dialog.getByRole('tabpanel', { name: 'Tokens' })
  const expected = await readSolanaHoldings(account.address)
  await expectTokenRows(panel, expected)
  await expectTotal(panel, expected)
})

test('connect on Bitcoin → Account → Tokens shows the BTC the chain holds, with its USD value and total', async ({
  page,
}) => {
  const wallet = await installXverseDevWallet(page)
  await page.goto('/?devWallet=off#/bitcoin')
  await connectWallet(page, { wallet: /Xverse/ })
  const dialog = await openAccountView(page, 'bip122')
  const btc = formatUnits(await readBitcoinSats(E2E_BITCOIN_URL, wallet.paymentAddress), 8)
  const expected = [
    { name: 'Bitcoin', amount: formatGroupedBalance(btc, 'BTC'), value: Number(btc) * price('BTC') },
  ]
  const panel = dialog.getByRole('tabpanel', { name: 'Tokens' })
  await expectTokenRows(panel, expected)
  await expectTotal(panel, expected)
})

test('connect on Polkadot → Account → Tokens shows the ROC the chain holds, with its USD value and total', async ({
  page,
}) => {
  // Chopsticks starts on the page's first connection: a few seconds more than the other chains.
  test.setTimeout(180_000)
  const account = await connectPolkadotDevWallet(page)
  const dialog = await openAccountView(page, 'polkadot')
  const roc = formatUnits(await readPolkadotPlanck(account.address), 12)
  const expected = [
    { name: 'ROC', amount: formatGroupedBalance(roc, 'ROC'), value: Number(roc) * price('ROC') },
  ]
  const panel = dialog.getByRole('tabpanel', { name: 'Tokens' })
  await expectTokenRows(panel, expected)
  await expectTotal(panel, expected)
})

test("[ACCT-014] the API answering 500 → 'Token Balance Unavailable', and the Account view stays usable", async ({
  page,
  testWallet,
}) => {
  const dialog = await connectEvmTestWallet(page)
  const panel = dialog.getByRole('tabpanel', { name: 'Tokens' })
  await expect(panel).toContainText('Total value')

  await setBlockchainApiFault(page, { kind: 'status', status: 500 })
  try {
    // Another network: another account to load, which the API now fails.
    await dialog.getByRole('button', { name: /Switch network, current: Ethereum/ }).click()
    await dialog.getByRole('button', { name: /OP Mainnet/ }).click()
    await expect(page.getByTestId('state-chainId')).toHaveText('10')
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(page.locator('atrium-modal').getByRole('alert')).toHaveText('Token Balance Unavailable')
    await expect(panel).toContainText('Token Balance Unavailable')
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible()
  } finally {
    await setBlockchainApiFault(page, null)
  }
  // The rest of the view still works: back to Ethereum, whose tokens show again.
  await dialog.getByRole('button', { name: /Switch network, current: OP Mainnet/ }).click()
  await dialog.getByRole('button', { name: /Ethereum/ }).click()
  await expect(page.getByTestId('state-chainId')).toHaveText('1')
  await expectTokenRows(panel, await readHoldings(testWallet.address))
})
