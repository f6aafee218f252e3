// `pnpm bench` for WalletConnect: the laboratory's EVM page against a devnet (EVM chains and the
// loopback relay) and a WalletKit wallet peer in Node. Prints medians; nothing asserts on them.
import { performance } from 'node:perf_hooks'
import { DEV_ACCOUNTS, startDevnet } from '@atrium/devnet'
import { createWalletConnectPeer } from '@atrium/testing'
import { buildAndServe, definePaintedHelper, launchBenchBrowser, median } from './benchKit.mjs'

const RUNS = 5
// How long the pointer rests on the WalletConnect row before the click: none (a synthetic click),
// and 300 ms (a person's move and press). Reaching the row prepares the pairing.
const RESTS_MS = [0, 300]
const PORT_BASES = [28545, 29545, 30545, 31545]

async function startBenchDevnet() {
  for (const portBase of PORT_BASES) {
    try {
      return { devnet: await startDevnet({ portBase }), portBase }
    } catch (error) {
      if (error?.code !== 'DEVNET_PORT_IN_USE') throw error
    }
  }
  throw new Error(`no free devnet port base among ${PORT_BASES.join(', ')}`)
}

const { devnet, portBase } = await startBenchDevnet()
// The page learns the devnet's URLs at build time, so it is built for this port base.
process.env.ATRIUM_DEVNET_PORT_BASE = String(portBase)
const { server, origin } = await buildAndServe({ outName: 'laboratory' })
const browser = await launchBenchBrowser()
const chains = devnet.evm.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))

/**
 * Run in the page: clicks the WalletConnect row and resolves with the ms until the frame that first
 * shows the QR code's modules is painted.
 */
function chooseWalletConnect() {
  const root = document.querySelector('atrium-modal')?.shadowRoot
  const button = [...(root?.querySelectorAll('button') ?? [])].find((element) =>
    /WalletConnect/.test(element.textContent ?? ''),
  )
  let clicked = 0
  const painted = window.__benchPainted(
    () => root?.querySelector('[data-testid="wc-qr"] svg path') != null,
    () => clicked,
  )
  clicked = performance.now()
  button?.click()
  return painted
}

const toQr = new Map(RESTS_MS.map((rest) => [rest, []]))
const toAccount = []
try {
  for (let run = 0; run < RUNS; run++) {
    for (const rest of RESTS_MS) {
      const page = await browser.newPage()
      await page.addInitScript(definePaintedHelper)
      const peer = await createWalletConnectPeer({
        relayUrl: devnet.relay?.url ?? '',
        privateKey: DEV_ACCOUNTS[4]?.privateKey ?? '0x',
        chains: [chains[0], ...chains.slice(1)],
      })
      try {
        await page.goto(`${origin}/?devWallet=off#/evm`)
        const dialog = page.locator('atrium-modal').getByRole('dialog')
        await page.getByRole('button', { name: 'Connect wallet' }).click()
        const walletConnect = dialog.getByRole('button', { name: /WalletConnect/ })
        await walletConnect.waitFor()
        await page.waitForTimeout(1_000)
        if (rest > 0) {
          await walletConnect.hover()
          await page.waitForTimeout(rest)
        }
        toQr.get(rest).push(await page.evaluate(chooseWalletConnect))
        const qr = dialog.locator('[data-testid="wc-qr"][data-wc-uri^="wc:"]')
        await peer.pair((await qr.getAttribute('data-wc-uri')) ?? '')
        const approving = performance.now()
        await peer.approve()
        await dialog.getByRole('heading', { name: 'Account' }).waitFor()
        toAccount.push(performance.now() - approving)
      } finally {
        await peer.close()
        await page.close()
      }
    }
  }
  console.log('\nWalletConnect bench (EVM page, devnet relay, WalletKit peer)\n')
  console.table({
    [`WalletConnect clicked, no hover first → QR code painted (ms, median of ${RUNS})`]: Number(
      median(toQr.get(0)).toFixed(1),
    ),
    [`pointer on it 300 ms first → QR code painted (ms, median of ${RUNS})`]: Number(
      median(toQr.get(300)).toFixed(1),
    ),
    [`wallet approves → Account view (ms, median of ${RUNS * RESTS_MS.length}; Node-side clock)`]: Number(
      median(toAccount).toFixed(0),
    ),
  })
} finally {
  await browser.close()
  await server.close()
  await devnet.stop()
}
