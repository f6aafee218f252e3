import { createFarcasterTestClient, verifySolanaSignature } from '@atrium/testing'
import { expect, test } from '@atrium/testing/playwright'
import type { Page } from '@playwright/test'
import bs58 from 'bs58'
import { createPublicClient, createTestClient, type Hex, http, parseEther } from 'viem'
import { runChainAction } from './chainPage.js'
import { E2E_DEVNET_PORT_BASE, getE2eEvmRpcUrl } from './e2ePorts.js'

const EVM_PAGE = '/?devWallet=off#/evm'
/** The e2e devnet's dev mailbox, where the dev auth service's mail sink keeps every code it mailed. */
const MAILBOX_URL = `http://127.0.0.1:${E2E_DEVNET_PORT_BASE + 71}`

/** The e2e devnet's Farcaster auth relay (its stand-in IdRegistry is on chain 10). */
const FARCASTER_RELAY_URL = `http://127.0.0.1:${E2E_DEVNET_PORT_BASE + 86}`

const modal = (page: Page) => page.locator('atrium-modal').getByRole('dialog')

/** Every mail the dev mailbox holds for `email`, oldest first. */
async function readMails(email: string): Promise<{ text: string }[]> {
  const response = await fetch(`${MAILBOX_URL}/v1/messages?to=${encodeURIComponent(email)}`)
  return ((await response.json()) as { messages: { text: string }[] }).messages
}

/** The 6-digit code of the latest mail the dev mailbox holds for `email`, once it holds more than `seen`. */
async function readCode(email: string, seen = 0): Promise<string> {
  await expect.poll(async () => (await readMails(email)).length).toBeGreaterThan(seen)
  const code = /\b(\d{6})\b/.exec((await readMails(email)).at(-1)?.text ?? '')?.[1]
  if (code === undefined) throw new Error(`no code mailed to ${email}`)
  return code
}

/** A Farcaster user with a custody key, registered on the devnet's stand-in IdRegistry. */
async function registerFarcasterUser(user: { fid: number; username: string; displayName: string }) {
  const farcaster = createFarcasterTestClient({
    relayUrl: FARCASTER_RELAY_URL,
    rpcUrl: getE2eEvmRpcUrl(10),
    ...user,
  })
  await farcaster.register()
  return farcaster
}

/** Opens the EVM page's modal on the Connect view; resolves with its dialog. */
async function openConnectView(page: Page) {
  await page.goto(EVM_PAGE)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  return modal(page)
}

/** Opens the modal and mails a code to `email` from its email field. */
async function startEmailSignIn(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = modal(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await expect(dialog.getByRole('heading', { name: 'Confirm email' })).toBeVisible()
  await expect(dialog).toContainText(email)
}

test('email sign-in in the modal: the mailed code opens Account with the embedded address, which signs and sends on the devnet; a reload keeps the session; disconnect signs out', async ({
  page,
}) => {
  const email = `modal-${Date.now()}@example.com`
  await page.goto(EVM_PAGE)
  await startEmailSignIn(page, email)
  const dialog = modal(page)
  const code = await readCode(email)

  // A wrong code: the frame's reason under the field, the code kept to correct it.
  const wrong = code === '000000' ? '111111' : '000000'
  const field = dialog.getByRole('textbox', { name: 'Sign-in code' })
  await field.fill(wrong)
  await expect(dialog.getByRole('alert')).toHaveText('Invalid code')
  await expect(field).toHaveValue(wrong)
  // The code was mailed seconds ago: the resend waits out the 30 s cooldown.
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled()

  await field.fill(code)
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  const address = (await page.getByTestId('state-address').textContent()) as Hex
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(page.getByTestId('wagmi-address')).toHaveText(address)
  await dialog.getByRole('button', { name: 'Close' }).click()

  // The embedded wallet signs (through appKit and through the dApp's own wagmi hooks) …
  await page.getByRole('button', { name: 'AppKit: sign' }).click()
  await expect(page.getByTestId('appkit-signature-verified')).toHaveText('true')
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByTestId('signature-verified')).toHaveText('true')

  // … and sends on the devnet chain once it has ether.
  const rpc = http(getE2eEvmRpcUrl(1))
  await createTestClient({ mode: 'anvil', transport: rpc }).setBalance({ address, value: parseEther('1') })
  const chain = createPublicClient({ transport: rpc })
  const nonceBefore = await chain.getTransactionCount({ address })
  await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
  await expect(page.getByTestId('transfer-status')).toHaveText('success')
  expect(await chain.getTransactionCount({ address })).toBe(nonceBefore + 1)

  // A reload restores the session from the frame without a new code.
  await page.reload()
  await expect(page.getByTestId('state-isConnected')).toHaveText('true')
  await expect(page.getByTestId('state-address')).toHaveText(address)

  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-isConnected')).toHaveText('false')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  await expect(page.getByTestId('state-isConnected')).toHaveText('false')
})

