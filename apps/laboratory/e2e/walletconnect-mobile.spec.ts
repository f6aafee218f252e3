import { devices, expect, type Page, test } from '@playwright/test'
import { createPeerFactory, modal, pairShownQrCode } from './walletConnectPage.js'

const EVM_PAGE = '/?devWallet=off#/evm'
/** The laboratory's custom wallet (`customWallets` in src/evm/evmAppKit.ts) and its app scheme. */
const WALLET = 'Atrium Peer Wallet'
const WALLET_LINK = 'atrium-peer://'

// A phone: Chromium's Pixel 7 emulation (user agent, touch, viewport), in the project's browser.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7']
test.use(pixel7)

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

/** The pairing URI a `wc?uri=` link hands the wallet. */
const toPairingUri = (link: OpenedLink | undefined) =>
  decodeURIComponent(link?.url.slice(`${WALLET_LINK}wc?uri=`.length) ?? '')

/** What a connection through a deep link leaves in browser storage (CONN-016): the link and the wallet. */
async function readStoredWallet(page: Page) {
  const stored = await page.evaluate(() => ({
    deepLink: localStorage.getItem('@atrium/deep_link_choice'),
    recent: localStorage.getItem('@atrium/recent_wallets'),
  }))
  return { deepLink: JSON.parse(stored.deepLink ?? 'null'), recent: JSON.parse(stored.recent ?? '[]') }
}

/**
 * Opens the EVM page, taps Connect Wallet and then the peer wallet's row once the list keeps a
 * pairing URI ready (it does while it shows a wallet with a deep link); resolves with that URI.
 */
async function tapPeerWallet(page: Page): Promise<string> {
  await page.goto(EVM_PAGE)
  await page.getByRole('button', { name: 'Connect wallet' }).tap()
  const list = modal(page).getByRole('list', { name: 'Wallets' })
  await expect(list).toHaveAttribute('data-wc-uri', /^wc:/)
  const uri = (await list.getAttribute('data-wc-uri')) ?? ''
  await list.getByRole('button', { name: WALLET }).tap()
  return uri
}

const createPeer = createPeerFactory()

test('[CONN-010][CONN-016] on a phone, tapping a wallet opens its wc?uri= link with the prefetched URI, inside the tap', async ({
  page,
}) => {
  const peer = await createPeer()
  const openedLinks = await recordOpenedLinks(page)
  const uri = await tapPeerWallet(page)
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
  await peer.pair(toPairingUri(opened))
  await peer.approve()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('state-address')).toHaveText(peer.address)

  // Finalised as a deep-link connection: the link and the wallet are stored (CONN-016).
  expect(await readStoredWallet(page)).toEqual({
    deepLink: { name: WALLET, href: WALLET_LINK },
    recent: [expect.objectContaining({ name: WALLET })],
  })
})

test('[CONN-016] the stored wallet link survives a reload, and a request on the restored session opens the wallet through it', async ({
  page,
}) => {
  const peer = await createPeer()
  const openedLinks = await recordOpenedLinks(page)
  await tapPeerWallet(page)
  const [opened] = await openedLinks()
  await peer.pair(toPairingUri(opened))
  const { topic } = await peer.approve()
  await expect(page.getByTestId('state-address')).toHaveText(peer.address)
  const stored = await readStoredWallet(page)
  expect(stored.deepLink).toEqual({ name: WALLET, href: WALLET_LINK })

  await page.reload()
  await expect(page.getByTestId('state-isConnected')).toHaveText('true')
  await expect(page.getByTestId('state-address')).toHaveText(peer.address)
  expect(await readStoredWallet(page)).toEqual(stored)
  expect(peer.sessionTopics).toEqual([topic])

  // The wallet app is opened to approve the request through the stored link, in the sign-client's
  // `wc?requestId=…&sessionTopic=…` form (the reloaded document records its own opened links).
  await page.getByRole('button', { name: 'AppKit: sign' }).tap()
  await expect(page.getByTestId('appkit-signature-verified')).toHaveText('true')
  expect(peer.requests.map((request) => request.method)).toEqual(['personal_sign'])
  expect((await openedLinks()).map((link) => link.url)).toEqual([
    expect.stringMatching(new RegExp(`^${WALLET_LINK}wc\\?requestId=\\d+&sessionTopic=${topic}$`)),
  ])
})

test('on a phone, WalletConnect lists the wallets to open, and its QR button still pairs a second device', async ({
  page,
}) => {
  const peer = await createPeer()
  await page.goto(EVM_PAGE)
  await page.getByRole('button', { name: 'Connect wallet' }).tap()
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'WalletConnect', exact: true }).tap()
  await expect(dialog.getByRole('heading', { name: 'All wallets' })).toBeVisible()
  await expect(dialog.getByRole('grid', { name: 'Wallets' }).getByRole('button').first()).toBeVisible()
  await expect(dialog.getByTestId('wc-qr')).toHaveCount(0)

  await dialog.getByRole('button', { name: 'Show QR code' }).tap()
  await pairShownQrCode(page, peer)
})
