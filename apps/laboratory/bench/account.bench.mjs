// `pnpm bench` for the Account view: `account.html` (the ConnectButton page with the devnet's
// Blockchain API) built as a dApp ships it, a test wallet connected on the devnet's chain 1, and
// the session restored by a reload as a returning visitor's is. Times the click on the account
// button until the Tokens rows are painted and the click on Activity until its first page is
// painted, both with the balance caches emptied so the API is asked; and compares the JS loaded
// before the click with the modal's (`minimal.html`, not connected). Prints numbers; nothing here
// asserts on them.
import { DEV_ACCOUNTS } from '@atrium/devnet'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  buildAndServe,
  connectOnAccountPage,
  kilobytes,
  launchBenchBrowser,
  median,
  openWalletPage,
  round,
  startBenchDevnet,
  watchRequests,
} from './benchKit.mjs'

// Medians of 5; ATRIUM_BENCH_RUNS changes it for a quicker look while working on the views.
const RUNS = Number(process.env.ATRIUM_BENCH_RUNS ?? 5)
// The devnet's first port, away from `pnpm lab` (8545) and the e2e run (18545).
const PORT_BASE = Number(process.env.ATRIUM_BENCH_PORT_BASE ?? 28545)
// Transfers received before the bench, so Activity's first page is a full one (the API pages by 20).
const RECEIVED_TRANSFERS = 25
const HISTORY_PAGE_SIZE = 20

const [walletAccount, , , , , , , , , sender] = DEV_ACCOUNTS
if (walletAccount === undefined || sender === undefined)
  throw new Error('the devnet exports too few dev accounts')

/** Sends `RECEIVED_TRANSFERS` ether transfers to the wallet's account on chain 1, then waits until the API lists a full page. */
async function fillHistory(rpcUrl, blockchainApiUrl) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const wallet = createWalletClient({
    account: privateKeyToAccount(sender.privateKey),
    transport: http(rpcUrl),
  })
  for (let index = 0; index < RECEIVED_TRANSFERS; index += 1) {
    const hash = await wallet.sendTransaction({
      to: walletAccount.address,
      value: parseEther('0.001'),
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  }
  const query = new URLSearchParams({ projectId: 'atrium-bench', chainId: 'eip155:1' })
  for (;;) {
    const response = await fetch(`${blockchainApiUrl}/v1/account/${walletAccount.address}/history?${query}`)
    const { data } = await response.json()
    if (data.length >= HISTORY_PAGE_SIZE) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** In the page: the modal's shadow root, and how many Tokens and Activity rows it holds. */
function defineHelpers() {
  window.__benchRoot = () => document.querySelector('atrium-modal')?.shadowRoot
  window.__benchTokenRows = () => window.__benchRoot()?.querySelectorAll('li .atr-token-value').length ?? 0
  window.__benchActivityRows = () =>
    window.__benchRoot()?.querySelectorAll('li .atr-transaction-amount').length ?? 0
}

/** The JS files (and their gzip sizes) the modal page loads until the network is idle, not connected. */
async function measureModalJs(browser, served) {
  const page = await browser.newPage()
  try {
    const loads = watchRequests(page, served)
    await page.goto(`${served.origin}/minimal.html`, { waitUntil: 'networkidle' })
    return loads.filter((load) => load.gzipBytes > 0)
  } finally {
    await page.close()
  }
}

/**
 * Connects the test wallet through the modal, empties the balance caches the connection filled,
 * and reloads: the session is restored. Resolves with the JS files loaded by that reload.
 */
async function openConnected(page, served, blockchainApiUrl) {
  const dialog = await connectOnAccountPage(page, served, blockchainApiUrl)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.includes('cache/')) localStorage.removeItem(key)
  })
  const loads = watchRequests(page, served)
  await page.reload({ waitUntil: 'networkidle' })
  await page.getByRole('button', { name: /^Open account/ }).waitFor()
  return loads.filter((load) => load.gzipBytes > 0)
}

/** Clicks the account button; resolves with the ms until the Tokens rows are painted, and how many. */
async function clickToTokens(page) {
  await page.evaluate(() => {
    let clickedAt = 0
    window.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true })
    window.__benchTokens = window.__benchPainted(
      () => clickedAt > 0 && window.__benchTokenRows() > 0,
      () => clickedAt,
    )
  })
  await page.getByRole('button', { name: /^Open account/ }).click()
  return {
    ms: await page.evaluate(() => window.__benchTokens),
    rows: await page.evaluate(() => window.__benchTokenRows()),
  }
}

/** Clicks the Activity tab; resolves with the ms until its first page of rows is painted, and how many. */
async function clickToActivity(page) {
  await page.evaluate(() => {
    let clickedAt = 0
    window.__benchRoot().addEventListener('click', () => (clickedAt = performance.now()), {
      capture: true,
      once: true,
    })
    window.__benchActivity = window.__benchPainted(
      () => clickedAt > 0 && window.__benchActivityRows() > 0,
      () => clickedAt,
    )
  })
  await page.locator('atrium-modal').getByRole('tab', { name: 'Activity' }).click()
  return {
    ms: await page.evaluate(() => window.__benchActivity),
    rows: await page.evaluate(() => window.__benchActivityRows()),
  }
}

