import { expect, test } from '@playwright/test'
import { createPeerFactory, modal, showPairingUri, watchRemoteRequests } from './walletConnectPage.js'

/** The EVM page with sign-in on (`?siwx=on`): WalletConnect asks for a one-click sign-in. */
const EVM_SIWX_PAGE = '/?devWallet=off&siwx=on#/evm'
const SESSIONS_KEY = '@atrium/siwx_sessions'

const createPeer = createPeerFactory()

test('[CONN-015][CONN-019] one-click sign-in by QR: the wallet signs with the session, the page shows the verified sign-in, disconnect signs out', async ({
  page,
}) => {
  const remote = watchRemoteRequests(page)
  const peer = await createPeer()
  await page.goto(EVM_SIWX_PAGE)

  const proposal = await peer.pair(await showPairingUri(page))
  const [request] = proposal.params.requests?.authentication ?? []
  expect(request).toMatchObject({
    domain: new URL(page.url()).host,
    chains: ['eip155:1', 'eip155:10', 'eip155:8453'],
    statement: 'Sign in to the Atrium laboratory',
  })
  const { cacaos } = await peer.approve()
  expect(cacaos).toHaveLength(3)

  await expect(modal(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('state-address')).toHaveText(peer.address)
  await expect(page.getByTestId('siwx-session')).toHaveText(peer.address)
  await expect(page.getByTestId('siwx-session-chain')).toHaveText('eip155:1')
  // One round trip: the sign-in needed no request after the session.
  expect(peer.requests).toEqual([])

  // Kept in browser storage: still signed in after a reload (the session is restored).
  await page.reload()
  await expect(page.getByTestId('state-isConnected')).toHaveText('true')
  await expect(page.getByTestId('siwx-session')).toHaveText(peer.address)

  await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(page.getByTestId('state-isConnected')).toHaveText('false')
  await expect(page.getByTestId('siwx-session')).toHaveText('—')
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSIONS_KEY)).toBeNull()
  expect(remote).toEqual([])
})

test('[ERR-002] a sign-in that does not verify: the QR view shows the error and nothing connects; Try again signs in', async ({
  page,
}) => {
  const remote = watchRemoteRequests(page)
  const peer = await createPeer()
  await page.goto(EVM_SIWX_PAGE)

  await peer.pair(await showPairingUri(page))
  await peer.approve({ authentication: 'tamper' })
  await expect(modal(page).getByRole('alert')).toContainText(
    'This application might not support Smart Accounts',
  )
  await expect(page.getByTestId('state-isConnected')).toHaveText('false')
  await expect(page.getByTestId('siwx-session')).toHaveText('—')
  await expect.poll(() => peer.sessionTopics.length).toBe(0)

  await modal(page).getByRole('button', { name: 'Try again' }).click()
  const qr = modal(page).getByTestId('wc-qr')
  await expect(qr).toBeVisible()
  await peer.pair((await qr.getAttribute('data-wc-uri')) ?? '')
  await peer.approve()
  await expect(modal(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('siwx-session')).toHaveText(peer.address)
  expect(remote).toEqual([])
})
