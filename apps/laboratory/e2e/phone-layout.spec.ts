import { BITCOIN_DEV_ACCOUNTS, SOLANA_DEV_ACCOUNTS } from '@atrium/devnet'
import { expect, installBitcoinTestWallet, installSolanaTestWallet, test } from '@atrium/testing/playwright'
import type { Locator, Page } from '@playwright/test'
import { connectWallet, modal } from './chainPage.js'
import { E2E_BITCOIN_URL, E2E_SOLANA_RPC_URL } from './e2ePorts.js'

const EVM_PAGE = '/?devWallet=off#/evm'
const PHONE = { width: 390, height: 844 }
const [bitcoinAccount] = BITCOIN_DEV_ACCOUNTS
const [solanaAccount] = SOLANA_DEV_ACCOUNTS

/** Resolves once the dialog's enter animation (the sheet sliding up) has finished. */
function waitForAnimations(dialog: Locator) {
  return dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  )
}

/** Asserts that `locator` lies wholly on the screen (Playwright's boxes are in the visual viewport). */
async function expectOnScreen(locator: Locator) {
  const box = await locator.boundingBox()
  if (box === null) throw new Error('not rendered')
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 0.5)
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 0.5)
}

/** Connects the test wallet of `chain`'s page through the modal, which is closed again. */
async function connectOn(page: Page, chain: 'bitcoin' | 'solana' | 'multichain') {
  if (chain === 'bitcoin') {
    if (bitcoinAccount === undefined) throw new Error('the devnet exports no Bitcoin account')
    await installBitcoinTestWallet(page, {
      kind: 'xverse',
      wif: bitcoinAccount.wif,
      esploraUrl: E2E_BITCOIN_URL,
    })
  } else {
    if (solanaAccount === undefined) throw new Error('the devnet exports no Solana account')
    await installSolanaTestWallet(page, { secretKey: solanaAccount.secretKey, rpcUrl: E2E_SOLANA_RPC_URL })
  }
  await page.goto(`/?devWallet=off#/${chain}`)
  await connectWallet(page, { wallet: chain === 'bitcoin' ? /Xverse/ : /Atrium Test Wallet/ })
}

/** The deep focused element (through shadow roots) is `element`. */
function isDeepFocused(page: Page, element: unknown) {
  return page.evaluate((target) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active === target
  }, element)
}

test.describe('at phone size (390 × 844, touch)', () => {
  test.use({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    permissions: ['clipboard-read', 'clipboard-write'],
  })

  test('the bottom sheet fits the screen when the page is wider than it', async ({ page, testWallet }) => {
    await page.goto(EVM_PAGE)
    // A host page that overflows the screen: the layout viewport grows past the visual one.
    await page.evaluate(() => {
      const wide = document.createElement('div')
      wide.style.width = '800px'
      wide.style.height = '8px'
      document.body.append(wide)
    })
    await page.getByRole('button', { name: 'Connect wallet' }).click()
    const dialog = modal(page)
    await expect(dialog.getByRole('list', { name: 'Wallets' })).toBeVisible()
    await waitForAnimations(dialog)
    await expectOnScreen(dialog)
    await expectOnScreen(dialog.getByRole('button', { name: 'Close' }))

    await dialog
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: testWallet.info.name })
      .click()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expectOnScreen(dialog)
    await expectOnScreen(dialog.getByRole('button', { name: 'Disconnect' }))
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })

  for (const chain of ['bitcoin', 'solana', 'multichain'] as const) {
    test(`${chain}: connected, the page's buttons stay on one line within their row`, async ({ page }) => {
      await connectOn(page, chain)
      const hosts = page.locator('[data-atrium-host]')
      await expect(hosts).toHaveCount(2)
      await expect(hosts.first().getByRole('button', { name: /^Open account/ })).toBeVisible()
      const buttons = await page.evaluate(() =>
        [...document.querySelectorAll('[data-atrium-host]')].map((host) => {
          const button = host.shadowRoot?.querySelector('button')
          if (!button) throw new Error('a shadow host without its button')
          const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT)
          const lineCounts: number[] = []
          for (let text = texts.nextNode(); text !== null; text = texts.nextNode()) {
            const range = document.createRange()
            range.selectNodeContents(text)
            lineCounts.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size)
          }
          const { left, right, height } = button.getBoundingClientRect()
          const row = host.parentElement?.getBoundingClientRect()
          return {
            name: button.getAttribute('aria-label'),
            left,
            right,
            height,
            lineCounts,
            rowLeft: row?.left,
            rowRight: row?.right,
          }
        }),
      )
      for (const button of buttons) {
        // One line: the md button's own height, and no text node broken over two lines.
        expect(button, JSON.stringify(button)).toMatchObject({ height: 44 })
        expect(
          button.lineCounts.every((count) => count === 1),
          JSON.stringify(button),
        ).toBe(true)
        // Shortened to fit the dApp's row rather than pushing past it.
        expect(button.left).toBeGreaterThanOrEqual(button.rowLeft ?? Number.NaN)
        expect(button.right).toBeLessThanOrEqual(button.rowRight ?? Number.NaN)
      }
    })
  }

  test('a snackbar floats over the Account view without moving the bottom sheet', async ({
    page,
    testWallet,
  }) => {
    await page.goto(EVM_PAGE)
    await connectWallet(page, { wallet: testWallet.info.name })
    await page.getByRole('button', { name: /^Open account/ }).click()
    const dialog = modal(page)
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog).toContainText('ETH')
    await waitForAnimations(dialog)
    const before = await dialog.boundingBox()

    await dialog.getByRole('button', { name: 'Copy address' }).click()
    const status = dialog.getByRole('status')
    await expect(status).toHaveText('Address copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(testWallet.address)
    expect(await dialog.boundingBox()).toEqual(before)
    const snackbar = await status.boundingBox()
    if (before === null || snackbar === null) throw new Error('not rendered')
    // Over the sheet, in its lower half, clear of its edges.
    expect(snackbar.x).toBeGreaterThan(before.x)
    expect(snackbar.x + snackbar.width).toBeLessThan(before.x + before.width)
    expect(snackbar.y).toBeGreaterThan(before.y + before.height / 2)
    expect(snackbar.y + snackbar.height).toBeLessThan(before.y + before.height)
  })

  test('focus moves into the Account view after connecting and back to the page button on close', async ({
    page,
    testWallet,
  }) => {
    await page.goto(EVM_PAGE)
    const opener = page.getByRole('button', { name: 'Connect wallet' })
    const openerElement = await opener.elementHandle()
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = modal(page)
    await dialog
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: testWallet.info.name })
      .focus()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Copy address' })).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // The same button, which now shows the account.
    expect(await isDeepFocused(page, openerElement)).toBe(true)
    await expect(page.getByRole('button', { name: /^Open account/ })).toBeFocused()
  })
})
