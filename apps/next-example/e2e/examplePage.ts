import type { InstalledTestWallet } from '@atrium/testing/playwright'
import { expect } from '@atrium/testing/playwright'
import type { BrowserContext, Page } from '@playwright/test'
import { E2E_PORT } from './e2ePorts.js'

/** The example app's origin (what `baseURL` is). */
export const APP_URL = `http://127.0.0.1:${E2E_PORT}`

const modal = (page: Page) => page.locator('atrium-modal').getByRole('dialog')

/** Connects the page's test wallet through the modal and waits for the account read-out. */
export async function connectWallet(page: Page, wallet: InstalledTestWallet): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await modal(page)
    .getByRole('button', { name: new RegExp(wallet.info.name) })
    .click()
  await expect(modal(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('appkit-address')).toHaveText(wallet.address)
  await page.keyboard.press('Escape')
  await expect(modal(page)).toBeHidden()
}

/** Disconnects from the Account view the account button opens. */
export async function disconnectWallet(page: Page): Promise<void> {
  await page.locator('[data-atrium-host]').getByRole('button').click()
  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('disconnected')
}

/** The context's cookies as a `Cookie` request header. */
export async function getCookieHeader(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies(APP_URL)
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}

/** The server's HTML of the page for a request carrying `cookie` (none when `undefined`). */
export async function fetchHtml(cookie: string | undefined): Promise<string> {
  const response = await fetch(APP_URL, cookie === undefined ? {} : { headers: { cookie } })
  expect(response.status).toBe(200)
  return response.text()
}

/** The text of the element with `data-testid="<testId>"` in server HTML. */
export function readTestId(html: string, testId: string): string | undefined {
  return new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1]
}

/**
 * Collects what a page logs as an error or warning and its uncaught errors: React reports a
 * hydration mismatch there ('Hydration failed…', '…didn't match…', minified error #418).
 */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}
