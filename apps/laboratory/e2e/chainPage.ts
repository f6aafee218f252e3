import { formatGroupedBalance, type Namespace } from '@atrium/common'
import {
  BITCOIN_DEV_ACCOUNTS,
  DEVNET_EVM_TOKENS,
  POLKADOT_DEV_ACCOUNTS,
  ROCOCO_ASSET_HUB_SS58_PREFIX,
} from '@atrium/devnet'
import { installBitcoinTestWallet, installPolkadotTestWallet } from '@atrium/testing/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { E2E_BITCOIN_URL, E2E_BLOCKCHAIN_API_URL, getE2eEvmRpcUrl } from './e2ePorts.js'

/** The modal's dialog, inside its shadow root. */
export const modal = (page: Page) => page.locator('atrium-modal').getByRole('dialog')

/** Installs the Xverse test wallet of the devnet's Bitcoin dev account `index` (the first by default). */
export function installXverseDevWallet(page: Page, index = 0) {
  const account = BITCOIN_DEV_ACCOUNTS[index]
  if (account === undefined) throw new Error(`the devnet exports no Bitcoin account ${index}`)
  return installBitcoinTestWallet(page, { kind: 'xverse', wif: account.wif, esploraUrl: E2E_BITCOIN_URL })
}

/**
 * Installs the polkadot-js test extension holding the devnet's Polkadot dev account `index`, opens
 * the Polkadot page and connects it; resolves with the account. Chopsticks starts on this first
 * connection, so callers allow a few seconds more than on the other chains.
 */
export async function connectPolkadotDevWallet(page: Page, index = 0) {
  const account = POLKADOT_DEV_ACCOUNTS[index]
  if (account === undefined) throw new Error(`the devnet exports no Polkadot account ${index}`)
  await installPolkadotTestWallet(page, {
    accounts: [{ uri: account.uri }],
    ss58Prefix: ROCOCO_ASSET_HUB_SS58_PREFIX,
  })
  await page.goto('/?devWallet=off#/polkadot')
  await connectWallet(page, { wallet: /Polkadot\{\.js\}/ })
  return account
}

/**
 * Connects the test wallet (the `testWallet` fixture must be installed) on the EVM page; resolves
 * with the dialog on the Account view.
 */
export async function connectEvmTestWallet(page: Page) {
  await page.goto('/?devWallet=off#/evm')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = modal(page)
  const wallet = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').first()
  await expect(wallet).toContainText('Atrium Test Wallet')
  await wallet.click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  return dialog
}

/** Chooses the test wallet in the open Connect view's list; resolves once the Account view shows. */
export async function chooseTestWallet(dialog: Locator) {
  await dialog
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /Atrium Test Wallet/ })
    .click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
}

/**
 * Plays `fault` on the e2e devnet Blockchain API's requests, only on `fault.path` when it names one
 * (`null` clears it), through the devnet's fault switch.
 */
export async function setBlockchainApiFault(
  page: Page,
  fault: { kind: 'status'; status: number; path?: string } | null,
) {
  const response = await page.request.post(`${E2E_BLOCKCHAIN_API_URL}/__devnet/fault`, { data: fault })
  expect(response.ok()).toBe(true)
}

/** The devnet's DUSD token. */
export function devnetDusd() {
  const token = DEVNET_EVM_TOKENS.find((entry) => entry.symbol === 'DUSD')
  if (token === undefined) throw new Error('the devnet deploys no DUSD')
  return token
}

/** The DUSD `address` holds on the e2e devnet's chain 1. */
export const readE2eDusd = (address: `0x${string}`) =>
  createPublicClient({ transport: http(getE2eEvmRpcUrl(1)) }).readContract({
    address: devnetDusd().address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

/**
 * Expects the Account view's Tokens row of `token` to show `units` (its smallest unit), the way the
 * tab formats a balance.
 */
export async function expectTokensRowBalance(
  dialog: Locator,
  token: { readonly symbol: string; readonly decimals: number },
  units: bigint,
) {
  const row = dialog
    .getByRole('tabpanel', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ hasText: token.symbol })
  await expect(row).toContainText(formatGroupedBalance(formatUnits(units, token.decimals), token.symbol))
}

/** Opens the modal of the connected `namespace` from its page button; resolves with the dialog on the Account view. */
export async function openAccountView(page: Page, namespace: Namespace) {
  await page.getByRole('button', { name: `Open modal for ${namespace}` }).click()
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  return dialog
}

/**
 * Opens the modal from the page's button and connects the wallet named `wallet` (choosing
 * `chain` when the wallet serves several namespaces), then closes the modal.
 */
export async function connectWallet(page: Page, parameters: { wallet: string | RegExp; chain?: string }) {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = modal(page)
  await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: parameters.wallet }).click()
  if (parameters.chain !== undefined) {
    await dialog
      .getByRole('list', { name: 'Select a chain' })
      .getByRole('button', { name: parameters.chain })
      .click()
  }
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

/** Waits until `namespace` is connected with exactly `address` (e.g. restored after a reload). */
export async function expectConnectedAccount(
  page: Page,
  parameters: { namespace: Namespace; address: string },
) {
  await expect(page.getByTestId(`${parameters.namespace}-status`)).toHaveText('connected')
  await expect(page.getByTestId(`${parameters.namespace}-address`)).toHaveText(parameters.address)
}

/** Clicks one of a namespace's action buttons and waits for its outcome: the text after `done: `. */
export async function runChainAction(
  page: Page,
  parameters: { namespace: Namespace; button: RegExp; output: 'signature' | 'transfer' },
): Promise<string> {
  const section = page.getByRole('region', { name: `${parameters.namespace} account` })
  await section.getByRole('button', { name: parameters.button }).click()
  const output = page.getByTestId(`${parameters.namespace}-${parameters.output}`)
  await expect(output).toHaveText(/^(done|failed): /, { timeout: 60_000 })
  const text = (await output.textContent()) ?? ''
  expect(text).toMatch(/^done: /)
  return text.slice('done: '.length)
}

/** Posts one JSON-RPC request and returns its result (the devnet chains answer over HTTP). */
export async function jsonRpc<result>(url: string, method: string, params: unknown[] = []): Promise<result> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: result; error?: { message: string } }
  if (body.error !== undefined) throw new Error(body.error.message)
  return body.result as result
}

type AddressStats = { funded_txo_sum: number; spent_txo_sum: number }

/** Confirmed plus unconfirmed balance of a Bitcoin address, as the Esplora API at `url` reports it. */
export async function readBitcoinSats(url: string, address: string): Promise<bigint> {
  const response = await fetch(`${url}/address/${address}`)
  const { chain_stats: chain, mempool_stats: mempool } = (await response.json()) as {
    chain_stats: AddressStats
    mempool_stats: AddressStats
  }
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum)
}
