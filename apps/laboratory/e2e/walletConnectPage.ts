import { DEV_ACCOUNTS } from '@atrium/devnet'
import {
  type CreateWalletConnectPeerParameters,
  createWalletConnectPeer,
  type WalletConnectPeer,
} from '@atrium/testing'
import { expect, type Page, test } from '@playwright/test'
import { E2E_RELAY_URL, getE2eEvmRpcUrl } from './e2ePorts.js'

/** The EVM chains the WalletConnect peer offers, on the e2e devnet. */
export const PEER_CHAINS = [
  { chainId: 1, rpcUrl: getE2eEvmRpcUrl(1) },
  { chainId: 10, rpcUrl: getE2eEvmRpcUrl(10) },
  { chainId: 8453, rpcUrl: getE2eEvmRpcUrl(8453) },
]
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** The modal's dialog, inside its shadow root. */
export const modal = (page: Page) => page.locator('atrium-modal').getByRole('dialog')

/** Records every request and WebSocket of the page to a host other than the loopback. */
export function watchRemoteRequests(page: Page): string[] {
  const remote: string[] = []
  const record = (url: string) => {
    const { protocol, hostname } = new URL(url)
    if (
      (protocol === 'http:' || protocol === 'https:' || protocol.startsWith('ws')) &&
      !LOOPBACK_HOSTS.has(hostname)
    )
      remote.push(url)
  }
  page.on('request', (request) => record(request.url()))
  page.on('websocket', (socket) => record(socket.url()))
  return remote
}

/** What a peer holds besides its EVM account on `PEER_CHAINS`: Solana, Polkadot or Bitcoin accounts. */
export type PeerAccounts = Pick<
  CreateWalletConnectPeerParameters,
  'solanaSeed' | 'solanaChain' | 'polkadot' | 'bitcoin'
>

/**
 * A factory of WalletConnect wallet peers (dev account 3 on the devnet relay, plus `accounts`) for
 * one spec file; the peers it made are closed after each test.
 */
export function createPeerFactory(): (accounts?: PeerAccounts) => Promise<WalletConnectPeer> {
  const peers: WalletConnectPeer[] = []
  test.afterEach(async () => {
    await Promise.all(peers.splice(0).map((peer) => peer.close()))
  })
  return async (accounts = {}) => {
    const peer = await createWalletConnectPeer({
      ...accounts,
      relayUrl: E2E_RELAY_URL,
      privateKey: DEV_ACCOUNTS[3]?.privateKey ?? '0x',
      chains: PEER_CHAINS,
    })
    peers.push(peer)
    return peer
  }
}

/** Opens the modal on WalletConnect and reads the URI the (drawn) QR code shows. */
export async function showPairingUri(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await modal(page)
    .getByRole('button', { name: /WalletConnect/ })
    .click()
  const qr = modal(page).getByTestId('wc-qr')
  const image = qr.getByRole('img', { name: 'Scan this QR code with your phone' })
  await expect(image).toBeVisible()
  // The encoder loads with the view: the code is drawn, not left a blank square.
  await expect(image).toHaveAttribute('aria-busy', 'false')
  await expect(image.locator('path')).toHaveAttribute('d', /^M\d/)
  const uri = await qr.getAttribute('data-wc-uri')
  expect(uri).toMatch(/^wc:/)
  return uri ?? ''
}

/**
 * Pairs `peer` with the URI of the QR code the modal shows and approves the session: the modal
 * reaches Account with the peer's address.
 */
export async function pairShownQrCode(page: Page, peer: WalletConnectPeer): Promise<void> {
  const qr = modal(page).getByTestId('wc-qr')
  await expect(qr).toHaveAttribute('data-wc-uri', /^wc:/)
  await peer.pair((await qr.getAttribute('data-wc-uri')) ?? '')
  await peer.approve()
  await expect(modal(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('state-address')).toHaveText(peer.address)
}
