// `pnpm bench` for email sign-in: `login.html` (the ConnectButton page with the devnet's secure
// frame as `apiUrls.frame`) built as a dApp ships it, against the devnet's frame page and auth
// service, which allow only the page's origin. Times the click on 'Continue with email' until the
// hidden iframe is inserted, until its ready message reaches the page, and until 'Confirm email' is
// painted (the code mailed to the dev mailbox); then the code's sixth digit typed until the Account
// view is painted. Lists the JS the page loads before the first click and before the email click,
// whether any of it holds @atrium/frame's code, and the delta against `minimal.html` (the same page
// without `apiUrls.frame`). Prints numbers; nothing here asserts on them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FRAME_EVENT_KEY, FRAME_READY_TYPE } from '@atrium/frame'
import {
  buildAndServe,
  definePaintedHelper,
  kilobytes,
  launchBenchBrowser,
  median,
  round,
  startBenchDevnet,
  watchRequests,
} from './benchKit.mjs'

// Medians of 5; ATRIUM_BENCH_RUNS changes it for a quicker look.
const RUNS = Number(process.env.ATRIUM_BENCH_RUNS ?? 5)
// The devnet's first port, away from `pnpm lab` (8545), the e2e run (18545), the Account (28545)
// and the Swap bench (38545).
const PORT_BASE = Number(process.env.ATRIUM_BENCH_PORT_BASE ?? 48545)
const CODE_LENGTH = 6
// How long the bench waits for the mailed code before it gives up on a run.
const MAIL_TIMEOUT_MS = 30_000

/**
 * In the page, before its scripts: the modal's view titles, and when the secure frame's iframe
 * is inserted and its ready message (`readyType`, from `frameOrigin`) reaches the page.
 */
function defineHelpers({ frameOrigin, readyType }) {
  window.__benchHasTitle = (text) =>
    [...(document.querySelector('atrium-modal')?.shadowRoot?.querySelectorAll('h2') ?? [])].some(
      (title) => title.textContent === text && title.offsetWidth > 0,
    )
  const frame = { insertedAt: 0, readyAt: 0 }
  window.__benchFrame = frame
  new MutationObserver((records) => {
    if (frame.insertedAt > 0) return
    const inserted = records.some((record) =>
      [...record.addedNodes].some((node) => node.nodeName === 'IFRAME'),
    )
    if (inserted) frame.insertedAt = performance.now()
  }).observe(document, { childList: true, subtree: true })
  window.addEventListener('message', (event) => {
    if (frame.readyAt === 0 && event.origin === frameOrigin && event.data?.type === readyType)
      frame.readyAt = performance.now()
  })
}

