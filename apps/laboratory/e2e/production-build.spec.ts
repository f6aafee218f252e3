import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { truncateAddress } from '@atrium/common'
import { expect, test } from '@atrium/testing/playwright'
import { type ServerType, serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Page } from '@playwright/test'
import { Hono } from 'hono'
import { build } from 'vite'
import { chooseTestWallet, modal } from './chainPage.js'
import { E2E_DEVNET_PORT_BASE } from './e2ePorts.js'

/**
 * The ConnectButton page of `pnpm bench` built for production as a dApp ships it (Vite's defaults),
 * served as a static host serves it: the lazily loaded modal and the wallet code arrive in their
 * chunks and connect the test wallet. Every other test here runs on the dev server.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Builds the ConnectButton page and serves the folder: its origin and `close`. */
async function buildAndServe() {
  const outDir = await mkdtemp(join(tmpdir(), 'atrium-production-build-'))
  // vite.config.ts reads both when it is loaded: the page to build, and the devnet the page's
  // networks point at (this run's, which the dev server of the other tests started).
  const portBase = process.env.ATRIUM_DEVNET_PORT_BASE
  process.env.ATRIUM_BENCH_PAGE = 'minimal'
  process.env.ATRIUM_DEVNET_PORT_BASE = String(E2E_DEVNET_PORT_BASE)
  try {
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    })
  } finally {
    delete process.env.ATRIUM_BENCH_PAGE
    if (portBase === undefined) delete process.env.ATRIUM_DEVNET_PORT_BASE
    else process.env.ATRIUM_DEVNET_PORT_BASE = portBase
  }
  const app = new Hono()
  app.use('*', serveStatic({ root: outDir }))
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
  })
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      await rm(outDir, { recursive: true, force: true })
    },
  }
}

/**
 * Opens the served page (the SDK's default service hosts, the directory, refused: this machine
 * reaches none), connects the test wallet through the modal and closes it.
 */
async function connectOnServedPage(page: Page, origin: string) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort())
  await page.goto(`${origin}/minimal.html`)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: 'Connect wallet' })).toBeVisible()
  await chooseTestWallet(dialog)
  await dialog.getByRole('button', { name: 'Close' }).click()
}

test.describe('the production build', () => {
  let served: Awaited<ReturnType<typeof buildAndServe>>
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    served = await buildAndServe()
  })
  test.afterAll(async () => served?.close())

  test('loads its start-up file, opens the modal and connects the test wallet', async ({
    page,
    testWallet,
  }) => {
    await connectOnServedPage(page, served.origin)
    // The ConnectButton became the account button.
    await expect(page.getByRole('button', { name: truncateAddress(testWallet.address) })).toBeVisible()
  })

  test("the account button without its avatar's file: the address in its place, nothing thrown", async ({
    page,
    testWallet,
  }) => {
    const errors: Error[] = []
    page.on('pageerror', (error) => errors.push(error))
    let refused = 0
    await page.route(/\/assets\/accountButtonParts-[\w-]+\.js$/, (route) => {
      refused += 1
      return route.abort()
    })

    await connectOnServedPage(page, served.origin)
    const accountButton = page.getByRole('button', { name: truncateAddress(testWallet.address) })
    await expect(accountButton).toBeVisible()
    await expect(accountButton).toContainText(truncateAddress(testWallet.address))
    expect(refused).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })
})
