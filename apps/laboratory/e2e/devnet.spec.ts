import { expect, test } from '@playwright/test'
import { getE2eEvmRpcUrl } from './e2ePorts.js'

const MAINNET_RPC = getE2eEvmRpcUrl(1)

async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(MAINNET_RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: unknown }
  return body.result
}

test('the laboratory shows the chain ids and block numbers of the three devnet chains', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Atrium laboratory' })).toBeVisible()
  for (const [chainId, name] of [
    [1, 'Ethereum'],
    [10, 'OP Mainnet'],
    [8453, 'Base'],
  ] as const) {
    const row = page.getByTestId(`chain-${chainId}`)
    await expect(row).toContainText(name)
    await expect(row.getByTestId('chain-id')).toHaveText(String(chainId))
    await expect(row.getByTestId('block-number')).toHaveText(/^\d+$/)
  }
})

test('a block mined on the devnet shows up in the laboratory', async ({ page }) => {
  await page.goto('/')
  const blockNumber = page.getByTestId('chain-1').getByTestId('block-number')
  await expect(blockNumber).toHaveText(/^\d+$/)
  const before = BigInt((await blockNumber.textContent()) ?? '')
  await rpc('anvil_mine', ['0x3'])
  await expect(blockNumber).toHaveText(String(before + 3n))
})