async function measure(served, devnet, cpuThrottling) {
  const browser = await launchBenchBrowser()
  const runs = []
  try {
    for (let run = 0; run < RUNS; run++) {
      // A new context each run: its own storage, so every run connects and restores the same way.
      const { context, page } = await openWalletPage(browser, {
        devnet,
        privateKey: walletAccount.privateKey,
        helpers: defineHelpers,
      })
      const session = await context.newCDPSession(page)
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling })
      const jsBefore = await openConnected(page, served, devnet.blockchainApi.url)
      const tokens = await clickToTokens(page)
      const activity = await clickToActivity(page)
      runs.push({ jsBefore, tokens, activity })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return {
    tokensMs: median(runs.map((entry) => entry.tokens.ms)),
    tokenRows: median(runs.map((entry) => entry.tokens.rows)),
    activityMs: median(runs.map((entry) => entry.activity.ms)),
    activityRows: median(runs.map((entry) => entry.activity.rows)),
    tokensRunsMs: runs.map((entry) => round(entry.tokens.ms)),
    activityRunsMs: runs.map((entry) => round(entry.activity.ms)),
    jsBefore: runs[0]?.jsBefore ?? [],
  }
}

const devnet = await startBenchDevnet(PORT_BASE)
const served = []
try {
  const chain1 = devnet.evm.find((chain) => chain.chainId === 1)
  if (chain1 === undefined || devnet.blockchainApi === undefined)
    throw new Error('the devnet runs no chain 1 or API')
  await fillHistory(chain1.rpcUrl, devnet.blockchainApi.url)
  const account = await buildAndServe({ outName: 'account', benchPage: 'account' })
  served.push(account)
  const minimal = await buildAndServe({ outName: 'minimal', benchPage: 'minimal' })
  served.push(minimal)
  const browser = await launchBenchBrowser()
  const modalJs = await measureModalJs(browser, minimal).finally(() => browser.close())
  const normal = await measure(account, devnet, 1)
  const throttled = await measure(account, devnet, 4)
  const row = (name, pick) => [name, { '1× CPU': pick(normal), '4× CPU': pick(throttled) }]
  console.log(
    `\nAccount bench (devnet Blockchain API, chain 1, ${RECEIVED_TRANSFERS} received transfers; medians of ${RUNS}, 1280 × 800)\n`,
  )
  console.table(
    Object.fromEntries([
      row('click account button → Tokens rows painted (ms)', (r) => round(r.tokensMs)),
      row('Tokens rows painted', (r) => r.tokenRows),
      row('click Activity → first page painted (ms)', (r) => round(r.activityMs)),
      row('Activity rows painted', (r) => r.activityRows),
    ]),
  )
  const sum = (files) => files.reduce((total, file) => total + file.gzipBytes, 0)
  console.log('JavaScript before the click (gzip kB and files): connected and restored, against the modal')
  console.table({
    'modal (minimal.html, not connected)': { 'gzip kB': kilobytes(sum(modalJs)), files: modalJs.length },
    'account (restored session)': {
      'gzip kB': kilobytes(sum(normal.jsBefore)),
      files: normal.jsBefore.length,
    },
    delta: {
      'gzip kB': kilobytes(sum(normal.jsBefore) - sum(modalJs)),
      files: normal.jsBefore.length - modalJs.length,
    },
  })
  // Chunks by name without their content hash; each page's entry chunk is named after its page.
  const chunkName = (file) =>
    new URL(file.url).pathname
      .replace(/-[\w-]{8}\.js$/, '.js')
      .replace(/\/(account|minimal)\.js$/, '/(entry).js')
  const listOnly = (files, others) => {
    const names = new Set(others.map(chunkName))
    for (const file of files.filter((entry) => !names.has(chunkName(entry))))
      console.log(`  ${chunkName(file)} ${kilobytes(file.gzipBytes)}`)
  }
  const entrySize = (files) => files.find((file) => chunkName(file).endsWith('(entry).js'))?.gzipBytes ?? 0
  console.log(
    `entry chunk: account ${kilobytes(entrySize(normal.jsBefore))} kB, modal ${kilobytes(entrySize(modalJs))} kB`,
  )
  console.log('JS files the restored account loads before the click and the modal does not (gzip kB):')
  listOnly(normal.jsBefore, modalJs)
  console.log('JS files the modal loads before the click and the restored account does not (gzip kB):')
  listOnly(modalJs, normal.jsBefore)
  // The medians move with the machine's load; the single runs show how much.
  console.log(`click → Tokens, each run (ms): ${normal.tokensRunsMs.join(' / ')}`)
  console.log(`  at 4× CPU: ${throttled.tokensRunsMs.join(' / ')}`)
  console.log(`click → Activity, each run (ms): ${normal.activityRunsMs.join(' / ')}`)
  console.log(`  at 4× CPU: ${throttled.activityRunsMs.join(' / ')}`)
} finally {
  await Promise.all(served.map(({ server }) => server.close()))
  await devnet.stop()
}
