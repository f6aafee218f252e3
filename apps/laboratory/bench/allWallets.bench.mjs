// `pnpm bench` for All Wallets: the bench page built as a dApp ships it, on the devnet's wallet
// directory with 5,000 wallets. Prints numbers; nothing here asserts on them.
import { startWalletDirectory } from '@atrium/devnet'
import { buildAndServe, definePaintedHelper, launchBenchBrowser, median, round } from './benchKit.mjs'

// Medians of 5; ATRIUM_BENCH_RUNS changes it for a quicker look while working on the view.
const RUNS = Number(process.env.ATRIUM_BENCH_RUNS ?? 5)
const WALLETS = 5_000

/** In the page: the modal's shadow root and its wallet grid. */
function defineHelpers() {
  window.__benchRoot = () => document.querySelector('atrium-modal')?.shadowRoot
  window.__benchGrid = () => window.__benchRoot()?.querySelector('[role="grid"]')
}

/**
 * Clicks the Connect view's All wallets row, after resting the pointer on it `restMs` (0: at once);
 * resolves with the ms until the grid's first rows are painted. A grid rendered hidden before the
 * click counts once it is shown.
 */
async function clickToFirstRows(page, restMs) {
  await page.evaluate(() => {
    let clickedAt = 0
    window.__benchRoot().addEventListener('click', () => (clickedAt = performance.now()), {
      capture: true,
      once: true,
    })
    window.__benchFirstRows = window.__benchPainted(
      () =>
        clickedAt > 0 &&
        window.__benchGrid()?.checkVisibility() === true &&
        window.__benchGrid().querySelectorAll('button').length > 0,
      () => clickedAt,
    )
  })
  const row = page.locator('atrium-modal').getByRole('button', { name: /^All wallets/ })
  if (restMs > 0) {
    await row.hover()
    await page.waitForTimeout(restMs)
  }
  await row.click()
  return page.evaluate(() => window.__benchFirstRows)
}

/**
 * Types 'trust' in the search field; resolves with the ms from the moment its results reached the
 * store (the request and core's 300 ms minimum wait are over) until they are painted.
 */
async function searchToPaintedResults(page) {
  await page.evaluate(() => {
    let landedAt = 0
    const { walletList } = window.__benchAppKit.stores
    const stop = walletList.subscribe((state) => {
      if (state.search.text === 'trust' && state.search.status === 'ready') {
        landedAt = performance.now()
        stop()
      }
    })
    window.__benchSearch = window.__benchPainted(
      () =>
        landedAt > 0 &&
        [...(window.__benchGrid()?.querySelectorAll('button') ?? [])].some(
          (tile) => tile.title === 'Trust Wallet',
        ),
      () => landedAt,
    )
  })
  await page.locator('atrium-modal').getByRole('searchbox', { name: 'Search wallet' }).fill('trust')
  const ms = await page.evaluate(() => window.__benchSearch)
  await page.locator('atrium-modal').getByRole('searchbox', { name: 'Search wallet' }).fill('')
  return ms
}

/** Scrolls the grid to its end, page after page; resolves with the long tasks (> 50 ms) seen meanwhile. */
function scrollToEnd(page) {
  return page.evaluate(async () => {
    const longTasks = []
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration)
    })
    observer.observe({ type: 'longtask' })
    const grid = window.__benchGrid()
    const { walletList } = window.__benchAppKit.stores
    const isAtEnd = () => {
      const { pages, chains } = walletList.getState()
      return pages[[...chains].sort().join(',')]?.nextPage === undefined
    }
    while (!isAtEnd()) {
      const height = grid.scrollHeight
      grid.scrollTop = height
      await new Promise((resolve) => {
        const check = () =>
          grid.scrollHeight > height || isAtEnd() ? resolve() : requestAnimationFrame(check)
        requestAnimationFrame(check)
      })
    }
    grid.scrollTop = grid.scrollHeight
    await new Promise((resolve) => setTimeout(resolve, 200))
    observer.disconnect()
    return { longTasks, tiles: grid.querySelectorAll('button').length }
  })
}

/** How long a person's pointer rests on a row before the click lands (as the modal bench's button). */
const REST_MS = 100