/** The 6-digit code of the latest mail the dev mailbox holds for `email`. */
async function readCode(mailboxUrl, email) {
  const deadline = Date.now() + MAIL_TIMEOUT_MS
  while (Date.now() < deadline) {
    const response = await fetch(`${mailboxUrl}/v1/messages?to=${encodeURIComponent(email)}`)
    const { messages } = await response.json()
    const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1]
    if (code !== undefined) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no code mailed to ${email} within ${MAIL_TIMEOUT_MS} ms`)
}

/** The page's own JS files among `loads`, each with whether it holds @atrium/frame's code. */
function jsFiles(loads, served) {
  return loads
    .filter((load) => load.gzipBytes > 0)
    .map((load) => {
      const { pathname } = new URL(load.url)
      const source = readFileSync(join(served.dist, pathname), 'utf8')
      return { pathname, gzipBytes: load.gzipBytes, hasFrameCode: source.includes(FRAME_EVENT_KEY) }
    })
}

/** Opens `page` on `html`; resolves with the JS loaded until the network is idle, and after opening the modal. */
async function loadAndOpenModal(page, served, html) {
  const loads = watchRequests(page, served)
  await page.goto(`${served.origin}/${html}`, { waitUntil: 'networkidle' })
  const beforeFirstClick = jsFiles(loads, served)
  const loaded = loads.length
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.locator('atrium-modal').getByRole('dialog')
  await dialog.getByRole('heading', { name: 'Connect wallet' }).waitFor()
  await page.waitForLoadState('networkidle')
  return { loads, dialog, beforeFirstClick, byModalOpen: jsFiles(loads.slice(loaded), served) }
}

/** Clicks 'Continue with email'; resolves with the ms until the iframe, its ready message and 'Confirm email'. */
async function continueWithEmail(page, dialog, email) {
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.evaluate(() => {
    let clickedAt = 0
    window.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true })
    window.__benchConfirm = window
      .__benchPainted(
        () => clickedAt > 0 && window.__benchHasTitle('Confirm email'),
        () => clickedAt,
      )
      .then((confirmMs) => {
        const since = (at) => (at > 0 ? at - clickedAt : Number.NaN)
        return {
          confirmMs,
          insertedMs: since(window.__benchFrame.insertedAt),
          readyMs: since(window.__benchFrame.readyAt),
        }
      })
  })
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  return page.evaluate(() => window.__benchConfirm)
}

/** Types the code, its last digit as a key press; resolves with the ms from that digit until Account is painted. */
async function typeCodeToAccount(page, dialog, code) {
  const field = dialog.getByRole('textbox', { name: 'Sign-in code' })
  await field.fill(code.slice(0, CODE_LENGTH - 1))
  await page.evaluate((length) => {
    let typedAt = 0
    const root = document.querySelector('atrium-modal').shadowRoot
    const onInput = (event) => {
      if (event.target.value?.replace(/\D/g, '').length !== length) return
      typedAt = performance.now()
      root.removeEventListener('input', onInput, { capture: true })
    }
    root.addEventListener('input', onInput, { capture: true })
    window.__benchAccount = window.__benchPainted(
      () => typedAt > 0 && window.__benchHasTitle('Account'),
      () => typedAt,
    )
  }, CODE_LENGTH)
  await field.press(code.at(-1))
  return page.evaluate(() => window.__benchAccount)
}

/** One sign-in on the login page, in a new context (its own storage, so no session to restore). */
async function signInOnce(browser, served, { frameUrl, mailboxUrl }, run) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.addInitScript(definePaintedHelper)
    await page.addInitScript(defineHelpers, {
      frameOrigin: new URL(frameUrl).origin,
      readyType: FRAME_READY_TYPE,
    })
    const { loads, dialog, beforeFirstClick, byModalOpen } = await loadAndOpenModal(
      page,
      served,
      'login.html',
    )
    const beforeEmail = loads.length
    // A new address each run: the service's 30 s cooldown is per address.
    const email = `bench-${run}-${Date.now()}@example.com`
    const emailStep = await continueWithEmail(page, dialog, email)
    const accountMs = await typeCodeToAccount(page, dialog, await readCode(mailboxUrl, email))
    await page.waitForLoadState('networkidle')
    return {
      ...emailStep,
      accountMs,
      beforeFirstClick,
      byModalOpen,
      byEmailClick: jsFiles(loads.slice(beforeEmail), served),
    }
  } finally {
    await context.close()
  }
}

/** The JS of `minimal.html` (no `apiUrls.frame`) before the first click and by opening the modal. */
async function measureMinimalJs(browser, served) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const { beforeFirstClick, byModalOpen } = await loadAndOpenModal(
      await context.newPage(),
      served,
      'minimal.html',
    )
    return { beforeFirstClick, byModalOpen }
  } finally {
    await context.close()
  }
}

// The pages first: the devnet's auth service allows the login page's origin, known once it is served.
process.env.ATRIUM_DEVNET_PORT_BASE = String(PORT_BASE)
const served = []
const login = await buildAndServe({ outName: 'login', benchPage: 'login' })
served.push(login)
const minimal = await buildAndServe({ outName: 'minimal', benchPage: 'minimal' })
served.push(minimal)
let devnet
try {
  devnet = await startBenchDevnet(PORT_BASE, { auth: { allowedOrigins: [login.origin] } })
  if (devnet.auth === undefined) throw new Error('the devnet runs no auth service')
  const urls = { frameUrl: devnet.auth.frame.url, mailboxUrl: devnet.auth.mailSink.url }
  const browser = await launchBenchBrowser()
  const runs = []
  let minimalJs
  try {
    minimalJs = await measureMinimalJs(browser, minimal)
    for (let run = 0; run < RUNS; run++) runs.push(await signInOnce(browser, login, urls, run))
  } finally {
    await browser.close()
  }
  const each = (pick) => runs.map((entry) => round(pick(entry)))
  const inserted = each((entry) => entry.insertedMs)
  const ready = each((entry) => entry.readyMs)
  const confirm = each((entry) => entry.confirmMs)
  const account = each((entry) => entry.accountMs)
  console.log(
    `\nEmail sign-in bench (devnet secure frame and auth service; medians of ${RUNS}, 1280 × 800)\n`,
  )
  console.table({
    "'Continue with email' clicked → frame iframe inserted (ms)": { ms: median(inserted) },
    "'Continue with email' clicked → frame ready (ms)": { ms: median(ready) },
    "'Continue with email' clicked → 'Confirm email' painted (ms, incl. the mail)": { ms: median(confirm) },
    'sixth code digit typed → Account view painted (ms)': { ms: median(account) },
  })
  const [first] = runs
  const sum = (files) => files.reduce((total, file) => total + file.gzipBytes, 0)
  const frameFiles = (files) => files.filter((file) => file.hasFrameCode).map((file) => file.pathname)
  const row = (files, reference) => ({
    'gzip kB': kilobytes(sum(files)),
    files: files.length,
    // In bytes: the two pages differ by one URL in their entry chunk.
    'delta vs minimal (bytes)': reference === undefined ? '—' : sum(files) - sum(reference),
    'frame code': frameFiles(files).join(', ') || 'none',
  })
  console.log(
    'JavaScript (gzip kB) by step: login.html against minimal.html (the same page without apiUrls.frame)',
  )
  console.table({
    'login: page load (before the first click)': row(first.beforeFirstClick, minimalJs.beforeFirstClick),
    'login: modal opened (before the email click)': row(first.byModalOpen, minimalJs.byModalOpen),
    "login: loaded by 'Continue with email'": row(first.byEmailClick),
    'minimal: page load (before the first click)': row(minimalJs.beforeFirstClick),
    'minimal: modal opened': row(minimalJs.byModalOpen),
  })
  const before = [...first.beforeFirstClick, ...first.byModalOpen]
  console.log(`frame code before the click: ${frameFiles(before).join(', ') || 'none'}`)
  // The medians move with the machine's load; the single runs show how much.
  console.log(`clicked → frame ready, each run (ms): ${ready.join(' / ')}`)
  console.log(`clicked → Confirm email, each run (ms): ${confirm.join(' / ')}`)
  console.log(`sixth digit → Account, each run (ms): ${account.join(' / ')}`)
} finally {
  await Promise.all(served.map(({ server }) => server.close()))
  await devnet?.stop()
}
