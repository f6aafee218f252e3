import { mainnet, UserRejectedRequestError } from '@atrium/common'
import {
  type AnalyticsEvent,
  createWalletConnectPairing,
  type ResolveOptionsParameters,
  type WalletConnectClient,
} from '@atrium/core'
import { createMemoryAdapter } from '@atrium/testing/unit'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppKitContextValue } from '../../src/context/AppKitContextValue.js'
import { loadLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { createTestAppKit } from '../helpers/createTestAppKit.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'

// The views after Connect load in the background once the modal opens; here they are loaded
// first, so each view renders in the step that shows it (laterViews.test.tsx covers the wait).
beforeAll(() => loadLaterViews())

const TRUST = {
  id: 'trust',
  name: 'Trust',
  mobile_link: 'trust://',
  desktop_link: 'trustdesktop://',
  webapp_link: 'https://wallet.example/',
}
/** A directory entry gone bad: script and data URLs where the links belong. */
const EVIL = {
  id: 'evil',
  name: 'Evil',
  mobile_link: 'javascript:alert(1)//',
  desktop_link: 'data:text/html,<script>alert(1)</script>',
  webapp_link: 'javascript:alert(2)//',
}

/**
 * The WalletConnect port driven by the test: each pairing announces `wc:pairing-<n>` (at once,
 * or on `announce()` when `manual`) and waits for `approve()` or `reject()`, as the provider waits
 * for the wallet.
 */
function createPairingPeer(parameters: { readonly manual?: boolean } = {}) {
  const pending: {
    uri: string
    onUri: (uri: string) => void
    resolve: () => void
    reject: (error: unknown) => void
  }[] = []
  const client: WalletConnectClient = {
    connectWalletConnect: ({ onUri }) =>
      new Promise<void>((resolve, reject) => {
        const uri = `wc:pairing-${pending.length + 1}@2?relay-protocol=irn&symKey=00`
        pending.push({ uri, onUri, resolve, reject })
        if (!parameters.manual) queueMicrotask(() => onUri(uri))
      }),
  }
  return {
    client,
    count: () => pending.length,
    announce: () => {
      const last = pending.at(-1)
      last?.onUri(last.uri)
    },
    approve: () => pending.at(-1)?.resolve(),
    reject: () => pending.at(-1)?.reject(new UserRejectedRequestError()),
  }
}

function setup(
  parameters: {
    readonly phone: boolean
    readonly options?: ResolveOptionsParameters
    readonly manual?: boolean
    readonly view?: 'ConnectingWalletConnectBasic'
    readonly recentWallets?: readonly (typeof EVIL)[]
  } = { phone: true },
) {
  const memory = createMemoryAdapter({
    wallets: [],
    addresses: ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    networkId: 'eip155:1',
  })
  const subject = createTestAppKit({
    adapters: [memory.adapter],
    networks: [mainnet],
    options: { customWallets: [TRUST], ...parameters.options },
  })
  const peer = createPairingPeer({ manual: parameters.manual ?? false })
  const events: AnalyticsEvent[] = []
  const pairing = createWalletConnectPairing(subject.stores, {
    client: peer.client,
    getPlatform: () => ({ isTelegram: false, isIOSSafari: false }),
    clock: Date,
    timers: subject.appKit.timers,
    storage: subject.storage,
    track: (event) => events.push(event),
  })
  const appKit: AppKitContextValue = {
    ...subject.appKit,
    clock: Date,
    connectWalletConnect: pairing.connect,
    prefetchWalletConnect: pairing.prefetch,
    isDeepLinkPlatform: () => parameters.phone,
  }
  if (parameters.recentWallets !== undefined) subject.storage.setRecentWallets(parameters.recentWallets)
  renderWithAppKit(appKit, <ModalRoot />)
  act(() => appKit.open(parameters.view === undefined ? {} : { view: parameters.view }))
  const open = vi.spyOn(window, 'open').mockImplementation(() => null)
  return { ...subject, peer, events, dialog: screen.getByRole('dialog'), open }
}

const uriOf = (dialog: HTMLElement) => within(dialog).getByTestId('wc-qr').getAttribute('data-wc-uri')

describe('WalletConnect deep links', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('[CONN-010][CONN-016][CONN-017] on a phone the tap opens the prefetched wc?uri= link at once; the view offers open again, QR and copy', async () => {
    const { dialog, peer, stores, storage, events, open } = setup()
    await waitFor(() => expect(stores.connection.getState().wcUri).toMatch(/^wc:pairing-1@2/))
    const uri = stores.connection.getState().wcUri ?? ''
    const link = `trust://wc?uri=${encodeURIComponent(uri)}`

    fireEvent.click(within(dialog).getByRole('button', { name: 'Trust' }))
    // Synchronously, inside the click handler: Telegram and iOS block a link opened after an await.
    expect(open).toHaveBeenCalledWith(link, '_self', undefined)
    expect(stores.connection.getState().wcLinking).toEqual({ name: 'Trust', href: 'trust://' })
    expect(within(dialog).getByRole('heading', { name: 'Trust' })).toBeTruthy()
    expect(within(dialog).getByText('Continue in Trust')).toBeTruthy()
    expect(
      within(dialog).getByText('Trust did not open? Open it again, or use the QR code or the link.'),
    ).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Trust' }))
    expect(open).toHaveBeenLastCalledWith(link, '_self', undefined)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show QR code' }))
    expect(uriOf(dialog)).toBe(uri)
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeTruthy()
    // The view joined the prefetched pairing: the URI in the wallet is the live one.
    expect(peer.count()).toBe(1)

    await act(async () => peer.approve())
    expect(stores.connection.getState().status).toBe('connected')
    expect(storage.getDeepLinkChoice()).toEqual({ name: 'Trust', href: 'trust://' })
    expect(storage.getRecentWallets().map((wallet) => wallet.id)).toEqual(['trust'])
    expect(events).toEqual([{ event: 'CONNECT_SUCCESS', properties: { method: 'mobile', name: 'Trust' } }])
  })

  it('[CONN-010] a tap before the URI exists opens nothing; Open opens the link once it does', async () => {
    const { dialog, peer, stores, open } = setup({ phone: true, manual: true })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trust' }))
    expect(open).not.toHaveBeenCalled()
    expect(within(dialog).getByText('Creating a connection link')).toBeTruthy()

    act(() => peer.announce())
    const uri = stores.connection.getState().wcUri ?? ''
    expect(within(dialog).getByText('Accept the connection request in your wallet')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Trust' }))
    expect(open).toHaveBeenCalledWith(`trust://wc?uri=${encodeURIComponent(uri)}`, '_self', undefined)
  })

  it('[CONN-010] javascript: and data: links of a wallet entry are never opened', async () => {
    const { dialog, stores, open } = setup({
      phone: true,
      options: { customWallets: [{ id: 'custom-evil', name: 'Custom Evil', mobile_link: EVIL.mobile_link }] },
      recentWallets: [EVIL],
    })
    // A stored wallet whose every link is unsafe is no WalletConnect wallet at all.
    expect(within(dialog).queryByRole('button', { name: 'Evil' })).toBeNull()
    // Nor does the list prefetch a URI for it: no wallet listed has a deep link.
    expect(stores.connection.getState().buffering).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Custom Evil' }))
    expect(open).not.toHaveBeenCalled()
    expect(stores.connection.getState().wcLinking).toBeUndefined()
    // No deep link to offer: the QR code, and no button built from the bad link.
    await within(dialog).findByRole('img', { name: 'Scan this QR code with your phone' })
    expect(within(dialog).queryByRole('button', { name: 'Open Custom Evil' })).toBeNull()
  })

  it('on a computer the picked wallet shows the QR code with its logo, waits on it, and opens its desktop and web apps with the URI', async () => {
    const { dialog, open, stores } = setup({ phone: false })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trust' }))
    expect(open).not.toHaveBeenCalled()
    const qr = await within(dialog).findByRole('img', { name: 'Scan this QR code with your phone' })
    const uri = encodeURIComponent(stores.connection.getState().wcUri ?? '')
    await waitFor(() => expect(qr.querySelector('image')).not.toBeNull())
    expect(within(dialog).getByRole('status').textContent).toBe('Waiting for Trust')
    const openDesktop = within(dialog).getByRole('button', { name: 'Open desktop app' })
    expect(openDesktop.className).toContain('atr-button--main')

    fireEvent.click(openDesktop)
    expect(open).toHaveBeenLastCalledWith(`trustdesktop://wc?uri=${uri}`, '_self', undefined)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open web app' }))
    expect(open).toHaveBeenLastCalledWith(
      `https://wallet.example/wc?uri=${uri}`,
      '_blank',
      'noopener,noreferrer',
    )
    expect(stores.connection.getState().wcLinking).toEqual({ name: 'Trust', href: 'https://wallet.example/' })
  })

  it('on a computer nothing is paired while the list shows; reaching for a wallet prepares the pairing its QR code then shows', async () => {
    const { dialog, peer, stores } = setup({ phone: false })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(peer.count()).toBe(0)
    const trust = within(dialog).getByRole('button', { name: 'Trust' })
    fireEvent.pointerOver(trust)
    await waitFor(() => expect(stores.connection.getState().wcUri).toMatch(/^wc:pairing-1@2/))
    const prepared = stores.connection.getState().wcUri
    fireEvent.click(trust)
    await within(dialog).findByRole('img', { name: 'Scan this QR code with your phone' })
    expect(uriOf(dialog)).toBe(prepared)
    expect(peer.count()).toBe(1)
  })

  it('on a computer the WalletConnect entry prepares the pairing when it takes focus', async () => {
    const { dialog, peer, stores } = setup({ phone: false })
    fireEvent.focusIn(within(dialog).getByRole('button', { name: 'WalletConnect' }))
    await waitFor(() => expect(stores.connection.getState().wcUri).toMatch(/^wc:pairing-1@2/))
    expect(peer.count()).toBe(1)
  })

  it('a refused deep-link pairing shows Connection declined; Try again pairs anew', async () => {
    const { dialog, peer, stores } = setup()
    await waitFor(() => expect(stores.connection.getState().wcUri).toBeDefined())
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trust' }))
    await act(async () => peer.reject())
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Connection declined')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(peer.count()).toBe(2))
    expect(await within(dialog).findByRole('button', { name: 'Open Trust' })).toBeTruthy()
  })
})

describe('ConnectingWalletConnectBasic', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('[ROUTER-010] on a computer: the QR code at once, the wallets below; a picked wallet joins the same pairing', async () => {
    const { dialog, peer } = setup({ phone: false, view: 'ConnectingWalletConnectBasic' })
    expect(within(dialog).getByRole('heading', { name: 'Connect wallet' })).toBeTruthy()
    await within(dialog).findByRole('img', { name: 'Scan this QR code with your phone' })
    const uri = uriOf(dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trust' }))
    expect(within(dialog).getByRole('heading', { name: 'Trust' })).toBeTruthy()
    expect(uriOf(dialog)).toBe(uri)
    expect(peer.count()).toBe(1)
  })

  it('[ROUTER-010][CONN-010] on a phone: the wallets to open by deep link (URI prefetched) and the WalletConnect entry for the QR code', async () => {
    const { dialog, stores, open } = setup({ phone: true, view: 'ConnectingWalletConnectBasic' })
    const list = within(dialog).getByRole('list', { name: 'Wallets' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Trust'), expect.stringContaining('WalletConnect')])
    await waitFor(() => expect(stores.connection.getState().wcUri).toBeDefined())
    fireEvent.click(within(list).getByRole('button', { name: 'Trust' }))
    expect(open).toHaveBeenCalledTimes(1)
    expect(open.mock.calls[0]?.[0]).toMatch(/^trust:\/\/wc\?uri=wc%3Apairing-1%402/)
  })
})
