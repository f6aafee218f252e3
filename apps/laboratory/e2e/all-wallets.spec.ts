import { DEV_ACCOUNTS, TEST_PEER_WALLET_NAME } from '@atrium/devnet'
import { expect, installTestWallet, test } from '@atrium/testing/playwright'
import type { Locator, Page } from '@playwright/test'
import { E2E_DIRECTORY_WALLETS, E2E_WALLET_DIRECTORY_URL } from './e2ePorts.js'
import {
  createPeerFactory,
  modal,
  PEER_CHAINS,
  pairShownQrCode,
  watchRemoteRequests,
} from './walletConnectPage.js'

const EVM_PAGE = '/?devWallet=off#/evm'
/** Every namespace: the directory's wallets of all of them, so all 5,000 are listed. */
const MULTICHAIN_PAGE = '/?devWallet=off#/multichain'

const createPeer = createPeerFactory()

/** Plays `fault` on every directory request (`null` clears it), through the devnet's fault switch. */
async function setDirectoryFault(page: Page, fault: { kind: 'status'; status: number } | null) {
  const response = await page.request.post(`${E2E_WALLET_DIRECTORY_URL}/__devnet/fault`, { data: fault })
  expect(response.ok()).toBe(true)
}

/** The name of the directory's last wallet, in its ranking. */
async function getLastWalletName(page: Page): Promise<string> {
  const entries = 100
  const url = `${E2E_WALLET_DIRECTORY_URL}/getWallets?projectId=e2e&entries=${entries}&page=${E2E_DIRECTORY_WALLETS / entries}`
  const { data } = (await (await page.request.get(url)).json()) as { data: { name: string }[] }
  return data.at(-1)?.name ?? ''
}

/** Opens the modal and its All Wallets view from the Connect view's row; returns the grid. */
async function openAllWallets(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /^All wallets/ })
    .click()
  await expect(modal(page).getByRole('heading', { name: 'All Wallets' })).toBeVisible()
  return modal(page).getByRole('grid', { name: 'Wallets' })
}

/** On the EVM page, finds the test peer's directory entry in All Wallets and selects it. */
async function selectPeerWalletInAllWallets(page: Page): Promise<void> {
  await page.goto(EVM_PAGE)
  const grid = await openAllWallets(page)
  await search(page, 'Atrium WalletConnect')
  await grid.getByRole('button', { name: TEST_PEER_WALLET_NAME }).click()
}

function search(page: Page, text: string): Promise<void> {
  return modal(page).getByRole('searchbox', { name: 'Search wallet' }).fill(text)
}

test.afterEach(async ({ page }) => {
  await setDirectoryFault(page, null)
})

test('[CONNECTOR-019] all 5,000 directory wallets are reachable by scrolling, a screenful in the DOM', async ({
  page,
}) => {
  // 125 pages asked for one after another: about 20 s on an idle machine, far more on a busy one.
  test.setTimeout(180_000)
  const remote = watchRemoteRequests(page)
  const lastName = await getLastWalletName(page)
  // The tiles' images come from the devnet directory too, over the same six HTTP/1.1 connections
  // (a real directory serves them from a CDN): scrolling through 125 pages would queue thousands of
  // them ahead of the next page. Refused here, the tiles show their monograms.
  await page.route(/\/getWalletImage\//, (route) => route.abort())
  await page.goto(MULTICHAIN_PAGE)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(modal(page).getByRole('button', { name: /^All wallets/ })).toContainText('5,000')
  await page.keyboard.press('Escape')
  const grid = await openAllWallets(page)
  await expect(grid.getByRole('button', { name: 'MetaMask' })).toBeVisible()

  // Scrolls to the end until the directory's last wallet is there: a page of 40 per scroll.
  await grid.evaluate(async (element, name) => {
    const hasLast = () => [...element.querySelectorAll('button')].some((tile) => tile.title === name)
    while (!hasLast()) {
      const height = element.scrollHeight
      element.scrollTop = height
      await new Promise<void>((resolve, reject) => {
        const started = performance.now()
        const check = () => {
          if (element.scrollHeight > height || hasLast()) resolve()
          else if (performance.now() - started > 10_000) reject(new Error('no page arrived in 10 s'))
          else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      })
    }
  }, lastName)
  await expect(grid.getByRole('button', { name: lastName, exact: true })).toBeVisible()
  await expect(grid).toHaveAttribute('aria-rowcount', String(E2E_DIRECTORY_WALLETS / 4))
  expect(await grid.getByRole('button').count()).toBeLessThanOrEqual(60)
  expect(remote).toEqual([])
})

test("[CONNECTOR-020] a search for 'trust' shows Trust Wallet", async ({ page }) => {
  await page.goto(EVM_PAGE)
  const grid = await openAllWallets(page)
  await search(page, 'trust')
  await expect(grid.getByRole('button', { name: 'Trust Wallet' })).toBeVisible()
  await expect(grid.getByRole('button', { name: 'MetaMask' })).toHaveCount(0)
})

test('[ROUTER-034][ROUTER-013] a wallet without a connector opens ConnectingWalletConnect with its image, and the peer pairs', async ({
  page,
}) => {
  const peer = await createPeer()
  await selectPeerWalletInAllWallets(page)

  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: TEST_PEER_WALLET_NAME })).toBeVisible()
  const image = dialog.locator(`img[src^="${E2E_WALLET_DIRECTORY_URL}/getWalletImage/"]`)
  await expect(image).toBeVisible()
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
  await pairShownQrCode(page, peer)
})

