import { DEV_ACCOUNTS } from '@atrium/devnet'
import { expect, installTestWallet, test } from '@atrium/testing/playwright'
import { E2E_CHAIN_IDS, getE2eRpcUrl } from './e2ePorts.js'
import {
  APP_URL,
  collectConsoleProblems,
  connectWallet,
  disconnectWallet,
  fetchHtml,
  getCookieHeader,
  readTestId,
} from './examplePage.js'

declare global {
  interface Window {
    __appKitStatuses?: string[]
  }
}

/**
 * Runs before the page's own scripts: records every text the Atrium status read-out shows, from the
 * server's HTML on, so a 'disconnected' shown for a moment is seen too.
 */
function recordStatuses() {
  window.__appKitStatuses = []
  const record = () => {
    const text = document.querySelector('[data-testid="appkit-status"]')?.textContent
    const statuses = window.__appKitStatuses ?? []
    if (text != null && statuses.at(-1) !== text) statuses.push(text)
  }
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
}

test('a new visitor connects and disconnects', async ({ page, testWallet }) => {
  const problems = collectConsoleProblems(page)
  await page.goto('/')
  await expect(page.getByTestId('server-address')).toHaveText('—')
  await expect(page.getByTestId('appkit-status')).toHaveText('disconnected')
  await connectWallet(page, testWallet)
  await expect(page.getByTestId('wagmi-address')).toHaveText(testWallet.address)
  await disconnectWallet(page)
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('server-address')).toHaveText('—')
  expect(problems).toEqual([])
})

test('a returning visitor sees their account in the server HTML and after hydration, with no console error or warning', async ({
  page,
  testWallet,
}) => {
  await page.goto('/')
  await connectWallet(page, testWallet)
  const address = testWallet.address.toLowerCase()

  const html = await fetchHtml(await getCookieHeader(page.context()))
  expect.soft(readTestId(html, 'server-address')?.toLowerCase()).toBe(address)
  expect.soft(readTestId(html, 'appkit-address')?.toLowerCase()).toBe(address)
  expect.soft(readTestId(html, 'appkit-status')).toBe('connected')

  const problems = collectConsoleProblems(page)
  await page.addInitScript(recordStatuses)
  const requestsBefore = testWallet.requests.length
  await page.reload()
  await expect(page.getByTestId('account-state')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('appkit-address')).toHaveText(testWallet.address)
  expect.soft(await page.evaluate(() => window.__appKitStatuses)).toEqual(['connected'])
  expect.soft(problems).toEqual([])
  const prompts = testWallet.requests
    .slice(requestsBefore)
    .filter((request) => request.method === 'eth_requestAccounts')
  expect(prompts).toEqual([])
})

test("two visitors' requests, interleaved: neither HTML holds the other's address", async ({
  page,
  testWallet,
  browser,
}) => {
  const secondAccount = DEV_ACCOUNTS[1]
  if (secondAccount === undefined) throw new Error('the devnet exports one dev account only')
  await page.goto('/')
  await connectWallet(page, testWallet)
  const secondContext = await browser.newContext({ baseURL: APP_URL })
  const secondPage = await secondContext.newPage()
  const secondWallet = await installTestWallet(secondPage, {
    privateKey: secondAccount.privateKey,
    chains: E2E_CHAIN_IDS.map((chainId) => ({ chainId, rpcUrl: getE2eRpcUrl(chainId) })),
  })
  await secondPage.goto('/')
  await connectWallet(secondPage, secondWallet)

  const first = { cookie: await getCookieHeader(page.context()), address: testWallet.address.toLowerCase() }
  const second = { cookie: await getCookieHeader(secondContext), address: secondWallet.address.toLowerCase() }
  const newcomer = { cookie: undefined, address: '—' }
  // One after another (each request after another visitor's), then all at once.
  const order = [first, newcomer, second, newcomer, first, second, first, newcomer]
  const sequential: string[] = []
  for (const visitor of order) sequential.push(await fetchHtml(visitor.cookie))
  const concurrent = await Promise.all(order.map((visitor) => fetchHtml(visitor.cookie)))
  for (const [index, html] of [...sequential, ...concurrent].entries()) {
    const visitor = order[index % order.length] ?? newcomer
    expect.soft(readTestId(html, 'server-address')?.toLowerCase(), `request ${index}`).toBe(visitor.address)
    expect.soft(readTestId(html, 'appkit-address')?.toLowerCase(), `request ${index}`).toBe(visitor.address)
    for (const other of [first.address, second.address].filter((address) => address !== visitor.address))
      expect.soft(html.toLowerCase().includes(other), `request ${index} holds ${other}`).toBe(false)
  }
  await secondWallet.uninstall()
  await secondContext.close()
})
