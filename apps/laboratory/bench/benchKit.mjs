// What the `pnpm bench` scripts share: the browser they measure in, the median, and a page built
// as a dApp ships it and served as a static host serves it (files compressed once, at build time).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { startDevnet } from '@atrium/devnet'
import { installTestWallet } from '@atrium/testing/playwright'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { chromium } from '@playwright/test'
import { Hono } from 'hono'
import { build } from 'vite'

export const ROOT = join(import.meta.dirname, '..')

/** A figure to print: `value` to one decimal. */
export const round = (value) => Number(value.toFixed(1))

/** A byte count to print, in kB to one decimal. */
export const kilobytes = (bytes) => round(bytes / 1024)

/** The middle value of `values` (the upper one of an even count); NaN when empty. */
export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** Chromium as the benches run it: the system's, no GPU, no background traffic. */
export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
}

/** What a static host compresses: the text files of a build. */
const COMPRESSED_FILES = /\.(js|css|html|svg|json)$/

/** Writes `<file>.gz` beside every text file of `folder`, as a build step for a static host does. */
function precompress(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSED_FILES.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }))
  }
}

/**
 * Builds the laboratory into `dist-bench/<outName>` (the page `ATRIUM_BENCH_PAGE` selects, when
 * `benchPage` is given) and serves it; resolves with the server, the folder and the origin.
 * Served as production hosts and CDNs serve a build: each file compressed once, ahead of the
 * requests. Vite's preview server compresses every response as it sends it (10–30 ms a file on this
 * machine, measured with curl), which put a cost per file into every figure that no dApp's users pay.
 */
export async function buildAndServe({ outName, benchPage }) {
  const dist = join(ROOT, 'dist-bench', outName)
  if (benchPage !== undefined) process.env.ATRIUM_BENCH_PAGE = benchPage
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } })
  delete process.env.ATRIUM_BENCH_PAGE
  precompress(dist)
  const app = new Hono()
  app.use('*', serveStatic({ root: dist, precompressed: true }))
  const server = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started))
  })
  const closable = { close: () => new Promise((resolve) => server.close(resolve)) }
  return { server: closable, dist, origin: `http://127.0.0.1:${server.address().port}` }
}

/**
 * Run in the page (`page.evaluate` or `addInitScript`): defines `window.__benchPainted(isDone,
 * start)`, which resolves with the ms from `start()` until the first frame in which `isDone()` holds
 * is painted. `isDone` is checked at each frame, before it renders; a message posted then is
 * handled in the task after that frame's style, layout and paint (waiting for the next frame's
 * callback instead would add a whole frame, 16.7 ms, to every figure).
 */
export function definePaintedHelper() {
  window.__benchPainted = (isDone, start) =>
    new Promise((resolve) => {
      const check = () => {
        if (!isDone()) return requestAnimationFrame(check)
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.now() - start())
        channel.port2.postMessage(undefined)
      }
      requestAnimationFrame(check)
    })
}

function gzipSizeOf(dist, pathname) {
  try {
    return gzipSync(readFileSync(join(dist, pathname))).length
  } catch {
    return 0
  }
}

/** Every request of `page`, with the gzip size of the page's own JS files. */
export function watchRequests(page, { origin, dist }) {
  const loads = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    const isAsset = url.origin === origin && /\.(js|css|html)$|\/$/.test(url.pathname)
    loads.push({
      url: request.url(),
      gzipBytes: isAsset && url.pathname.endsWith('.js') ? gzipSizeOf(dist, url.pathname) : 0,
      isAsset,
    })
  })
  return loads
}

/**
 * Starts the devnet a bench's pages are built for (their RPC URLs are fixed at build time): the EVM
 * chains and the Blockchain API on `portBase`, and the auth stack of the secure frame when `auth`
 * (its allowed dApp origins) is given; nothing else.
 */
export function startBenchDevnet(portBase, { auth } = {}) {
  process.env.ATRIUM_DEVNET_PORT_BASE = String(portBase)
  return startDevnet({
    portBase,
    relay: false,
    solana: false,
    bitcoin: false,
    polkadot: false,
    walletDirectory: false,
    ...(auth === undefined ? {} : { auth }),
  })
}

/**
 * A page in a new context (its own storage, so every run starts the same way) with the test wallet
 * of `privateKey` on the devnet's EVM chains, `definePaintedHelper` and the page's own `helpers`.
 */
export async function openWalletPage(browser, { devnet, privateKey, helpers }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await installTestWallet(page, {
    privateKey,
    chains: devnet.evm.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  })
  await page.addInitScript(definePaintedHelper)
  await page.addInitScript(helpers)
  return { context, page }
}

/**
 * Opens the Account bench page (`account.html`, its Blockchain API at `blockchainApiUrl`) and
 * connects the test wallet through the modal; resolves with the dialog on the Account view.
 */
export async function connectOnAccountPage(page, served, blockchainApiUrl) {
  await page.goto(`${served.origin}/account.html?blockchainApi=${encodeURIComponent(blockchainApiUrl)}`)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.locator('atrium-modal').getByRole('dialog')
  await dialog
    .getByRole('list', { name: 'Wallets' })
    .getByRole('button', { name: /Atrium Test Wallet/ })
    .click()
  await dialog.getByRole('heading', { name: 'Account' }).waitFor()
  return dialog
}
