import { DEV_ACCOUNTS } from '@atrium/devnet'
import { devices, expect, type Locator, type Page, test } from '@playwright/test'
import { modal } from './chainPage.js'

/**
 * Screenshots of every view of the modal the laboratory reaches, in both themes, on a desktop and on
 * a phone (the bottom sheet), compared with the committed baselines: a layout regression fails here.
 * What differs from run to run is hidden: animations and the caret are off, the directory's images
 * have loaded, the QR code's modules (a new pairing each time) are emptied and the balances masked.
 * The accounts are the devnet's fixed dev accounts.
 */

const EVM_PAGE = '/#/evm'
const DEV_WALLET = /Laboratory Dev Wallet/
/** A wallet that answers nothing, so ConnectingExternal stays on its waiting state. */
const PENDING_WALLET = 'Pending Wallet'
const { defaultBrowserType: _browser, viewport: _viewport, ...phone } = devices['Pixel 7']

const SIZES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  // Pixels at 1:1, so the baselines stay small; the layout is the phone's (CSS px, touch, user agent).
  { name: 'phone', use: { ...phone, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 } },
] as const
const THEMES = ['light', 'dark'] as const

/** Announces, through EIP-6963, a wallet whose connection request never settles. */
async function installPendingWallet(page: Page) {
  await page.addInitScript((name) => {
    const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#7c3aed"/></svg>')}`
    const provider = {
      request: ({ method }: { method: string }) => {
        if (method === 'eth_accounts') return Promise.resolve([])
        if (method === 'eth_chainId') return Promise.resolve('0x1')
        return new Promise(() => undefined)
      },
      on: () => undefined,
      removeListener: () => undefined,
    }
    const detail = Object.freeze({
      info: { uuid: '8a5f4e0e-4b8e-4c43-9a0b-000000000001', name, icon, rdns: 'dev.atrium.pending' },
      provider,
    })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, PENDING_WALLET)
}

/** Resolves once every image in the dialog has loaded (or failed to, showing its fallback). */
async function waitForImages(dialog: Locator) {
  await expect
    .poll(() =>
      dialog.evaluate((element) => [...element.querySelectorAll('img')].every((image) => image.complete)),
    )
    .toBe(true)
}

/**
 * Compares `element` with its baseline, the pointer moved off it so that nothing shows its hover;
 * what differs from run to run is masked.
 */
async function expectScreenshot(page: Page, element: Locator, name: string, mask: Locator[] = []) {
  await page.mouse.move(0, 0)
  await expect(element).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask,
    maskColor: '#9ca3af',
    maxDiffPixelRatio: 0.01,
  })
}

/** Compares the dialog with its baseline once its images have loaded. */
async function expectView(page: Page, name: string, mask: Locator[] = []) {
  await waitForImages(modal(page))
  await expectScreenshot(page, modal(page), name, mask)
}

/** The shadow host of the dApp page's button named `name` (each button has its own). */
const buttonHost = (page: Page, name: RegExp | string) =>
  page.locator('[data-atrium-host]').filter({ has: page.getByRole('button', { name }) })

/**
 * Empties the QR code's modules: each pairing has a new URI, so they differ on every run; the
 * code's frame, size and centred logo stay in the screenshot.
 */
async function blankQrModules(qrCode: Locator) {
  await expect(qrCode.locator('path')).toHaveCount(1)
  await qrCode.locator('path').evaluate((path) => path.setAttribute('d', ''))
}

/** Fails when a tile's tag spills over its name or out of the tile (a 104 px tile with too much in it). */
async function expectTileTagsClear(dialog: Locator) {
  const overlaps = await dialog.evaluate((element) =>
    [...element.querySelectorAll('.atr-wallet-tile')].flatMap((tile) => {
      const name = tile.querySelector('.atr-wallet-tile-name')?.getBoundingClientRect()
      const tag = tile.querySelector('.atr-wallet-tile-tag')?.getBoundingClientRect()
      if (name === undefined || tag === undefined) return []
      const box = tile.getBoundingClientRect()
      return tag.top < name.bottom || tag.bottom > box.bottom ? [tile.getAttribute('title')] : []
    }),
  )
  expect(overlaps).toEqual([])
}

