import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { truncateAddress } from '@atrium/common'
import { expect, test } from '@atrium/testing/playwright'
import { type ServerType, serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { build, type Rolldown } from 'vite'
import { chooseTestWallet, modal } from './chainPage.js'
import { E2E_DEVNET_PORT_BASE } from './e2ePorts.js'

/**
 * The ConnectButton page of `pnpm bench` built for production as a dApp ships it, served as a static
 * host serves it: the lazily loaded modal and the wallet code arrive in their chunks and connect the
 * test wallet. Built twice: with Vite's defaults, and with the one option the appkit README gives
 * single-page apps to load everything the entry needs in one file (Rolldown otherwise splits some
 * modules the entry shares with lazily loaded chunks into files of their own).
 */
const BUILDS: ReadonlyArray<{
  name: string
  output: Rolldown.OutputOptions
  /** The start-up files besides the entry, where the build sets their number. */
  maxPreloadedFiles?: number
}> = [
  { name: "Vite's defaults", output: {} },
  {
    name: "the appkit README's single start-up file",
    output: { codeSplitting: { groups: [{ name: 'startup', tags: ['$initial'] }] } },
    maxPreloadedFiles: 1,
  },
]

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Builds the ConnectButton page with `output` and serves the folder: its origin, its HTML and `close`. */
async function buildAndServe(output: Rolldown.OutputOptions) {
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
      build: { outDir, emptyOutDir: true, rolldownOptions: { output } },
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
    html: readFileSync(join(outDir, 'minimal.html'), 'utf8'),
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      await rm(outDir, { recursive: true, force: true })
    },
  }
}

for (const { name, output, maxPreloadedFiles } of BUILDS) {
  test.describe(`the production build with ${name}`, () => {
    let served: Awaited<ReturnType<typeof buildAndServe>>
    test.beforeAll(async () => {
      test.setTimeout(120_000)
      served = await buildAndServe(output)
    })
    test.afterAll(async () => served?.close())

    test('loads its start-up files, opens the modal and connects the test wallet', async ({
      page,
      testWallet,
    }) => {
      if (maxPreloadedFiles !== undefined) {
        const preloaded = served.html.match(/<link rel="modulepreload"/g) ?? []
        expect(preloaded.length).toBeLessThanOrEqual(maxPreloadedFiles)
      }
      // The page keeps the SDK's default service hosts (the directory): this machine reaches none.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort())

      await page.goto(`${served.origin}/minimal.html`)
      await page.getByRole('button', { name: 'Connect wallet' }).click()
      const dialog = modal(page)
      await expect(dialog.getByRole('heading', { name: 'Connect wallet' })).toBeVisible()
      await chooseTestWallet(dialog)
      await dialog.getByRole('button', { name: 'Close' }).click()
      // The ConnectButton became the account button.
      await expect(page.getByRole('button', { name: truncateAddress(testWallet.address) })).toBeVisible()
    })
  })
}
