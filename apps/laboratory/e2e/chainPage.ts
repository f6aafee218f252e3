import type { Namespace } from '@atrium/common'
import { expect, type Page } from '@playwright/test'

/** The modal's dialog, inside its shadow root. */
export const modal = (page: Page) => page.locator('atrium-modal').getByRole('dialog')

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
