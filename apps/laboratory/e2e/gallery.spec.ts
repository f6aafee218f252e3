import { expect, test } from '@playwright/test'

test('the gallery shows the kit in both themes and its modal traps and restores focus', async ({ page }) => {
  await page.goto('/#/gallery')
  await expect(page.getByRole('heading', { name: 'UI gallery' })).toBeVisible()
  const dark = page.getByTestId('gallery-dark-theme')
  await expect(page.getByTestId('gallery-light-theme')).toBeVisible()
  await expect(dark).toBeVisible()

  const opener = dark.getByRole('button', { name: 'Open the modal demo' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = dark.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveCSS('width', '360px')
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab')
    const focusInside = await dialog.evaluate((element) =>
      element.contains(
        element.getRootNode() instanceof ShadowRoot
          ? (element.getRootNode() as ShadowRoot).activeElement
          : document.activeElement,
      ),
    )
    expect(focusInside).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})
