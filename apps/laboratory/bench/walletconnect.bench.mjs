// `pnpm bench` for WalletConnect: the laboratory's EVM page against a devnet (EVM chains and the
// loopback relay) and a WalletKit wallet peer in Node. Prints medians; nothing asserts on them.
import { performance } from 'node:perf_hooks'
import { DEV_ACCOUNTS, startDevnet } from '@atrium/devnet'
import { createWalletConnectPeer } from '@atrium/testing'
import { buildAndServe, launchBenchBrowser, median } from './benchKit.mjs'

const RUNS = 5
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

const toUri = []
const toAccount = []
try {
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage()
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
      const opened = performance.now()
      await walletConnect.click()
      const qr = dialog.locator('[data-wc-uri^="wc:"]')
      await qr.waitFor()
      toUri.push(performance.now() - opened)
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
  console.log('\nWalletConnect bench (EVM page, devnet relay, WalletKit peer; Node-side clock)\n')
  console.table({
    'WalletConnect chosen → URI shown (ms, median of 5)': Number(median(toUri).toFixed(0)),
    'wallet approves → Account view (ms, median of 5)': Number(median(toAccount).toFixed(0)),
  })
} finally {
  await browser.close()
  await server.close()
  await devnet.stop()
}