async function measure(origin, directoryUrl, cpuThrottling) {
  const browser = await launchBenchBrowser()
  const runs = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
      // Images come from the same local HTTP/1.1 server as the pages (a real directory serves them
      // from a CDN); refused here, so page requests do not queue behind them.
      await page.route(/\/getWalletImage\//, (route) => route.abort())
      const session = await page.context().newCDPSession(page)
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling })
      await page.goto(`${origin}/allwallets.html?directory=${encodeURIComponent(directoryUrl)}`)
      await page.evaluate(definePaintedHelper)
      await page.evaluate(defineHelpers)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      // The Connect view has the first page and the views after Connect have loaded.
      await page
        .locator('atrium-modal')
        .getByRole('button', { name: /^All wallets/ })
        .waitFor()
      await page.waitForLoadState('networkidle')
      // Both ways on each page, in alternating order (the first open of the view runs colder code):
      // clicked at once, and after the pointer rested on the row; Back to the Connect view between.
      const order = run % 2 === 0 ? [0, REST_MS] : [REST_MS, 0]
      const firstRows = {}
      for (const [index, restMs] of order.entries()) {
        if (index > 0) {
          await page.locator('atrium-modal').getByRole('button', { name: 'Back', exact: true }).click()
          await page
            .locator('atrium-modal')
            .getByRole('button', { name: /^All wallets/ })
            .waitFor()
          await page.waitForTimeout(500)
        }
        firstRows[restMs] = await clickToFirstRows(page, restMs)
      }
      const dom = await page.evaluate(() => ({
        tiles: window.__benchGrid().querySelectorAll('button').length,
        nodes: window.__benchGrid().querySelectorAll('*').length + 1,
      }))
      const searchMs = await searchToPaintedResults(page)
      await page.locator('atrium-modal').getByRole('grid').getByRole('button', { name: 'MetaMask' }).waitFor()
      const scroll = await scrollToEnd(page)
      runs.push({
        firstRowsMs: firstRows[0],
        restedFirstRowsMs: firstRows[REST_MS],
        searchMs,
        ...dom,
        scroll,
      })
      await page.close()
    }
  } finally {
    await browser.close()
  }
  return {
    firstRowsMs: median(runs.map((entry) => entry.firstRowsMs)),
    restedFirstRowsMs: median(runs.map((entry) => entry.restedFirstRowsMs)),
    searchMs: median(runs.map((entry) => entry.searchMs)),
    tiles: median(runs.map((entry) => entry.tiles)),
    nodes: median(runs.map((entry) => entry.nodes)),
    tilesAtEnd: median(runs.map((entry) => entry.scroll.tiles)),
    longTasks: median(runs.map((entry) => entry.scroll.longTasks.length)),
    longestTaskMs: median(runs.map((entry) => Math.max(0, ...entry.scroll.longTasks))),
    runs,
  }
}

const directory = await startWalletDirectory({ port: 0, wallets: WALLETS })
const { server, origin } = await buildAndServe({ outName: 'allwallets', benchPage: 'allwallets' })
try {
  const normal = await measure(origin, directory.url, 1)
  const throttled = await measure(origin, directory.url, 4)
  const row = (name, pick, target) => [name, { '1× CPU': pick(normal), '4× CPU': pick(throttled), target }]
  console.log(`\nAll Wallets bench (${WALLETS} directory wallets, medians of ${RUNS}, 1280 × 800)\n`)
  console.table(
    Object.fromEntries([
      row('click All wallets → first rows painted (ms)', (r) => round(r.firstRowsMs), '≤ 16 / ≤ 60 at 4×'),
      row(
        `the same, pointer on the row ${REST_MS} ms first (ms)`,
        (r) => round(r.restedFirstRowsMs),
        '≤ 16 / ≤ 60 at 4×',
      ),
      row('wallet tiles in the DOM', (r) => r.tiles, '≤ 60'),
      row('DOM nodes of the grid', (r) => r.nodes, '—'),
      row(
        "search results in the store → painted (ms, 'trust')",
        (r) => round(r.searchMs),
        '≤ 16 / ≤ 60 at 4×',
      ),
      row('scroll to the end: long tasks > 50 ms', (r) => r.longTasks, '0'),
      row('scroll to the end: longest task (ms)', (r) => round(r.longestTaskMs), '—'),
      row('wallet tiles in the DOM at the end', (r) => r.tilesAtEnd, '≤ 60'),
    ]),
  )
  // Each page's figures, as the medians hide how far the runs spread.
  for (const [label, result] of [
    ['1× CPU', normal],
    ['4× CPU', throttled],
  ]) {
    const each = (pick) => result.runs.map((entry) => round(pick(entry))).join(' / ')
    console.log(`${label}, each page: click at once ${each((entry) => entry.firstRowsMs)} ms`)
    console.log(`  pointer first ${each((entry) => entry.restedFirstRowsMs)} ms`)
    console.log(
      `  scroll long tasks ${result.runs.map((entry) => entry.scroll.longTasks.length).join(' / ')}`,
    )
  }
} finally {
  await Promise.all([server.close(), directory.stop()])
}
