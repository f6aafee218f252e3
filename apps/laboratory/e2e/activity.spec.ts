import { formatGroupedBalance, formatMonthYear } from '@atrium/common'
import { DEV_ACCOUNTS, DEVNET_EVM_TOKENS, DEVNET_SPAM_NFT, SOLANA_DEV_ACCOUNTS } from '@atrium/devnet'
import { expect, installSolanaTestWallet, test } from '@atrium/testing/playwright'
import type { Page } from '@playwright/test'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseEther,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  connectPolkadotDevWallet,
  connectWallet,
  installXverseDevWallet,
  jsonRpc,
  modal,
  openAccountView,
  runChainAction,
} from './chainPage.js'
import { E2E_BITCOIN_URL, E2E_BLOCKCHAIN_API_URL, E2E_SOLANA_RPC_URL, getE2eEvmRpcUrl } from './e2ePorts.js'

/** The devnet API's page size: one page more than this many transfers makes a second page. */
const PAGE_SIZE = 20

const rpcUrl = getE2eEvmRpcUrl(1)
const publicClient = createPublicClient({ transport: http(rpcUrl) })

/** Sends `count` transfers of `ether` from a dev account no other test uses to `to`; resolves once mined. */
async function receiveEther(to: `0x${string}`, count: number, ether = '0.001') {
  const sender = DEV_ACCOUNTS[9]
  if (sender === undefined) throw new Error('the devnet exports fewer than 10 dev accounts')
  const wallet = createWalletClient({
    account: privateKeyToAccount(sender.privateKey),
    transport: http(rpcUrl),
  })
  for (let index = 0; index < count; index += 1) {
    const hash = await wallet.sendTransaction({ to, value: parseEther(ether), chain: null })
    await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }
}

/** The tokens minted to `address` when the devnet started, read from their Transfer logs, with the blocks' dates. */
async function readMints(address: `0x${string}`) {
  return Promise.all(
    DEVNET_EVM_TOKENS.map(async (token) => {
      const [log] = await publicClient.getContractEvents({
        address: token.address,
        abi: erc20Abi,
        eventName: 'Transfer',
        args: { from: zeroAddress, to: address },
        fromBlock: 0n,
      })
      if (log === undefined) throw new Error(`no ${token.symbol} mint to ${address}`)
      const block = await publicClient.getBlock({ blockNumber: log.blockNumber })
      return {
        title: `Received ${token.symbol}`,
        amount: `+${formatGroupedBalance(formatUnits(log.args.value ?? 0n, token.decimals), token.symbol)}`,
        minedAt: new Date(Number(block.timestamp) * 1000),
      }
    }),
  )
}

/** Every name the devnet API's history of `address` on chain 1 lists, page after page. */
async function readListedNames(page: Page, address: string): Promise<string[]> {
  const names: string[] = []
  let cursor: string | undefined
  do {
    const query = new URLSearchParams({ projectId: 'e2e', chainId: 'eip155:1', ...(cursor && { cursor }) })
    const response = await page.request.get(
      `${E2E_BLOCKCHAIN_API_URL}/v1/account/${address}/history?${query}`,
    )
    const body = (await response.json()) as {
      data: { transfers: { nft_info?: { name: string }; fungible_info?: { symbol: string } }[] }[]
      next: string | null
    }
    names.push(
      ...body.data.flatMap(({ transfers }) =>
        transfers.map((transfer) => transfer.nft_info?.name ?? transfer.fungible_info?.symbol ?? ''),
      ),
    )
    cursor = body.next ?? undefined
  } while (cursor !== undefined)
  return names
}

