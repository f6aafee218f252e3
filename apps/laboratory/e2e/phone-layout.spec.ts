import { expect, test } from '@atrium/testing/playwright'
import type { Locator } from '@playwright/test'
import { connectWallet, modal } from './chainPage.js'

const EVM_PAGE = '/?devWallet=off#/evm'
const PHONE = { width: 390, height: 844 }

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
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
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
})