test('[FRAME-021] email change from the Account view: the code mailed to the current address, then the one mailed to the new address; Account names the new address, which then signs in to the same wallet', async ({
  page,
}) => {
  const stamp = Date.now()
  const email = `change-${stamp}@example.com`
  const newEmail = `changed-${stamp}@example.com`
  await page.goto(EVM_PAGE)
  await startEmailSignIn(page, email)
  const dialog = modal(page)
  await dialog.getByRole('textbox', { name: 'Sign-in code' }).fill(await readCode(email))
  await expect(dialog).toContainText(`Signed in as ${email}`)
  const address = await page.getByTestId('state-address').textContent()

  await dialog.getByRole('button', { name: 'Change email' }).click()
  await expect(dialog.getByRole('heading', { name: 'Change email' })).toBeVisible()
  const field = dialog.getByRole('textbox', { name: 'New email' })
  await field.fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('This is the email you are signed in with')
  const mailsToCurrent = (await readMails(email)).length
  await field.fill(newEmail)
  await dialog.getByRole('button', { name: 'Continue' }).click()

  await expect(dialog.getByRole('heading', { name: 'Confirm current email' })).toBeVisible()
  await expect(dialog).toContainText(email)
  // The service mails an address once in 30 s: the resend counts down from the first mail.
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled()
  const primary = await readCode(email, mailsToCurrent)
  // A wrong code: the frame's reason under the field, the code kept to correct it.
  const code = dialog.getByRole('textbox', { name: 'Confirmation code' })
  const wrong = primary === '000000' ? '111111' : '000000'
  await code.fill(wrong)
  await expect(dialog.getByRole('alert')).toHaveText('Invalid code')
  await expect(code).toHaveValue(wrong)
  await code.fill(primary)

  await expect(dialog.getByRole('heading', { name: 'Confirm new email' })).toBeVisible()
  await expect(dialog).toContainText(newEmail)
  await dialog.getByRole('textbox', { name: 'Confirmation code' }).fill(await readCode(newEmail))
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog).toContainText(`Signed in as ${newEmail}`)
  await expect(
    page.locator('atrium-modal').getByRole('status').filter({ hasText: 'Email changed' }),
  ).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('state-isConnected')).toHaveText('false')
  const mailsToNew = (await readMails(newEmail)).length
  await startEmailSignIn(page, newEmail)
  await modal(page)
    .getByRole('textbox', { name: 'Sign-in code' })
    .fill(await readCode(newEmail, mailsToNew))
  await expect(modal(page)).toContainText(`Signed in as ${newEmail}`)
  await expect(page.getByTestId('state-address')).toHaveText(address ?? '')
})

test('[FRAME-022] another email within 30 s of the last one is refused with the seconds left, and what was typed stays', async ({
  page,
}) => {
  await page.goto(EVM_PAGE)
  await startEmailSignIn(page, `cooldown-${Date.now()}@example.com`)
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'Back' }).click()
  const other = `cooldown-other-${Date.now()}@example.com`
  await dialog.getByRole('textbox', { name: 'Email' }).fill(other)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(/^Please try again after ([1-9]|[12][0-9]|30) seconds$/)
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(other)
})

test('[FRAME-019] the email field refuses what is no email address before anything is sent', async ({
  page,
}) => {
  const dialog = await openConnectView(page)
  const frames = () => page.locator('iframe').count()
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Enter a valid email address')
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email')
  expect(await frames()).toBe(0)
})