test('[HIST-008] connect on EVM → Account → Activity: the account’s transfers under their month, newest first, the spam NFT hidden; scrolling loads the older pages; shown again, it reads the history afresh', async ({
  page,
  testWallet,
}) => {
  // More transfers than one page holds, newer than the mints of the devnet's start.
  await receiveEther(testWallet.address, PAGE_SIZE)
  const mints = await readMints(testWallet.address)
  expect(await readListedNames(page, testWallet.address)).toContain(`${DEVNET_SPAM_NFT.name} #0`)

  await page.goto('/?devWallet=off#/evm')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = modal(page)
  await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').first().click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const panel = dialog.getByRole('tabpanel', { name: 'Activity' })
  const rows = panel.getByRole('listitem')

  // The first page: the newest transfers, each a received 0.001 ETH; the mints are further back.
  await expect(rows.first()).toContainText('Received ETH')
  await expect(rows.first()).toContainText('+0.001 ETH')
  await expect(rows.first()).toContainText(/\d+ (sec|min|hrs?|d|mo|yr) ago/)
  await expect(panel.getByText(mints[0]?.title ?? '')).toHaveCount(0)

  // Scrolling to the end of the list loads the older pages, down to the mints.
  await expect(async () => {
    await rows.last().scrollIntoViewIfNeeded()
    for (const mint of mints) await expect(panel.getByText(mint.title)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  for (const mint of mints) {
    const row = rows.filter({ hasText: mint.title })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText(mint.amount)
    // Each under the heading of the month it was mined in.
    const heading = formatMonthYear(mint.minedAt.getFullYear(), mint.minedAt.getMonth())
    await expect(
      panel.getByRole('region', { name: heading }).getByRole('listitem').filter({ hasText: mint.title }),
    ).toHaveCount(1)
  }
  // The NFT airdropped at start is listed by the API as spam, and not shown.
  await expect(panel).not.toContainText(DEVNET_SPAM_NFT.name)
  expect(await rows.filter({ hasText: '+0.001 ETH' }).count()).toBeGreaterThanOrEqual(PAGE_SIZE)

  // Shown again after a transfer, the tab reads the history afresh: the new one comes first.
  await dialog.getByRole('tab', { name: 'Tokens' }).click()
  await receiveEther(testWallet.address, 1, '0.002')
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  await expect(rows.first()).toContainText('+0.002 ETH')
})

/** What each transaction of `address` paid to it, newest first, from the devnet's Esplora. */
async function readBitcoinReceipts(address: string): Promise<bigint[]> {
  const response = await fetch(`${E2E_BITCOIN_URL}/address/${address}/txs`)
  const transactions = (await response.json()) as {
    vin: { prevout: { scriptpubkey_address?: string } | null }[]
    vout: { scriptpubkey_address?: string; value: number }[]
  }[]
  // The dev account only receives at start: no input of its own in any of them.
  expect(
    transactions.every(({ vin }) => vin.every(({ prevout }) => prevout?.scriptpubkey_address !== address)),
  ).toBe(true)
  return transactions.map(({ vout }) =>
    vout
      .filter((output) => output.scriptpubkey_address === address)
      .reduce((sum, { value }) => sum + BigInt(value), 0n),
  )
}

test('connect on Bitcoin → Account → Activity lists the BTC the address received, as the chain holds them', async ({
  page,
}) => {
  const wallet = await installXverseDevWallet(page)
  const receipts = await readBitcoinReceipts(wallet.paymentAddress)
  expect(receipts.length).toBeGreaterThan(0)
  await page.goto('/?devWallet=off#/bitcoin')
  await connectWallet(page, { wallet: /Xverse/ })
  const dialog = await openAccountView(page, 'bip122')
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const rows = dialog.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem')
  await expect(rows).toHaveCount(receipts.length)
  for (const [index, sats] of receipts.entries()) {
    await expect(rows.nth(index)).toContainText('Received BTC')
    await expect(rows.nth(index)).toContainText(`+${formatGroupedBalance(formatUnits(sats, 8), 'BTC')}`)
  }
})

test('connect on Solana → send 0.01 SOL from the page → Account → Activity shows it first, sent', async ({
  page,
}) => {
  const [account] = SOLANA_DEV_ACCOUNTS
  if (account === undefined) throw new Error('the devnet exports no Solana accounts')
  await installSolanaTestWallet(page, { secretKey: account.secretKey, rpcUrl: E2E_SOLANA_RPC_URL })
  await page.goto('/?devWallet=off#/solana')
  await connectWallet(page, { wallet: /Atrium Test Wallet/ })
  const signature = await runChainAction(page, {
    namespace: 'solana',
    button: /Send 0\.01 SOL/,
    output: 'transfer',
  })
  const [status] = (
    await jsonRpc<{ value: ({ err: unknown } | null)[] }>(E2E_SOLANA_RPC_URL, 'getSignatureStatuses', [
      [signature],
    ])
  ).value
  expect(status).toMatchObject({ err: null })

  const dialog = await openAccountView(page, 'solana')
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const first = dialog.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem').first()
  await expect(first).toContainText('Sent SOL')
  await expect(first).toContainText(`-${formatGroupedBalance('0.01', 'SOL')}`)
})

test('connect on Polkadot → send 0.5 ROC from the page → Account → Activity shows it first, sent', async ({
  page,
}) => {
  // Chopsticks starts on the page's first connection, and the history index then reads its blocks.
  test.setTimeout(180_000)
  await connectPolkadotDevWallet(page)
  await runChainAction(page, { namespace: 'polkadot', button: /Send 0\.5 ROC/, output: 'transfer' })

  const dialog = await openAccountView(page, 'polkadot')
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const first = dialog.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem').first()
  await expect(first).toContainText('Sent ROC', { timeout: 60_000 })
  await expect(first).toContainText(`-${formatGroupedBalance('0.5', 'ROC')}`)
})
