import { createPublicKey, verify } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type DevnetAuth, SOLANA_DEVNET_NETWORK_ID, startDevnetAuth } from '@atrium/devnet'
import { expect, type Page, test } from '@playwright/test'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  stringToHex,
  verifyMessage,
} from 'viem'
import { E2E_PORT, E2E_SOLANA_RPC_URL, getE2eEvmRpcUrl } from './e2ePorts.js'

/** The laboratory's origin: the one dApp origin this run's frame allows. */
const LABORATORY_ORIGIN = `http://127.0.0.1:${E2E_PORT}`
let auth: DevnetAuth
/** How far the auth service's clock runs ahead of the real one: the expired-code test moves it. */
let clockAheadMs = 0
/** A dApp origin nobody allowed: a real server on another port (an intercepted page would not do: Chromium does not let it frame a loopback address at all). */
let hostile: { origin: string; close: () => Promise<void> }
test.beforeAll(async () => {
  hostile = await startHostilePageServer()
  auth = await startDevnetAuth({
    port: 0,
    smtpPort: 0,
    mailboxPort: 0,
    evm: [{ chainId: 1, rpcUrl: getE2eEvmRpcUrl(1) }],
    solana: [{ chainId: SOLANA_DEVNET_NETWORK_ID, rpcUrl: E2E_SOLANA_RPC_URL }],
    allowedOrigins: [LABORATORY_ORIGIN],
    // The device test mails a second login code to one address within seconds, from another device.
    limits: { resendCooldownMs: 1 },
    now: () => new Date(Date.now() + clockAheadMs),
  })
})
test.afterAll(async () => {
  await Promise.all([auth?.stop(), hostile?.close()])
})

