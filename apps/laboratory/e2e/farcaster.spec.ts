import { FRAME_MESSAGES } from '@atrium/common'
import { type DevnetAuth, startDevnetAuth } from '@atrium/devnet'
import { createFarcasterTestClient } from '@atrium/testing'
import { expect, test } from '@playwright/test'
import { E2E_PORT, getE2eEvmRpcUrl } from './e2ePorts.js'

/** The laboratory's origin: the one dApp origin this run's frame allows. */
const LABORATORY_ORIGIN = `http://127.0.0.1:${E2E_PORT}`
let auth: DevnetAuth
test.beforeAll(async () => {
  auth = await startDevnetAuth({
    port: 0,
    smtpPort: 0,
    mailboxPort: 0,
    // The stand-in IdRegistry goes on the e2e devnet's OP Mainnet, where the real one lives.
    evm: [{ chainId: 10, rpcUrl: getE2eEvmRpcUrl(10) }],
    allowedOrigins: [LABORATORY_ORIGIN],
  })
})
test.afterAll(async () => {
  await auth?.stop()
})

test('Farcaster sign-in through the secure frame: connectFarcaster before a link is refused, then the frame gives the sign-in link, the test Farcaster client signs it with its custody key, connectFarcaster resolves with the user name, and getUser has the embedded address', async ({
  page,
}) => {
  const farcaster = createFarcasterTestClient({
    relayUrl: auth.farcaster.relay.url,
    rpcUrl: getE2eEvmRpcUrl(10),
    fid: 8101,
    username: 'lab-farcaster',
    displayName: 'Lab Farcaster',
  })
  await farcaster.register()

  await page.goto(`${LABORATORY_ORIGIN}/frame-host.html`)
  await page.waitForFunction(() => window.atriumFrameHost !== undefined)
  // Before a sign-in link was asked for, there is nothing to wait for.
  const early = await page.evaluate(async (frameUrl) => {
    const client = window.atriumFrameHost.create(frameUrl)
    window.atriumFrameHost.client = client
    return client.connectFarcaster().then(
      () => 'resolved',
      (error: Error) => error.message,
    )
  }, auth.frame.url)
  expect(early).toBe(FRAME_MESSAGES.FRAME_PAGE_FARCASTER_NOT_STARTED)

  const url = await page.evaluate(
    async () => (await window.atriumFrameHost.client?.getFarcasterUri())?.url ?? '',
  )
  const link = new URL(url)
  expect(link.searchParams.get('channelToken')).toMatch(/^[A-Z0-9]+$/)
  expect(link.searchParams.get('domain')).toBe(new URL(auth.service.url).host)

  // The frame waits on the service while the user's Farcaster app signs, as a phone would.
  const connected = page.evaluate(() => window.atriumFrameHost.client?.connectFarcaster())
  await farcaster.signIn({ url })
  expect(await connected).toEqual({ userName: 'lab-farcaster' })

  const user = await page.evaluate(() => window.atriumFrameHost.client?.getUser())
  expect(user?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(user).toMatchObject({ email: null, userName: 'lab-farcaster' })
})
