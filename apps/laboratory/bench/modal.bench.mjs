// `pnpm bench` for the modal: each page built as a dApp ships it and measured as a browser loads
// it, against two references measured in the same run: the same wagmi app alone (start-up and
// JS) and with a hand-written wallet list (the click). The pages are loaded in turn, run after
// run (A/B/C/D, then B/C/D/A …), so machine noise hits them all. Prints numbers and ratios;
// nothing here asserts on them.
import {
  buildAndServe,
  definePaintedHelper,
  kilobytes,
  launchBenchBrowser,
  median,
  round,
  watchRequests,
} from './benchKit.mjs'

// Medians of 9 opens; ATRIUM_BENCH_RUNS changes it for a quicker look.
const RUNS = Number(process.env.ATRIUM_BENCH_RUNS ?? 9)

/**
 * How long the pointer rests on the ConnectButton before the click. A person's click alone keeps
 * the button pressed about 100 ms between pointerdown and the click event (and the pointer arrives
 * before the press), which is when the button preloads the modal; Playwright's click presses and
 * releases at once. The ConnectButton is measured both ways.
 */
const POINTER_REST_MS = 100

/**
 * The measurements, by what they are in the tables: `page` is the built page, `click` when the
 * bench opens the wallet list, `restMs` how long the pointer rests on the button first, `repeat`
 * when another row already loads that page (the JavaScript table shows a page once).
 */
const PAGES = [
  { name: 'baseline', page: 'baseline', label: 'wagmi alone', click: false },
  { name: 'plainlist', page: 'plainlist', label: 'hand-written list', click: true },
  { name: 'minimal', page: 'minimal', label: 'ConnectButton', click: true, restMs: POINTER_REST_MS },
  // The same page again in each turn, away from the first: how far apart one run puts two
  // identical pages.
  { name: 'baselineAgain', page: 'baseline', label: 'wagmi alone, again', click: false, repeat: true },
  {
    name: 'minimalAtOnce',
    page: 'minimal',
    label: 'ConnectButton, clicked at once',
    click: true,
    repeat: true,
  },
  { name: 'openbutton', page: 'openbutton', label: 'open() button', click: true },
  {
    name: 'openprepared',
    page: 'openprepared',
    label: 'open() button with prepareOpen',
    click: true,
    restMs: POINTER_REST_MS,
  },
]

/**
 * With the pointer resting first, the directory's prefetch starts before the click too, so a
 * prepared measurement shows the files of its page clicked with nothing prepared.
 */
const UNPREPARED = { minimal: 'minimalAtOnce', openprepared: 'openbutton' }

const ratio = (value, reference) => `${(value / reference).toFixed(2)}×`

/**
 * In the page, before its scripts (after `definePaintedHelper`): `__benchFind(selector, test)`
 * looks for an element in the document and in the open shadow roots of its elements;
 * `__benchButtonVisible` is the ms from navigation start until the Connect wallet button is painted.
 */
function defineHelpers() {
  window.__benchFind = (selector, test) => {
    const roots = [document, ...[...document.querySelectorAll('*')].flatMap((e) => e.shadowRoot ?? [])]
    for (const root of roots)
      for (const element of root.querySelectorAll(selector)) if (test(element)) return element
    return undefined
  }
  const isConnectButton = (element) => /connect wallet/i.test(element.textContent ?? '')
  window.__benchButtonVisible = window.__benchPainted(
    () => window.__benchFind('button', isConnectButton) !== undefined,
    () => 0,
  )
}

/**
 * Clicks Connect wallet as a user does (pointer over, `restMs` there, down, up); resolves with the
 * ms from the click until the list is painted, and how many JS files were requested from the
 * pointer's arrival until the frame that shows the list. Clicked at once, those are the files the
 * open waited for: the directory's code and the later views load after that frame.
 */
