// What the `pnpm bench` scripts share: the browser they measure in, the median, and a page built
// as a dApp ships it and served by Vite's preview server.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { build, preview } from 'vite'

export const ROOT = join(import.meta.dirname, '..')

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

/**
 * Builds the laboratory into `dist-bench/<outName>` (the page `ATRIUM_BENCH_PAGE` selects, when
 * `benchPage` is given) and serves it; resolves with the server, the folder and the origin.
 */
export async function buildAndServe({ outName, benchPage }) {
  const dist = join(ROOT, 'dist-bench', outName)
  if (benchPage !== undefined) process.env.ATRIUM_BENCH_PAGE = benchPage
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } })
  delete process.env.ATRIUM_BENCH_PAGE
  const server = await preview({
    root: ROOT,
    build: { outDir: dist },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'silent',
  })
  return { server, dist, origin: server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '' }
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
