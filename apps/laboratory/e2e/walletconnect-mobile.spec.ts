import { DEV_ACCOUNTS } from '@atrium/devnet'
import { createWalletConnectPeer, type WalletConnectPeer } from '@atrium/testing'
import { devices, expect, type Page, test } from '@playwright/test'
import { E2E_RELAY_URL, getE2eEvmRpcUrl } from './e2ePorts.js'

const EVM_PAGE = '/?devWallet=off#/evm'
/** The laboratory's custom wallet (`customWallets` in src/evm/evmAppKit.ts) and its app scheme. */
const WALLET = 'Atrium Peer Wallet'
const WALLET_LINK = 'atrium-peer://'

// A phone: Chromium's Pixel 7 emulation (user agent, touch, viewport), in the project's browser.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7']
test.use(pixel7)

const modal = (page: Page) => page.locator('atrium-modal').getByRole('dialog')

type OpenedLink = { readonly url: string; readonly target: string | undefined; readonly inTap: boolean }

/**
 * Replaces `window.open` before the page loads, so a deep link is recorded instead of leaving the
 * page, with whether it ran inside a user activation (the tap): Telegram and iOS block it otherwise.
 */
async function recordOpenedLinks(page: Page): Promise<() => Promise<OpenedLink[]>> {
  await page.addInitScript(() => {
    const opened: OpenedLink[] = []
    Object.defineProperty(window, '__atriumOpenedLinks', { value: opened })
    window.open = (url?: string | URL, target?: string) => {
      opened.push({ url: String(url), target, inTap: navigator.userActivation.isActive })
      return null
    }
  })
  return () =>
    page.evaluate(() => (window as unknown as { __atriumOpenedLinks: OpenedLink[] }).__atriumOpenedLinks)
}

const peers: WalletConnectPeer[] = []
test.afterEach(async () => {
  await Promise.all(peers.splice(0).map((peer) => peer.close()))
})

test('[CONN-010][CONN-016] on a phone, tapping a wallet opens its wc?uri= link with the prefetched URI, inside the tap', async ({
  page,
}) => {
  const peer = await createWalletConnectPeer({
    relayUrl: E2E_RELAY_URL,
    privateKey: DEV_ACCOUNTS[3]?.privateKey ?? '0x',
    chains: [{ chainId: 1, rpcUrl: getE2eEvmRpcUrl(1) }],
  })
  peers.push(peer)
  const openedLinks = await recordOpenedLinks(page)
  await page.goto(EVM_PAGE)
  await page.getByRole('button', { name: 'Connect Wallet' }).tap()

  // The list keeps a pairing URI ready while it shows a wallet with a deep link.
  const list = modal(page).getByRole('list', { name: 'Wallets' })
  await expect(list).toHaveAttribute('data-wc-uri', /^wc:/)
  const uri = (await list.getAttribute('data-wc-uri')) ?? ''

  await list.getByRole('button', { name: WALLET }).tap()
  expect(await openedLinks()).toEqual([
    { url: `${WALLET_LINK}wc?uri=${encodeURIComponent(uri)}`, target: '_self', inTap: true },
  ])

  // The visible fallback: open again, the QR code, the link.
  const dialog = modal(page)
  await expect(dialog.getByRole('heading', { name: `Continue in ${WALLET}` })).toBeVisible()
  await expect(dialog.getByText(`${WALLET} did not open?`, { exact: false })).toBeVisible()
  await dialog.getByRole('button', { name: `Open ${WALLET}` }).tap()
  expect((await openedLinks()).map((link) => link.url)).toEqual([
    `${WALLET_LINK}wc?uri=${encodeURIComponent(uri)}`,
    `${WALLET_LINK}wc?uri=${encodeURIComponent(uri)}`,
  ])
  await dialog.getByRole('button', { name: 'Show QR code' }).tap()
  await expect(dialog.getByTestId('wc-qr')).toHaveAttribute('data-wc-uri', uri)

  // The wallet gets the URI from the link it was opened with; the pairing it belongs to is live.
  const [opened] = await openedLinks()
  await peer.pair(decodeURIComponent(opened?.url.slice(`${WALLET_LINK}wc?uri=`.length) ?? ''))
  await peer.approve()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('state-address')).toHaveText(peer.address)

  // Finalised as a deep-link connection: the link and the wallet are stored (CONN-016).
  const stored = await page.evaluate(() => ({
    deepLink: localStorage.getItem('@atrium/deep_link_choice'),
    recent: localStorage.getItem('@atrium/recent_wallets'),
  }))
  expect(JSON.parse(stored.deepLink ?? 'null')).toEqual({ name: WALLET, href: WALLET_LINK })
  expect(JSON.parse(stored.recent ?? '[]')).toEqual([expect.objectContaining({ name: WALLET })])
})
