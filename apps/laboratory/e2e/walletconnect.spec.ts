import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '@atrium/common'
import {
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_REGTEST_NETWORK_ID,
  getRococoAssetHubFacts,
  POLKADOT_DEV_ACCOUNTS,
  ROCOCO_ASSET_HUB_SS58_PREFIX,
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEVNET_NETWORK_ID,
} from '@atrium/devnet'
import { expect, test } from '@playwright/test'
import { expectConnectedAccount } from './chainPage.js'
import { E2E_SOLANA_RPC_URL } from './e2ePorts.js'
import { createPeerFactory, modal, showPairingUri, watchRemoteRequests } from './walletConnectPage.js'

const EVM_PAGE = '/?devWallet=off#/evm'
const MULTICHAIN_PAGE = '/?devWallet=off#/multichain'
/** [CONN-003][CONN-004] A URI is offered until 10 s of its 4 minutes remain. */
const PAIRING_REFRESH_MS = PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS

const createPeer = createPeerFactory()

test('[CONN-013] pair by QR through the devnet relay, sign, restore on reload, wallet disconnects', async ({
  page,
}) => {
  const remote = watchRemoteRequests(page)
  const peer = await createPeer()
  await page.goto(EVM_PAGE)

  await peer.pair(await showPairingUri(page))
  await peer.approve()
  await expect(modal(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('state-address')).toHaveText(peer.address)
  await expect(page.getByTestId('state-isConnected')).toHaveText('true')

  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'AppKit: sign' }).click()
  await expect(page.getByTestId('appkit-signature-verified')).toHaveText('true')
  expect(peer.requests.map((request) => request.method)).toEqual(['personal_sign'])

  await page.reload()
  await expect(page.getByTestId('state-isConnected')).toHaveText('true')
  await expect(page.getByTestId('state-address')).toHaveText(peer.address)

  await peer.disconnect()
  await expect(page.getByTestId('state-isConnected')).toHaveText('false')
  expect(remote).toEqual([])
})

test('a wallet that rejects shows Connection declined, and Try again pairs with a new URI', async ({
  page,
}) => {
  const remote = watchRemoteRequests(page)
  const peer = await createPeer()
  await page.goto(EVM_PAGE)

  const firstUri = await showPairingUri(page)
  await peer.pair(firstUri)
  await peer.reject()
  await expect(modal(page).getByRole('alert')).toContainText('Connection declined')

  await modal(page).getByRole('button', { name: 'Try again' }).click()
  const qr = modal(page).getByTestId('wc-qr')
  await expect(qr).toBeVisible()
  const secondUri = (await qr.getAttribute('data-wc-uri')) ?? ''
  expect(secondUri).not.toBe(firstUri)
  await peer.pair(secondUri)
  await peer.approve()
  await expect(modal(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('state-address')).toHaveText(peer.address)

  await modal(page).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-isConnected')).toHaveText('false')
  await expect.poll(() => peer.sessionTopics.length).toBe(0)
  expect(remote).toEqual([])
})

test('[CONN-003][CONN-004] the URI expires: a fresh URI is shown 10 s before the end, and it pairs', async ({
  page,
}) => {
  const remote = watchRemoteRequests(page)
  const peer = await createPeer()
  // The page's clock, so four minutes pass without waiting for them.
  await page.clock.install()
  await page.goto(EVM_PAGE)

  const firstUri = await showPairingUri(page)
  const qr = modal(page).getByTestId('wc-qr')
  // One second short of the 3 min 50 s a URI is offered: still the same one.
  await page.clock.fastForward(PAIRING_REFRESH_MS - 1_000)
  await expect(qr).toHaveAttribute('data-wc-uri', firstUri)
  await page.clock.fastForward(1_000)
  await expect(qr).not.toHaveAttribute('data-wc-uri', firstUri)
  await expect(qr).toHaveAttribute('data-wc-uri', /^wc:/)
  const freshUri = (await qr.getAttribute('data-wc-uri')) ?? ''

  await peer.pair(freshUri)
  await peer.approve()
  await expect(modal(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(page.getByTestId('state-address')).toHaveText(peer.address)
  expect(remote).toEqual([])
})

test('the relay goes down and comes back mid-session: personal_sign still verifies', async ({ page }) => {
  const remote = watchRemoteRequests(page)
  const peer = await createPeer()
  await page.goto(EVM_PAGE)
  await peer.pair(await showPairingUri(page))
  await peer.approve()
  await expect(page.getByTestId('state-address')).toHaveText(peer.address)
  await page.keyboard.press('Escape')

  const restart = await page.request.post('/__atrium/devnet/relay/restart')
  expect(restart.status()).toBe(204)

  await page.getByRole('button', { name: 'AppKit: sign' }).click()
  await expect(page.getByTestId('appkit-signature-verified')).toHaveText('true')
  expect(peer.requests.map((request) => request.method)).toEqual(['personal_sign'])
  await expect(page.getByTestId('state-isConnected')).toHaveText('true')
  expect(remote).toEqual([])
})

test('[CONN-013] a session with solana, polkadot and bip122 accounts is restored on reload, without a new pairing or a request', async ({
  page,
}) => {
  const [solanaAccount, polkadotAccount, bitcoinAccount] = [
    SOLANA_DEV_ACCOUNTS[3],
    POLKADOT_DEV_ACCOUNTS[3],
    BITCOIN_DEV_ACCOUNTS[3],
  ]
  if (solanaAccount === undefined || polkadotAccount === undefined || bitcoinAccount === undefined)
    throw new Error('the devnet exports too few accounts')
  const remote = watchRemoteRequests(page)
  const peer = await createPeer({
    solanaSeed: solanaAccount.secretKey.slice(0, 32),
    solanaChain: { chainId: SOLANA_DEVNET_NETWORK_ID, rpcUrl: E2E_SOLANA_RPC_URL },
    polkadot: {
      uri: polkadotAccount.uri,
      chainId: (await getRococoAssetHubFacts()).networkId,
      ss58Prefix: ROCOCO_ASSET_HUB_SS58_PREFIX,
    },
    bitcoin: { wif: bitcoinAccount.wif, chainId: BITCOIN_REGTEST_NETWORK_ID, network: 'regtest' },
  })
  // The multi-chain page: one session holds every namespace, so one pairing covers the three.
  await page.goto(MULTICHAIN_PAGE)
  const proposal = await peer.pair(await showPairingUri(page))
  expect(Object.keys(proposal.params.optionalNamespaces).sort()).toEqual([
    'bip122',
    'eip155',
    'polkadot',
    'solana',
  ])
  const { topic } = await peer.approve()
  const accounts = [
    { namespace: 'solana', address: peer.solanaAddress ?? '' },
    { namespace: 'polkadot', address: peer.polkadotAddress ?? '' },
    { namespace: 'bip122', address: peer.bitcoinAddress ?? '' },
  ] as const
  for (const account of accounts) await expectConnectedAccount(page, account)

  await page.reload()
  for (const account of accounts) await expectConnectedAccount(page, account)
  // The session of the last visit, from storage: no second session, nothing asked of the wallet.
  expect(peer.sessionTopics).toEqual([topic])
  expect(peer.requests).toEqual([])
  expect(remote).toEqual([])
})
