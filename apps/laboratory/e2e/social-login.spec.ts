import { type DevnetAuth, startDevnetAuth } from '@atrium/devnet'
import { expect, type Page, test } from '@playwright/test'
import { E2E_PORT } from './e2ePorts.js'

/** The laboratory's origin: the dApp origin this run's frame allows, where the sign-in popup lands. */
const LABORATORY_ORIGIN = `http://127.0.0.1:${E2E_PORT}`
let auth: DevnetAuth
test.beforeAll(async () => {
  auth = await startDevnetAuth({
    port: 0,
    smtpPort: 0,
    mailboxPort: 0,
    evm: [],
    allowedOrigins: [LABORATORY_ORIGIN],
  })
})
test.afterAll(async () => {
  await auth?.stop()
})

/**
 * One social sign-in as the modal does it: the frame gives the provider's URL, the dApp page opens
 * it in a popup and watches the popup until it is back on the dApp's own origin (then its URL is
 * readable), passes that URL to `connectSocial` and closes the popup. The test plays the person at
 * the provider's (the devnet's) login page.
 */
async function signInWithGoogle(page: Page, login: string) {
  const redirect = await page.evaluate(() =>
    window.atriumFrameHost.client?.getSocialRedirectUri({ provider: 'google' }),
  )
  const uri = redirect?.uri ?? ''
  expect(uri).toMatch(new RegExp(`^${auth.oidc.issuers.google.issuer}/auth\\?`))
  const popupOpened = page.waitForEvent('popup')
  const signedIn = page.evaluate(async (authorizationUri) => {
    const popup = window.open(authorizationUri, 'atrium-social', 'popup,width=480,height=640')
    if (popup === null) throw new Error('the popup was blocked')
    const landed = await new Promise<string>((resolve) => {
      const timer = setInterval(() => {
        try {
          // Reading a cross-origin popup's location throws: it is still at the provider's.
          if (popup.location.origin !== window.location.origin) return
          clearInterval(timer)
          resolve(popup.location.href)
        } catch {}
      }, 100)
    })
    popup.close()
    const client = window.atriumFrameHost.client
    if (!client) throw new Error('no client')
    await client.connectSocial({ uri: landed })
    return { landed, user: await client.getUser() }
  }, uri)
  const popup = await popupOpened
  await popup.getByLabel('Login').fill(login)
  await popup.getByRole('button', { name: 'Sign in' }).click()
  return signedIn
}

test('Google through the secure frame: the popup lands on the dApp origin, connectSocial signs in, a second sign-in gives the same address', async ({
  page,
}) => {
  await page.goto(`${LABORATORY_ORIGIN}/frame-host.html`)
  await page.waitForFunction(() => window.atriumFrameHost !== undefined)
  await page.evaluate((frameUrl) => {
    window.atriumFrameHost.client = window.atriumFrameHost.create(frameUrl)
  }, auth.frame.url)

  const first = await signInWithGoogle(page, 'ada-e2e')
  const landed = new URL(first.landed)
  expect(landed.origin).toBe(LABORATORY_ORIGIN)
  expect([...landed.searchParams.keys()].sort()).toEqual(['code', 'iss', 'state'])
  expect(first.user).toMatchObject({ email: null, userName: 'ada-e2e', chainId: 1 })
  expect(first.user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // The session token stays on the frame's origin: the dApp page's storage holds nothing of it.
  expect(await page.evaluate(() => ({ ...window.localStorage, ...window.sessionStorage }))).toEqual({})

  await page.evaluate(() => window.atriumFrameHost.client?.signOut())
  const second = await signInWithGoogle(page, 'ada-e2e')
  expect(second.user.address).toBe(first.user.address)
  const other = await signInWithGoogle(page, 'bob-e2e')
  expect(other.user.address).not.toBe(first.user.address)
})
