// `pnpm bench` for Swap: `account.html` (the ConnectButton page with the devnet's Blockchain API)
// built as a dApp ships it, a test wallet connected on the devnet's chain 1, whose Uniswap V2
// answers the quotes. Times the typed amount until its quote is painted (this includes the form's
// SWAP_QUOTE_DELAY_MS pause, 300 ms, which the view waits on purpose), and the click on the
// preview's Swap until 'Swapped X to Y' is painted (the wallet signs at once; anvil mines at once).
// Prints numbers; nothing here asserts on them.
import { DEV_ACCOUNTS } from '@atrium/devnet'
import {
  buildAndServe,
  connectOnAccountPage,
  launchBenchBrowser,
  median,
  openWalletPage,
  round,
  startBenchDevnet,
} from './benchKit.mjs'

// Medians of 5; ATRIUM_BENCH_RUNS changes it for a quicker look.
const RUNS = Number(process.env.ATRIUM_BENCH_RUNS ?? 5)
// The devnet's first port, away from `pnpm lab` (8545), the e2e run (18545) and the Account bench (28545).
const PORT_BASE = Number(process.env.ATRIUM_BENCH_PORT_BASE ?? 38545)
const AMOUNT = '0.01'

const [walletAccount] = DEV_ACCOUNTS
if (walletAccount === undefined) throw new Error('the devnet exports no dev account')

/** In the page: the modal's shadow root and the two moments measured. */
function defineHelpers() {
  window.__benchRoot = () => document.querySelector('atrium-modal')?.shadowRoot
  window.__benchQuoted = () => {
    const root = window.__benchRoot()
    const received = root?.querySelector('input[aria-label="Amount to receive"]')
    const review = [...(root?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'Review swap',
    )
    return received !== null && received !== undefined && received.value !== '' && review?.disabled === false
  }
  window.__benchSwapped = () =>
    [...(window.__benchRoot()?.querySelectorAll('[role="status"]') ?? [])].some((element) =>
      element.textContent?.startsWith('Swapped '),
    )
}

/** Connects the test wallet through the modal and opens Swap with DUSD to receive; resolves with the dialog. */
async function openSwap(page, served, blockchainApiUrl) {
  const dialog = await connectOnAccountPage(page, served, blockchainApiUrl)
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await dialog.getByRole('button', { name: 'You pay: ETH, change token' }).waitFor()
  await dialog.getByRole('button', { name: /^You receive: .+, change token$/ }).click()
  await dialog
    .getByRole('button', { name: /^DUSD\b/ })
    .first()
    .click()
  await dialog.getByRole('button', { name: 'You receive: DUSD, change token' }).waitFor()
  return dialog
}

/** Types the amount; resolves with the ms from its input until the quote and 'Review swap' are painted. */
async function typeToQuote(page, dialog) {
  await page.evaluate(() => {
    let typedAt = 0
    window.__benchRoot().addEventListener('input', () => (typedAt = performance.now()), {
      capture: true,
      once: true,
    })
    window.__benchQuote = window.__benchPainted(
      () => typedAt > 0 && window.__benchQuoted(),
      () => typedAt,
    )
  })
  await dialog.getByRole('textbox', { name: 'Amount to pay' }).fill(AMOUNT)
  return page.evaluate(() => window.__benchQuote)
}

/** Opens the preview and confirms; resolves with the ms from the click on Swap until 'Swapped' is painted. */
async function confirmToSwapped(page, dialog) {
  await dialog.getByRole('button', { name: 'Review swap' }).click()
  const confirm = dialog.getByRole('button', { name: 'Swap', exact: true })
  await confirm.waitFor()
  await page.evaluate(() => {
    let clickedAt = 0
    window.__benchRoot().addEventListener('click', () => (clickedAt = performance.now()), {
      capture: true,
      once: true,
    })
    window.__benchSwap = window.__benchPainted(
      () => clickedAt > 0 && window.__benchSwapped(),
      () => clickedAt,
    )
  })
  await confirm.click()
  return page.evaluate(() => window.__benchSwap)
}

async function measure(served, devnet) {
  const browser = await launchBenchBrowser()
  const runs = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await openWalletPage(browser, {
        devnet,
        privateKey: walletAccount.privateKey,
        helpers: defineHelpers,
      })
      const dialog = await openSwap(page, served, devnet.blockchainApi.url)
      const quoteMs = await typeToQuote(page, dialog)
      const swappedMs = await confirmToSwapped(page, dialog)
      runs.push({ quoteMs, swappedMs })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return runs
}

const devnet = await startBenchDevnet(PORT_BASE)
let served
try {
  if (devnet.blockchainApi === undefined) throw new Error('the devnet runs no Blockchain API')
  served = await buildAndServe({ outName: 'swap', benchPage: 'account' })
  const runs = await measure(served, devnet)
  const quote = runs.map((entry) => round(entry.quoteMs))
  const swapped = runs.map((entry) => round(entry.swappedMs))
  console.log(
    `\nSwap bench (devnet Uniswap V2 on chain 1, ${AMOUNT} ETH → DUSD; medians of ${RUNS}, 1280 × 800)\n`,
  )
  console.table({
    'amount typed → quote shown (ms, incl. the 300 ms quote pause)': { ms: round(median(quote)) },
    "Swap confirmed → 'Swapped' shown (ms)": { ms: round(median(swapped)) },
  })
  // The medians move with the machine's load; the single runs show how much.
  console.log(`typed → quote, each run (ms): ${quote.join(' / ')}`)
  console.log(`confirmed → Swapped, each run (ms): ${swapped.join(' / ')}`)
} finally {
  await served?.server.close()
  await devnet.stop()
}
