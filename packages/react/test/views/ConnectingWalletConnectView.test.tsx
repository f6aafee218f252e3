import { UserRejectedRequestError } from '@atrium/common'
import { connectWalletConnect, type WalletConnectClient } from '@atrium/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppKitContextValue } from '../../src/context/AppKitContextValue.js'
import { loadLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { PAIRING_REFRESH_MS } from '../../src/views/useWalletConnectPairing.js'
import { createSubject } from '../helpers/createSubject.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'

// The views after Connect load in the background once the modal opens; here they are loaded
// first, so each view renders in the step that shows it (laterViews.test.tsx covers the wait).
beforeAll(() => loadLaterViews())

/**
 * A WalletConnect port driven by the test: each pairing publishes `wc:pairing-<n>` and waits for
 * `approve()` or `reject()`, as the provider waits for the wallet.
 */
function createPairingClient() {
  const pending: { resolve: () => void; reject: (error: unknown) => void }[] = []
  let count = 0
  const client: WalletConnectClient = {
    connectWalletConnect: ({ onUri }) =>
      new Promise<void>((resolve, reject) => {
        count += 1
        pending.push({ resolve, reject })
        queueMicrotask(() => onUri(`wc:pairing-${count}@2?relay-protocol=irn&symKey=00`))
      }),
  }
  return {
    client,
    approve: () => pending.shift()?.resolve(),
    reject: () => pending.shift()?.reject(new UserRejectedRequestError()),
  }
}

function openWithWalletConnect() {
  const subject = createSubject()
  const pairing = createPairingClient()
  const appKit: AppKitContextValue = {
    ...subject.appKit,
    connectWalletConnect: async ({ signal } = {}) => {
      await connectWalletConnect(subject.stores, {
        client: pairing.client,
        platform: { isTelegram: false, isIOSSafari: false },
        clock: Date,
        timers: subject.appKit.timers,
        signal,
        maxAttempts: 1,
      })
    },
  }
  renderWithAppKit(appKit, <ModalRoot />)
  act(() => appKit.open())
  const dialog = screen.getByRole('dialog')
  return { subject, pairing, dialog }
}

describe('ConnectingWalletConnect', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('the Connect view lists WalletConnect after the installed wallets', () => {
    const { dialog } = openWithWalletConnect()
    const names = within(within(dialog).getByRole('list', { name: 'Wallets' }))
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(names.at(-1)).toContain('WalletConnect')
  })

  it('shows the QR code of the URI, copies the link, and leaves the view once approved', async () => {
    const { dialog, pairing, subject } = openWithWalletConnect()
    fireEvent.click(within(dialog).getByRole('button', { name: /WalletConnect/ }))
    expect(within(dialog).getByRole('heading', { name: 'WalletConnect' })).toBeTruthy()
    const qr = await within(dialog).findByRole('img', { name: 'Scan this QR code with your phone' })
    const uri = qr.parentElement?.getAttribute('data-wc-uri')
    expect(uri).toMatch(/^wc:pairing-1@2/)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }))
    expect((await within(dialog).findByRole('status')).textContent).toBe('Link copied')
    expect(await navigator.clipboard.readText()).toBe(uri)

    await act(async () => pairing.approve())
    expect(subject.stores.connection.getState().status).toBe('connected')
    // Account, which this port without accounts leaves for Connect at once.
    expect(subject.stores.router.getState().view).not.toBe('ConnectingWalletConnect')
  })

  it('a wallet that rejects shows Connection declined; Try again shows a new URI', async () => {
    const { dialog, pairing } = openWithWalletConnect()
    fireEvent.click(within(dialog).getByRole('button', { name: /WalletConnect/ }))
    await within(dialog).findByRole('img', { name: 'Scan this QR code with your phone' })
    await act(async () => pairing.reject())
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Connection declined')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    const qr = await within(dialog).findByRole('img', { name: 'Scan this QR code with your phone' })
    expect(qr.parentElement?.getAttribute('data-wc-uri')).toMatch(/^wc:pairing-2@2/)
  })

  it('[CONN-003][CONN-004] a new URI is shown when 10 s of the 4-minute pairing remain', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { dialog } = openWithWalletConnect()
    fireEvent.click(within(dialog).getByRole('button', { name: /WalletConnect/ }))
    await act(async () => vi.advanceTimersByTimeAsync(0))
    const qr = () => within(dialog).getByTestId('wc-qr').getAttribute('data-wc-uri')
    expect(qr()).toMatch(/^wc:pairing-1@2/)
    await act(async () => vi.advanceTimersByTimeAsync(PAIRING_REFRESH_MS - 1))
    expect(qr()).toMatch(/^wc:pairing-1@2/)
    await act(async () => vi.advanceTimersByTimeAsync(1))
    expect(qr()).toMatch(/^wc:pairing-2@2/)
  })
})
