// `pnpm bench` for the modal: builds are measured as a browser loads them. Prints numbers and
// ratios against a wagmi-only page; nothing here asserts on them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildAndServe, launchBenchBrowser, median } from './benchKit.mjs'

const RUNS = 5

/** @typedef {{ url: string, gzipBytes: number, isAsset: boolean }} Load */

function gzipSizeOf(dist, pathname) {
  try {
    return gzipSync(readFileSync(join(dist, pathname))).length
  } catch {
    return 0
  }
}

function watchRequests(page, origin, dist) {
  /** @type {Load[]} */
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

const kilobytes = (bytes) => Number((bytes / 1024).toFixed(1))

async function metrics(session) {
  await session.send('HeapProfiler.collectGarbage')
  const { metrics: list } = await session.send('Performance.getMetrics')
  const value = (name) => list.find((metric) => metric.name === name)?.value ?? Number.NaN
  return { heap: value('JSHeapUsedSize'), nodes: value('Nodes') }
}

/**
 * Presses the connect button with the mouse, as a user would (pointer down, up, click), and resolves
 * with the ms from the click event until the Connect view's dialog is painted.
 */
async function clickToConnectView(page) {
  await page.evaluate(() => {
    window.__benchViewVisible = new Promise((resolve) => {
      window.addEventListener(
        'click',
        () => {
          const start = performance.now()
          const check = () => {
            const dialog = document
              .querySelector('atrium-modal')
              ?.shadowRoot?.querySelector('[role="dialog"]')
            const visible = dialog instanceof HTMLElement && dialog.offsetWidth > 0
            if (visible && dialog.textContent?.includes('Connect wallet')) resolve(performance.now() - start)
            else requestAnimationFrame(check)
          }
          requestAnimationFrame(check)
        },
        { capture: true, once: true },
      )
    })
  })
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  return page.evaluate(() => window.__benchViewVisible)
}

async function measurePage(pageName, { origin, dist }, cpuThrottling) {
  const browser = await launchBenchBrowser()
  const runs = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage()
      const session = await page.context().newCDPSession(page)
      await session.send('Performance.enable')
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling })
      const loads = watchRequests(page, origin, dist)
      await page.goto(`${origin}/${pageName}.html`, { waitUntil: 'networkidle' })
      const before = [...loads]
      const { heap: heapBefore } = await metrics(session)
      let clickMs = Number.NaN
      if (pageName === 'minimal') {
        clickMs = await clickToConnectView(page)
        await page.waitForLoadState('networkidle')
      }
      const open = await metrics(session)
      runs.push({
        before,
        after: loads.slice(before.length),
        clickMs,
        heapBefore,
        heapOpen: open.heap,
        nodesOpen: open.nodes,
      })
      await page.close()
    }
  } finally {
    await browser.close()
  }
  const sum = (loads) => loads.reduce((total, load) => total + load.gzipBytes, 0)
  const first = runs[0]
  return {
    jsBeforeClick: first ? sum(first.before) : Number.NaN,
    jsAfterClick: first ? sum(first.after) : Number.NaN,
    requestsBeforeClick: first?.before.length ?? Number.NaN,
    nonAssetRequestsBeforeClick: first?.before.filter((load) => !load.isAsset).map((load) => load.url) ?? [],
    clickMs: median(runs.map((entry) => entry.clickMs)),
    clickRunsMs: runs.map((entry) => Number(entry.clickMs.toFixed(1))),
    heapBefore: median(runs.map((entry) => entry.heapBefore)),
    heapOpen: median(runs.map((entry) => entry.heapOpen)),
    nodesOpen: median(runs.map((entry) => entry.nodesOpen)),
  }
}

/** Builds one page alone, as a dApp ships it, and serves it. */
const servePage = (pageName) => buildAndServe({ outName: pageName, benchPage: pageName })

const minimal = await servePage('minimal')
const baselinePage = await servePage('baseline')
try {
  const ours = await measurePage('minimal', minimal, 1)
  const throttled = await measurePage('minimal', minimal, 4)
  const baseline = await measurePage('baseline', baselinePage, 1)
  console.log('\nModal bench (ConnectButton + wagmi adapter + 3 chains vs the same page with wagmi alone)\n')
  console.table({
    'gzip JS before the click (kB)': {
      atrium: kilobytes(ours.jsBeforeClick),
      baseline: kilobytes(baseline.jsBeforeClick),
      delta: kilobytes(ours.jsBeforeClick - baseline.jsBeforeClick),
      target: '≤ baseline + 20',
    },
    'gzip JS of the modal chunk(s) (kB)': {
      atrium: kilobytes(ours.jsAfterClick),
      baseline: '—',
      delta: '—',
      target: '—',
    },
    'click → Connect view (ms, median of 5)': {
      atrium: Number(ours.clickMs.toFixed(1)),
      baseline: '—',
      delta: '—',
      target: '≤ 30',
    },
    'click → Connect view at 4× CPU throttle (ms)': {
      atrium: Number(throttled.clickMs.toFixed(1)),
      baseline: '—',
      delta: '—',
      target: '≤ 120',
    },
    'JS heap, modal open (MB)': {
      atrium: Number((ours.heapOpen / 2 ** 20).toFixed(2)),
      baseline: Number((baseline.heapBefore / 2 ** 20).toFixed(2)),
      delta: Number(((ours.heapOpen - baseline.heapBefore) / 2 ** 20).toFixed(2)),
      target: '≤ baseline + 2',
    },
    'DOM nodes, modal open': {
      atrium: ours.nodesOpen,
      baseline: baseline.nodesOpen,
      delta: ours.nodesOpen - baseline.nodesOpen,
      target: '—',
    },
    'requests before the click': {
      atrium: ours.requestsBeforeClick,
      baseline: baseline.requestsBeforeClick,
      delta: ours.requestsBeforeClick - baseline.requestsBeforeClick,
      target: '—',
    },
    'requests before the click, not page assets': {
      atrium: ours.nonAssetRequestsBeforeClick.length,
      baseline: baseline.nonAssetRequestsBeforeClick.length,
      delta: '—',
      target: '0',
    },
  })
  // The medians move with the machine's load; the single opens show how much.
  console.log(`click → Connect view, each open (ms): ${ours.clickRunsMs.join(' / ')}`)
  console.log(`the same at 4× CPU throttle (ms): ${throttled.clickRunsMs.join(' / ')}`)
  if (ours.nonAssetRequestsBeforeClick.length > 0)
    console.log('non-asset requests before the click:', ours.nonAssetRequestsBeforeClick)
} finally {
  await Promise.all([minimal.server.close(), baselinePage.server.close()])
}
