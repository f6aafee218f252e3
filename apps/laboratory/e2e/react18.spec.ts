import { expect, test } from '@atrium/testing/playwright'
import { modal } from './chainPage.js'

test('on React 18 the modal connects, switches network and disconnects with no error or React warning', async ({
  page,
  testWallet,
}) => {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' || /^Warning: /.test(message.text())) problems.push(message.text())
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  await page.goto('/?devWallet=off#/evm')
  await expect(page.locator('html')).toHaveAttribute('data-react-version', /^18\.3\./)

  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = modal(page)
  await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').first().click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('wagmi-address')).toHaveText(testWallet.address)
  await dialog.getByRole('button', { name: /Switch network, current: Ethereum/ }).click()
  await dialog.getByRole('button', { name: /OP Mainnet/ }).click()
  await expect(page.getByTestId('wagmi-chain-id')).toHaveText('10')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-isConnected')).toHaveText('false')
  expect(problems).toEqual([])
})