async function clickToConnectView(page, restMs = 0) {
  await page.evaluate(() => {
    let reachedAt = 0
    let clickedAt = 0
    let shownAt = 0
    window.addEventListener('pointerover', () => (reachedAt ||= performance.now()), { capture: true })
    window.addEventListener(
      'click',
      () => {
        clickedAt = performance.now()
        reachedAt ||= clickedAt
      },
      { capture: true, once: true },
    )
    window.__benchOpened = window.__benchPainted(
      () => {
        if (clickedAt === 0) return false
        const dialog = window.__benchFind('[role="dialog"]', (element) => element.offsetWidth > 0)
        if (dialog?.textContent?.includes('Connect wallet') !== true) return false
        shownAt = performance.now()
        return true
      },
      () => clickedAt,
    )
    window.__benchOpenFiles = () =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            new URL(entry.name).pathname.endsWith('.js') &&
            entry.startTime >= reachedAt &&
            entry.startTime <= shownAt,
        ).length
  })
  const button = page.getByRole('button', { name: 'Connect wallet' })
  if (restMs > 0) {
    await button.hover()
    await page.waitForTimeout(restMs)
  }
  await button.click()
  return page.evaluate(async () => ({ ms: await window.__benchOpened, files: window.__benchOpenFiles() }))
}

async function metrics(session) {
  await session.send('HeapProfiler.collectGarbage')
  const { metrics: list } = await session.send('Performance.getMetrics')
  const value = (name) => list.find((metric) => metric.name === name)?.value ?? Number.NaN
  return { heap: value('JSHeapUsedSize'), nodes: value('Nodes') }
}

/** One load of `page` (and one click when it has a list): its figures. */
async function measureOnce(browser, page, served, cpuThrottling) {
  const tab = await browser.newPage()
  try {
    const session = await tab.context().newCDPSession(tab)
    await session.send('Performance.enable')
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling })
    await tab.addInitScript(definePaintedHelper)
    await tab.addInitScript(defineHelpers)
    const loads = watchRequests(tab, served)
    await tab.goto(`${served.origin}/${page.page}.html`, { waitUntil: 'networkidle' })
    const buttonMs = await tab.evaluate(() => window.__benchButtonVisible)
    const before = [...loads]
    const result = {
      buttonMs,
      before,
      clickMs: Number.NaN,
      openFiles: Number.NaN,
      after: [],
      heap: Number.NaN,
      nodes: Number.NaN,
    }
    if (!page.click) return result
    const opened = await clickToConnectView(tab, page.restMs)
    result.clickMs = opened.ms
    result.openFiles = opened.files
    await tab.waitForLoadState('networkidle')
    const open = await metrics(session)
    return { ...result, after: loads.slice(before.length), heap: open.heap, nodes: open.nodes }
  } finally {
    await tab.close()
  }
}

/** Every page RUNS times at `cpuThrottling`, in turn; the medians per page. */
async function measureAll(served, cpuThrottling) {
  const browser = await launchBenchBrowser()
  const runs = Object.fromEntries(PAGES.map((page) => [page.name, []]))
  try {
    for (let run = 0; run < RUNS; run++) {
      for (let turn = 0; turn < PAGES.length; turn++) {
        const page = PAGES[(run + turn) % PAGES.length]
        runs[page.name].push(await measureOnce(browser, page, served[page.page], cpuThrottling))
      }
    }
  } finally {
    await browser.close()
  }
  const sum = (loads) => loads.reduce((total, load) => total + load.gzipBytes, 0)
  return Object.fromEntries(
    PAGES.map(({ name }) => {
      const list = runs[name]
      return [
        name,
        {
          buttonMs: median(list.map((entry) => entry.buttonMs)),
          clickMs: median(list.map((entry) => entry.clickMs)),
          clickRunsMs: list.map((entry) => round(entry.clickMs)),
          openFiles: median(list.map((entry) => entry.openFiles)),
          jsBefore: sum(list[0].before),
          filesBefore: list[0].before.filter((load) => load.gzipBytes > 0).length,
          jsAfter: sum(list[0].after),
          filesAfter: list[0].after.filter((load) => load.gzipBytes > 0).length,
          nonAssetBefore: list[0].before.filter((load) => !load.isAsset).map((load) => load.url),
          heap: median(list.map((entry) => entry.heap)),
          nodes: median(list.map((entry) => entry.nodes)),
        },
      ]
    }),
  )
}

