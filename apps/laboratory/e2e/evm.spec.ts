import { formatGroupedBalance } from '@atrium/common'
import { expect, test } from '@atrium/testing/playwright'
import type { Page } from '@playwright/test'
import { createPublicClient, formatEther, http } from 'viem'
import { getE2eEvmRpcUrl } from './e2ePorts.js'

const EVM_PAGE = '/?devWallet=off#/evm'

async function devnetBalance(chainId: 1 | 10 | 8453, address: `0x${string}`): Promise<string> {
  const client = createPublicClient({ transport: http(getE2eEvmRpcUrl(chainId)) })
  return formatEther(await client.getBalance({ address }))
}

const modal = (page: Page) => page.locator('atrium-modal').getByRole('dialog')

test('[ROUTER-012][ROUTER-033][CONNECTOR-001] connect, switch, reload, decline, retry and disconnect', async ({
  page,
  testWallet,
}) => {
  await page.goto(EVM_PAGE)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Connect wallet' })).toBeVisible()
  const wallets = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button')
  await expect(wallets.first()).toContainText('Atrium Test Wallet')
  await expect(wallets.first()).toContainText('Installed')

  await wallets.first().click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  const address = testWallet.address
  const balance = formatGroupedBalance(await devnetBalance(1, address))
  await expect(dialog).toContainText(balance)
  await expect(page.getByTestId('state-address')).toHaveText(address)
  await expect(page.getByTestId('wagmi-address')).toHaveText(address)

  await dialog.getByRole('button', { name: /Switch network, current: Ethereum/ }).click()
  await expect(dialog.getByRole('heading', { name: 'Choose network' })).toBeVisible()
  await dialog.getByRole('button', { name: /OP Mainnet/ }).click()
  await expect(page.getByTestId('state-chainId')).toHaveText('10')
  await expect(page.getByTestId('wagmi-chain-id')).toHaveText('10')

  const requestsBefore = testWallet.requests.length
  await page.reload()
  await expect(page.getByTestId('state-isConnected')).toHaveText('true')
  await expect(page.getByTestId('state-address')).toHaveText(address)
  await expect(page.getByTestId('state-chainId')).toHaveText('10')
  const prompts = testWallet.requests
    .slice(requestsBefore)
    .filter((request) => request.method === 'eth_requestAccounts')
  expect(prompts).toEqual([])

  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-isConnected')).toHaveText('false')

  testWallet.rejectNextRequest()
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button').first().click()
  await expect(modal(page).getByRole('alert')).toContainText('Connection declined')
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await expect(modal(page).getByRole('heading', { name: 'Account' })).toBeVisible()

  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal(page).getByRole('heading', { name: 'Connect wallet' })).toBeVisible()
  await expect(page.getByTestId('state-isConnected')).toHaveText('false')
})

test('the dApp signs with the connected wallet through its own wagmi hooks and sends a transfer', async ({
  page,
  testWallet,
}) => {
  await page.goto(EVM_PAGE)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await modal(page).getByRole('list', { name: 'Wallets' }).getByRole('button').first().click()
  await expect(page.getByTestId('state-isConnected')).toHaveText('true')
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()

  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature-verified')).toHaveText('true')

  const before = await devnetBalance(1, testWallet.address)
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await expect(page.getByTestId('transfer-status')).toHaveText('success')
  expect(Number(await devnetBalance(1, testWallet.address))).toBeLessThan(Number(before) - 0.001)
})

test('the connect path works with the keyboard alone', async ({ page, testWallet }) => {
  await page.goto(EVM_PAGE)
  await page.getByRole('button', { name: 'Connect wallet' }).focus()
  await page.keyboard.press('Enter')
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Connect wallet' })).toBeVisible()
  const firstWallet = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').first()
  for (let step = 0; step < 10; step++) {
    if (await firstWallet.evaluate((element) => element.matches(':focus'))) break
    await page.keyboard.press('Tab')
  }
  await expect(firstWallet).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('state-address')).toHaveText(testWallet.address)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('state-open')).toHaveText('false')
})

test('[UI-002][UI-003][UI-004] the modal follows the light and dark themes', async ({ page, testWallet }) => {
  expect(testWallet.address).toMatch(/^0x/)
  await page.goto(EVM_PAGE)
  const background = () => modal(page).evaluate((element) => getComputedStyle(element).backgroundColor)
  for (const [themeMode, color] of [
    ['light', 'rgb(255, 255, 255)'],
    ['dark', 'rgb(18, 19, 19)'],
    ['light', 'rgb(255, 255, 255)'],
  ] as const) {
    if ((await page.getByTestId('state-themeMode').textContent()) !== themeMode) {
      await page.getByRole('button', { name: 'Toggle theme' }).click()
    }
    await expect(page.getByTestId('state-themeMode')).toHaveText(themeMode)
    await page.getByRole('button', { name: 'Open modal' }).click()
    await expect(modal(page)).toBeVisible()
    expect(await background()).toBe(color)
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
  }
})

test('[UI-006][UI-007] the host page CSS does not change the modal', async ({ page, testWallet }) => {
  expect(testWallet.address).toMatch(/^0x/)
  await page.goto(EVM_PAGE)
  await page.getByRole('button', { name: 'Open modal' }).click()
  const dialog = modal(page)
  const heading = dialog.getByRole('heading', { name: 'Connect wallet' })
  const styleOf = () =>
    heading.evaluate((element) => {
      const style = getComputedStyle(element)
      return {
        color: style.color,
        fontSize: style.fontSize,
        dialogWidth: getComputedStyle(element.closest('[role="dialog"]') as Element).width,
      }
    })
  const before = await styleOf()
  await page.addStyleTag({
    content: '* { color: red !important; font-size: 40px !important; } div { width: 10px; }',
  })
  expect(await styleOf()).toEqual(before)
  expect(before.dialogWidth).toBe('360px')
})

test("the modal's lists show no list markers (the browser's own list style is reset too)", async ({
  page,
  testWallet,
}) => {
  expect(testWallet.address).toMatch(/^0x/)
  await page.goto(EVM_PAGE)
  await page.getByRole('button', { name: 'Open modal' }).click()
  const list = modal(page).getByRole('list', { name: 'Wallets' })
  // The directory's rows replace their placeholder once loaded: read the list after that.
  await expect(list.getByRole('button', { name: /^All wallets/ })).toBeVisible()
  const items = list.getByRole('listitem')
  const markers = await items.evaluateAll((elements) =>
    elements.map((element) => getComputedStyle(element).listStyleType),
  )
  expect(markers.length).toBeGreaterThan(1)
  expect(new Set(markers)).toEqual(new Set(['none']))
})