test('[CONNECTOR-018] the Connect view lists the recent wallet, the featured ones in their order, then recommended ones, from the directory', async ({
  page,
}) => {
  const peer = await createPeer()
  await selectPeerWalletInAllWallets(page)
  await pairShownQrCode(page, peer)
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()

  const list = modal(page).getByRole('list', { name: 'Wallets' })
  await expect(list.getByRole('button', { name: /^All wallets/ })).toBeVisible()
  const names = await list
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => button.querySelector('.atr-list-item-title')?.textContent),
    )
  expect(names).toEqual([
    TEST_PEER_WALLET_NAME, // recent: paired through the directory
    'Ledger Live', // featured, in the laboratory's featuredWalletIds order
    'Trust Wallet',
    'Phantom',
    'Atrium Peer Wallet', // the page's custom wallet
    'Coinbase Wallet', // the SDK connector
    'MetaMask', // recommended: the directory's first wallets not listed above
    'Safe{Wallet}',
    'Rabby Wallet',
    'Rainbow',
    'WalletConnect',
    'All wallets',
  ])
  await expect(list.getByRole('button', { name: TEST_PEER_WALLET_NAME })).toContainText('Recent')
})

test('the directory answering 500: the error shows with Try again, which works once it recovers', async ({
  page,
}) => {
  await page.goto(EVM_PAGE)
  const grid = await openAllWallets(page)
  await setDirectoryFault(page, { kind: 'status', status: 500 })
  await search(page, 'trust')
  const alert = modal(page).getByRole('alert')
  await expect(alert).toHaveText("Couldn't load wallets")
  await setDirectoryFault(page, null)
  await modal(page).getByRole('button', { name: 'Try again' }).click()
  await expect(grid.getByRole('button', { name: 'Trust Wallet' })).toBeVisible()
  await expect(alert).toHaveCount(0)
})

test('a wallet installed and in the directory is one tile, tagged Installed', async ({ page }) => {
  await installTestWallet(page, {
    privateKey: DEV_ACCOUNTS[0]?.privateKey ?? '0x',
    chains: PEER_CHAINS,
    name: 'Rabby Wallet',
    rdns: 'io.rabby',
  })
  await page.goto(EVM_PAGE)
  const grid = await openAllWallets(page)
  await expect(grid.getByRole('button', { name: 'Trust Wallet' })).toBeVisible()
  await expect(grid.getByRole('button', { name: /^Rabby Wallet/ })).toHaveText(/Rabby Wallet\s*Installed/)
  await search(page, 'rabby')
  await expect(grid.getByRole('button', { name: 'Rabby Wallet Installed' })).toBeVisible()
  await expect(grid.getByRole('button', { name: /Rabby/ })).toHaveCount(1)
})

test('the keys move between tiles, and Ctrl+End focuses the last loaded wallet, shown at once', async ({
  page,
}) => {
  await page.route(/\/getWalletImage\//, (route) => route.abort())
  await page.goto(EVM_PAGE)
  const grid = await openAllWallets(page)
  const tiles = grid.getByRole('button')
  await expect(tiles.first()).toBeVisible()
  await tiles.first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(tiles.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(grid.locator('button[data-index="5"]')).toBeFocused()

  // Pressed in the page, then read before any frame: the last loaded tile's row, mounted far below
  // by the key, is shown and focused in the key's own task, not once a frame has measured it.
  const focused = await grid.evaluate(async (element) => {
    const active = () => (element.getRootNode() as ShadowRoot).activeElement as HTMLElement | null
    active()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', ctrlKey: true, bubbles: true }))
    await new Promise<void>((resolve) => queueMicrotask(resolve))
    const tile = active()
    return {
      index: Number(tile?.dataset.index),
      visibility: tile === null ? '' : getComputedStyle(tile).visibility,
    }
  })
  expect(focused.index).toBeGreaterThanOrEqual(39)
  expect(focused.visibility).toBe('visible')
  await expect(grid.locator(`button[data-index="${focused.index}"]`)).toBeInViewport()
  await page.keyboard.press('Control+Home')
  await expect(tiles.first()).toBeFocused()
})