/** Serves an empty page on 127.0.0.1 and a free port: an origin the frame was not told about. */
async function startHostilePageServer() {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end('<!doctype html><title>hostile</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The 6-digit code of the latest mail the dev mailbox holds for `email`. */
async function readCode(email: string): Promise<string> {
  const response = await fetch(`${auth.mailSink.url}/v1/messages?to=${encodeURIComponent(email)}`)
  const { messages } = (await response.json()) as { messages: { text: string }[] }
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1]
  if (code === undefined) throw new Error(`no code mailed to ${email}`)
  return code
}

/** Opens the laboratory's frame host page and starts an email sign-in through its frame client. */
async function startEmailSignIn(page: Page, email: string) {
  await page.goto(`${LABORATORY_ORIGIN}/frame-host.html`)
  await page.waitForFunction(() => window.atriumFrameHost !== undefined)
  return page.evaluate(
    async ({ frameUrl, address }) => {
      const client = window.atriumFrameHost.create(frameUrl)
      window.atriumFrameHost.client = client
      return client.connectEmail({ email: address })
    },
    { frameUrl: auth.frame.url, address: email },
  )
}

/** Sends the code from the dev mailbox through the frame, then asks the frame for the user. */
async function finishEmailSignIn(page: Page, email: string) {
  return page.evaluate(
    async (code) => {
      const client = window.atriumFrameHost.client
      if (!client) throw new Error('no client')
      await client.connectOtp({ otp: code })
      return client.getUser()
    },
    await readCode(email),
  )
}

test('email sign-in through the secure frame: code from the dev mailbox, the embedded address signs and sends on the devnet, a reload keeps the session, sign out', async ({
  page,
}) => {
  const email = 'frame-e2e@example.com'
  expect(await startEmailSignIn(page, email)).toEqual({ action: 'VERIFY_OTP' })
  const user = await finishEmailSignIn(page, email)
  expect(user.email).toBe(email)
  expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // The session token stays on the frame's origin: the dApp page's storage holds nothing of it.
  expect(await page.evaluate(() => ({ ...window.localStorage, ...window.sessionStorage }))).toEqual({})

  const message = 'Sign in to the Atrium laboratory'
  const signature = await page.evaluate(
    ({ hex, address }) =>
      window.atriumFrameHost.client?.request({ method: 'personal_sign', params: [hex, address] }),
    { hex: stringToHex(message), address: user.address },
  )
  expect(
    await verifyMessage({ address: user.address as Address, message, signature: signature as Hex }),
  ).toBe(true)

  // The embedded wallet sends on the devnet's chain 1; the test funds it first.
  const chain = createPublicClient({ transport: http(getE2eEvmRpcUrl(1)) })
  await chain.request({
    method: 'anvil_setBalance' as never,
    params: [user.address, numberToHex(parseEther('1'))] as never,
  })
  const recipient = '0x000000000000000000000000000000000000dEaD'
  const before = await chain.getBalance({ address: recipient })
  const hash = await page.evaluate(
    ({ from, to, value }) =>
      window.atriumFrameHost.client?.request({
        method: 'eth_sendTransaction',
        params: [{ from, to, value }],
        chainId: 1,
      }),
    { from: user.address, to: recipient, value: numberToHex(parseEther('0.25')) },
  )
  const receipt = await chain.waitForTransactionReceipt({ hash: hash as Hex })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(user.address.toLowerCase())
  expect((await chain.getBalance({ address: recipient })) - before).toBe(parseEther('0.25'))

  // A reload keeps the session: it lives in the frame origin's storage, not in the page.
  await page.reload()
  await page.waitForFunction(() => window.atriumFrameHost !== undefined)
  const afterReload = await page.evaluate(async (frameUrl) => {
    const client = window.atriumFrameHost.create(frameUrl)
    window.atriumFrameHost.client = client
    return client.getUser()
  }, auth.frame.url)
  expect(afterReload.address).toBe(user.address)

  const afterSignOut = await page.evaluate(async () => {
    const client = window.atriumFrameHost.client
    if (!client) throw new Error('no client')
    await client.signOut()
    return client.getUser().then(
      () => 'still signed in',
      (error: Error) => error.message,
    )
  })
  expect(afterSignOut).toBe('Your session has ended. Sign in again')
})

test('[FRAME-030] the frame relays the Solana signing methods on a solana: chain and wallet_sendCalls on an eip155 one: a signed message verifies, a Solana transfer and two calls land on the devnet', async ({
  page,
}) => {
  const email = 'frame-multichain@example.com'
  await startEmailSignIn(page, email)
  const evmUser = await finishEmailSignIn(page, email)
  const request = (parameters: { method: string; params: unknown; chainId: string | number }) =>
    page.evaluate((payload) => window.atriumFrameHost.client?.request(payload as never), parameters)

  // On a Solana chain the frame gives the user's Solana account.
  const solanaUser = await page.evaluate(
    (chainId) => window.atriumFrameHost.client?.getUser({ chainId }),
    SOLANA_DEVNET_NETWORK_ID,
  )
  const owner = new PublicKey(solanaUser?.address ?? '')
  expect(owner.toBase58()).not.toBe(evmUser.address)

  const message = new TextEncoder().encode('Sign in to the Atrium laboratory on Solana')
  const { signature } = (await request({
    method: 'solana_signMessage',
    params: { message: bs58.encode(message), pubkey: owner.toBase58() },
    chainId: SOLANA_DEVNET_NETWORK_ID,
  })) as { signature: string }
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(owner.toBytes()).toString('base64url') },
    format: 'jwk',
  })
  expect(verify(null, message, publicKey, bs58.decode(signature))).toBe(true)

  const connection = new Connection(E2E_SOLANA_RPC_URL, 'confirmed')
  await connection.confirmTransaction(await connection.requestAirdrop(owner, LAMPORTS_PER_SOL), 'confirmed')
  const recipient = Keypair.generate().publicKey
  const { blockhash } = await connection.getLatestBlockhash()
  const transfer = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: owner, toPubkey: recipient, lamports: LAMPORTS_PER_SOL / 10 }),
  )
  const sent = (await request({
    method: 'solana_signAndSendTransaction',
    params: {
      transaction: transfer
        .serialize({ requireAllSignatures: false, verifySignatures: false })
        .toString('base64'),
    },
    chainId: SOLANA_DEVNET_NETWORK_ID,
  })) as { signature: string }
  expect((await connection.confirmTransaction(sent.signature, 'confirmed')).value.err).toBeNull()
  expect(await connection.getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 10)

  const chain = createPublicClient({ transport: http(getE2eEvmRpcUrl(1)) })
  await chain.request({
    method: 'anvil_setBalance' as never,
    params: [evmUser.address, numberToHex(parseEther('1'))] as never,
  })
  const targets = [
    '0x000000000000000000000000000000000000bEEF',
    '0x000000000000000000000000000000000000fEED',
  ] as const
  const before = await Promise.all(targets.map((address) => chain.getBalance({ address })))
  const { id } = (await request({
    method: 'wallet_sendCalls',
    params: [{ chainId: '0x1', calls: targets.map((to) => ({ to, value: numberToHex(parseEther('0.1')) })) }],
    chainId: 1,
  })) as { id: string }
  expect(await request({ method: 'wallet_getCallsStatus', params: [id], chainId: 1 })).toMatchObject({
    status: 200,
    receipts: [{ status: '0x1' }, { status: '0x1' }],
  })
  const after = await Promise.all(targets.map((address) => chain.getBalance({ address })))
  expect(after.map((balance, index) => balance - (before[index] ?? 0n))).toEqual([
    parseEther('0.1'),
    parseEther('0.1'),
  ])
})