async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click({ timeout: 30_000 })
  await expect(modal(page).getByRole('list', { name: 'Wallets' })).toBeVisible()
}

for (const size of SIZES) {
  for (const theme of THEMES) {
    test.describe(`${size.name}, ${theme}`, () => {
      test.use({ ...size.use, colorScheme: theme })
      const shot = `${size.name}-${theme}`

      test('Connect and All Wallets', async ({ page }) => {
        await page.goto(EVM_PAGE)
        await expect(page.getByTestId('state-themeMode')).toHaveText(theme, { timeout: 30_000 })
        await expectScreenshot(page, buttonHost(page, 'Connect wallet'), `connect-button-${shot}`)
        await openConnect(page)
        await expectView(page, `connect-${shot}`)
        await modal(page)
          .getByRole('button', { name: /All wallets/i })
          .click()
        await expect(modal(page).getByRole('heading', { name: /All wallets/i })).toBeVisible()
        await expect(modal(page).getByRole('searchbox')).toBeVisible()
        await expectTileTagsClear(modal(page))
        await expectView(page, `all-wallets-${shot}`)
      })

      test('WalletConnect', async ({ page }) => {
        await page.goto(EVM_PAGE)
        await openConnect(page)
        await modal(page).getByRole('button', { name: 'WalletConnect' }).click()
        const dialog = modal(page)
        if (size.name === 'phone') {
          await expect(dialog.getByRole('button', { name: /QR code/i })).toBeVisible()
          await expectView(page, `walletconnect-${shot}`)
          await dialog.getByRole('button', { name: /QR code/i }).click()
        }
        const qrCode = dialog.getByRole('img', { name: /QR code/i })
        await expect(qrCode).toBeVisible({ timeout: 30_000 })
        await blankQrModules(qrCode)
        await expectView(page, `walletconnect-qr-${shot}`)
      })

      test('ConnectingExternal', async ({ page }) => {
        await installPendingWallet(page)
        await page.goto(EVM_PAGE)
        await openConnect(page)
        await modal(page)
          .getByRole('button', { name: new RegExp(PENDING_WALLET) })
          .click()
        await expect(modal(page).getByRole('heading', { name: PENDING_WALLET, exact: true })).toBeVisible()
        await expectView(page, `connecting-external-${shot}`)
      })

      test('Account and Networks', async ({ page }) => {
        await page.goto(EVM_PAGE)
        await openConnect(page)
        await modal(page)
          .getByRole('list', { name: 'Wallets' })
          .getByRole('button', { name: DEV_WALLET })
          .click()
        const dialog = modal(page)
        await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
        await expect(dialog).toContainText(DEV_ACCOUNTS[1]?.address.slice(0, 6) ?? '0x')
        const balance = dialog.getByText(/^[\d.,\s]+ETH$/).first()
        await expect(balance).toBeVisible()
        // The Tokens tab's amounts and values follow the chain (other tests send from this account).
        const tokens = dialog.getByRole('tabpanel', { name: 'Tokens' })
        await expect(tokens).toContainText('Total value')
        const amounts = tokens.locator('.atr-list-item-description, .atr-token-value, .atr-text--title')
        await expectView(page, `account-${shot}`, [balance, amounts])
        await dialog.getByRole('button', { name: /Switch network/ }).click()
        await expect(dialog.getByRole('heading', { name: /Choose network/i })).toBeVisible()
        await expectView(page, `networks-${shot}`)
        await dialog.getByRole('button', { name: 'Close' }).click()
        await expect(dialog).toBeHidden()
        // The balance follows the chain, as in the Account view.
        const accountButton = buttonHost(page, /^Open account/)
        await expectScreenshot(page, accountButton, `account-button-${shot}`, [
          accountButton.locator('.atr-button-content > span:first-child'),
        ])
        await expectScreenshot(page, buttonHost(page, /network/i), `network-button-${shot}`)
      })
    })
  }
}