test('social sign-in in the modal: Google opens its window in the click, the devnet provider signs in, and Account shows the embedded wallet with the user name', async ({
  page,
}) => {
  const dialog = await openConnectView(page)
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with Google' }).click()
  await expect(dialog.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible()
  const popup = await popupOpened
  await popup.getByLabel('Login').fill('modal-google')
  await popup.getByRole('button', { name: 'Sign in' }).click()

  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog).toContainText('Signed in as modal-google')
  await expect(page.getByTestId('state-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  await expect.poll(() => popup.isClosed()).toBe(true)
})

test('social sign-in in the modal: closing the provider window before signing in says so, and Try again opens a new one', async ({
  page,
}) => {
  const dialog = await openConnectView(page)
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue with GitHub' }).click()
  const popup = await popupOpened
  await popup.getByLabel('Login').waitFor()
  await popup.close()
  await expect(dialog.getByRole('alert')).toHaveText('The GitHub window was closed before you signed in')

  const again = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Try again' }).click()
  const second = await again
  await second.getByLabel('Login').fill('modal-github')
  await second.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog).toContainText('Signed in as modal-github')
})

test('Farcaster in the modal: the sign-in link as QR code and link, the test Farcaster client signs it, Account shows the embedded wallet', async ({
  page,
}) => {
  const farcaster = await registerFarcasterUser({
    fid: 8201,
    username: 'modal-farcaster',
    displayName: 'Modal Farcaster',
  })
  const dialog = await openConnectView(page)
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect(dialog.getByRole('heading', { name: 'Sign in with Farcaster' })).toBeVisible()
  await expect(dialog.getByRole('img', { name: 'Farcaster sign-in QR code' })).toBeVisible()
  const url = (await dialog.getByRole('link', { name: /Open Farcaster/ }).getAttribute('href')) ?? ''
  expect(new URL(url).searchParams.get('channelToken')).toMatch(/^[A-Z0-9]+$/)

  await farcaster.signIn({ url })
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog).toContainText('Signed in as modal-farcaster')
})

test('[ROUTER-021] going back from Farcaster unsigned reloads the frame; the next Farcaster sign-in starts on a new channel and works', async ({
  page,
}) => {
  const farcaster = await registerFarcasterUser({
    fid: 8202,
    username: 'modal-fc-back',
    displayName: 'Modal Farcaster Back',
  })
  const dialog = await openConnectView(page)
  const link = dialog.getByRole('link', { name: /Open Farcaster/ })
  const channelOf = async () =>
    new URL((await link.getAttribute('href')) ?? '').searchParams.get('channelToken')
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect(link).toBeVisible()
  const firstChannel = await channelOf()
  // The secure frame's iframe navigates again: the reload that drops the unfinished sign-in.
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame.parentFrame() === page.mainFrame())
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByRole('heading', { name: 'Connect wallet' })).toBeVisible()
  await reloaded

  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect(link).toBeVisible()
  const secondChannel = await channelOf()
  expect(secondChannel).toMatch(/^[A-Z0-9]+$/)
  expect(secondChannel).not.toBe(firstChannel)
  await farcaster.signIn({ url: (await link.getAttribute('href')) ?? '' })
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog).toContainText('Signed in as modal-fc-back')
})

test('going back from Farcaster and choosing Google at once: the Google sign-in is not dropped by the reload and works', async ({
  page,
}) => {
  const dialog = await openConnectView(page)
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect(dialog.getByRole('link', { name: /Open Farcaster/ })).toBeVisible()
  const popupOpened = page.waitForEvent('popup')
  // Google is clicked in the first frame that shows it after Back: well within the 100 ms before
  // the reload that drops the Farcaster sign-in is due.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const buttons = () => [
          ...(document.querySelector('atrium-modal')?.shadowRoot?.querySelectorAll('button') ?? []),
        ]
        buttons()
          .find((button) => button.getAttribute('aria-label') === 'Back' || button.textContent === 'Back')
          ?.click()
        const clickGoogle = () => {
          const google = buttons().find((button) => button.textContent === 'Continue with Google')
          if (google === undefined) return requestAnimationFrame(clickGoogle)
          google.click()
          resolve()
        }
        clickGoogle()
      }),
  )
  const popup = await popupOpened
  await popup.getByLabel('Login').fill('modal-google-back')
  await popup.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await expect(dialog).toContainText('Signed in as modal-google-back')
})

test('one email sign-in on the multi-chain page: the embedded wallet connects on eip155 and solana, and its Solana key signs', async ({
  page,
}) => {
  const email = `multichain-${Date.now()}@example.com`
  await page.goto('/?devWallet=off#/multichain')
  await page.getByRole('button', { name: 'Open modal for solana' }).click()
  const dialog = modal(page)
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue with email' }).click()
  await dialog.getByRole('textbox', { name: 'Sign-in code' }).fill(await readCode(email))
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()

  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('eip155-status')).toHaveText('connected')
  await expect(page.getByTestId('eip155-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const solanaAddress = (await page.getByTestId('solana-address').textContent()) ?? ''
  expect(bs58.decode(solanaAddress)).toHaveLength(32)
  await dialog.getByRole('button', { name: 'Close' }).click()

  const signature = await runChainAction(page, {
    namespace: 'solana',
    button: /Sign message/,
    output: 'signature',
  })
  expect(
    await verifySolanaSignature({
      address: solanaAddress,
      message: 'Hello from the Atrium laboratory',
      signature: bs58.decode(signature),
    }),
  ).toBe(true)
})