test('[FRAME-020] a second browser is a new device: VERIFY_DEVICE, the mailed approval link, then the code, the same wallet', async ({
  page,
  browser,
}) => {
  const email = 'frame-device@example.com'
  expect(await startEmailSignIn(page, email)).toEqual({ action: 'VERIFY_OTP' })
  const first = await finishEmailSignIn(page, email)

  // Another browser context has its own frame storage, so its frame sends another device id.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  expect(await startEmailSignIn(otherPage, email)).toEqual({ action: 'VERIFY_DEVICE' })
  const approving = otherPage.evaluate(() => window.atriumFrameHost.client?.connectDevice())
  const response = await fetch(`${auth.mailSink.url}/v1/messages?to=${encodeURIComponent(email)}`)
  const { messages } = (await response.json()) as { messages: { text: string }[] }
  const link = /https?:\/\/\S+\/device\/approve\?token=[\w-]+/.exec(messages.at(-1)?.text ?? '')?.[0]
  if (link === undefined) throw new Error('no approval link mailed')
  expect((await fetch(link)).status).toBe(200)
  await approving
  const second = await finishEmailSignIn(otherPage, email)
  expect(second.address).toBe(first.address)
  await other.close()
})

/**
 * Opens a page on the hostile origin that embeds the frame as a dApp would and keeps every message
 * it gets in `window.received`.
 */
async function embedFromHostileOrigin(page: Page) {
  await page.goto(`${hostile.origin}/`)
  await page.evaluate(async (frameUrl) => {
    const received: unknown[] = []
    Object.assign(window, { received })
    window.addEventListener('message', (event) => received.push(event.data))
    const iframe = document.createElement('iframe')
    iframe.src = `${frameUrl}?projectId=p&chainId=1&version=2.16.7&enableLogger=false`
    const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve))
    document.body.append(iframe)
    await loaded
    iframe.contentWindow?.postMessage({ type: '@atrium-app/GET_USER', id: 'probe' }, '*')
  }, auth.frame.url)
  const child = page.frames().find((frame) => frame !== page.mainFrame())
  if (!child) throw new Error('the hostile page has no iframe')
  return {
    child,
    received: () => page.evaluate(() => (window as unknown as { received: unknown[] }).received),
  }
}

test('a dApp origin the frame does not allow cannot embed it', async ({ page }) => {
  const { child, received } = await embedFromHostileOrigin(page)
  // Chromium refuses to render the frame page inside the hostile page (its CSP frame-ancestors)…
  expect(child.url()).toBe('chrome-error://chromewebdata/')
  // …so no ready event and no reply ever reached the hostile page.
  expect(await received()).toEqual([])
})

test('without the CSP header, the frame page itself refuses a dApp origin the deployment does not allow', async ({
  page,
}) => {
  // A proxy or browser that drops frame-ancestors: the page's own check is what is left.
  await page.route(`${auth.frame.url}?*`, async (route) => {
    const response = await route.fetch()
    const headers = { ...response.headers() }
    delete headers['content-security-policy']
    await route.fulfill({ response, headers })
  })
  const { child, received } = await embedFromHostileOrigin(page)
  await expect(child.locator('#frame-status')).toHaveText(
    `Invalid App Configuration: The origin ${hostile.origin} is not on the allowlist of this project. Add it in the project settings.`,
  )
  expect(await received()).toEqual([])
})

test("a code used after its lifetime is refused with the service's message", async ({ page }) => {
  const email = 'frame-expired@example.com'
  expect(await startEmailSignIn(page, email)).toEqual({ action: 'VERIFY_OTP' })
  const code = await readCode(email)
  // Codes live 10 minutes (the service's default): the service's clock moves 11 minutes ahead.
  clockAheadMs = 11 * 60_000
  try {
    const refused = await page.evaluate(
      (otp) =>
        window.atriumFrameHost.client?.connectOtp({ otp }).then(
          () => 'signed in',
          (error: Error) => error.message,
        ),
      code,
    )
    expect(refused).toBe('The code has expired. Request a new one')
  } finally {
    clockAheadMs = 0
  }
})