const served = {}
for (const page of new Set(PAGES.map((entry) => entry.page)))
  served[page] = await buildAndServe({ outName: page, benchPage: page })
try {
  const normal = await measureAll(served, 1)
  const throttled = await measureAll(served, 4)
  const { baseline, plainlist, minimal } = normal
  console.log(`\nModal bench (wagmi + 3 chains; medians of ${RUNS}, pages in turn)\n`)
  /** A table row: the `measure` of `name` at 1× and 4× CPU, and its ratios to `reference`'s. */
  const rowOf = (label, name, reference, measure, target) => [
    label,
    {
      '1×': round(normal[name][measure]),
      '4×': round(throttled[name][measure]),
      ratio: ratio(normal[name][measure], normal[reference][measure]),
      'ratio 4×': ratio(throttled[name][measure], throttled[reference][measure]),
      target,
    },
  ]
  console.log('Click → Connect view painted (ms), against the hand-written list')
  console.table(
    Object.fromEntries(
      [
        ['hand-written list', 'plainlist', '—'],
        [`ConnectButton (pointer on it ${POINTER_REST_MS} ms first)`, 'minimal', '≤ 1.3×'],
        ['ConnectButton (clicked at once)', 'minimalAtOnce', '≤ 1.3×'],
        ['open() from a dApp button', 'openbutton', '≤ 1.3×'],
        [`open() with prepareOpen (pointer on it ${POINTER_REST_MS} ms first)`, 'openprepared', '≤ 1.3×'],
      ].map(([label, name, target]) => rowOf(label, name, 'plainlist', 'clickMs', target)),
    ),
  )
  console.log('Page load → Connect button painted (ms), against wagmi alone')
  console.table(
    Object.fromEntries(
      [
        ['wagmi alone', 'baseline', '—'],
        ['wagmi alone, again (the noise of one run)', 'baselineAgain', '—'],
        ['ConnectButton', 'minimal', '≤ 1.05×'],
      ].map(([label, name, target]) => rowOf(label, name, 'baseline', 'buttonMs', target)),
    ),
  )
  console.log('JavaScript (gzip kB) and files, against wagmi alone')
  console.table(
    Object.fromEntries(
      PAGES.filter(({ repeat }) => !repeat).map(({ name, label, click }) => [
        label,
        {
          'JS before the click': kilobytes(normal[name].jsBefore),
          'delta vs wagmi alone': kilobytes(normal[name].jsBefore - baseline.jsBefore),
          'JS files before the click': normal[name].filesBefore,
          'JS loaded by the click': kilobytes(normal[name].jsAfter),
          'JS files loaded by the click': normal[name].filesAfter,
          'JS files the first open waited for, nothing prepared': click
            ? normal[UNPREPARED[name] ?? name].openFiles
            : '—',
          target: ['minimal', 'openbutton', 'openprepared'].includes(name) ? '≤ +15' : '—',
        },
      ]),
    ),
  )
  console.log('Modal open (ConnectButton page)')
  console.table({
    'JS heap (MB)': {
      atrium: Number((minimal.heap / 2 ** 20).toFixed(2)),
      'hand-written list': Number((plainlist.heap / 2 ** 20).toFixed(2)),
    },
    'DOM nodes': { atrium: minimal.nodes, 'hand-written list': plainlist.nodes },
  })
  // The medians move with the machine's load; the single opens show how much.
  for (const { name, label } of PAGES.filter((page) => page.click)) {
    console.log(`click → Connect view, ${label}, each open (ms): ${normal[name].clickRunsMs.join(' / ')}`)
    console.log(`  at 4× CPU: ${throttled[name].clickRunsMs.join(' / ')}`)
  }
  const external = PAGES.flatMap(({ name }) => normal[name].nonAssetBefore)
  if (external.length > 0) console.log('requests before the click that are not page assets:', external)
} finally {
  await Promise.all(Object.values(served).map(({ server }) => server.close()))
}
