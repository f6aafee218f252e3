import { mainnet } from '@atrium/common'
import {
  getWalletListChains,
  getWalletPages,
  pushView,
  setWalletListChains,
  type WalletDescriptor,
} from '@atrium/core'
import { createMemoryAdapter, installLayout } from '@atrium/testing/unit'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppKitContextValue } from '../../src/context/AppKitContextValue.js'
import { loadLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { ANNOUNCED_WALLET, TEST_ADDRESS } from '../helpers/createSubject.test-helper.js'
import { createTestAppKit } from '../helpers/createTestAppKit.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'
import { getWalletDirectoryUrl, setWalletDirectoryFault } from '../helpers/walletDirectory.test-helper.js'

/** MetaMask as its extension announces itself (EIP-6963): the directory lists it under the same rdns. */
const ANNOUNCED_METAMASK: WalletDescriptor = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  provider: true,
  info: { rdns: 'io.metamask' },
}

const GRID_VIEWPORT_PX = 440
const GRID_ROW_PX = 112

let restoreLayout: () => void

// The views after Connect, AllWallets among them, load once the modal opens; loaded first here.
beforeAll(() => loadLaterViews())

beforeEach(() => {
  // What a browser lays out: the grid's viewport and its rows, which the virtualizer measures.
  restoreLayout = installLayout((element) => ({
    width: 328,
    height: element.getAttribute('role') === 'grid' ? GRID_VIEWPORT_PX : GRID_ROW_PX,
  }))
})

afterEach(async () => {
  restoreLayout()
  await setWalletDirectoryFault(undefined)
})

/**
 * The modal, its wallets from the devnet directory on Ethereum (appkit's namespace filter sets the
 * same chains). WalletConnect is offered, so directory wallets are listed, but never answers:
 * these tests stop at its view. Opened on `view`, else on Connect.
 */
function openModal(
  wallets: readonly WalletDescriptor[],
  view?: 'AllWallets',
  platform: { readonly phone: boolean } = { phone: false },
) {
  const adapter = createMemoryAdapter({ wallets, addresses: [TEST_ADDRESS], networkId: 'eip155:1' })
  const subject = createTestAppKit({
    adapters: [adapter.adapter],
    networks: [mainnet],
    directoryUrl: getWalletDirectoryUrl(),
  })
  const { stores } = subject
  setWalletListChains(stores, { chains: getWalletListChains(stores.network.getState(), undefined) })
  const appKit: AppKitContextValue = {
    ...subject.appKit,
    connectWalletConnect: () => new Promise(() => {}),
    isDeepLinkPlatform: () => platform.phone,
  }
  renderWithAppKit(appKit, <ModalRoot />)
  act(() => appKit.open(view === undefined ? {} : { view }))
  return { ...subject, appKit, dialog: screen.getByRole('dialog') }
}

/** The modal on AllWallets, reached as the user does: Connect, then its 'All wallets' row. */
async function openAllWallets(wallets: readonly WalletDescriptor[] = [ANNOUNCED_WALLET]) {
  const subject = openModal(wallets)
  fireEvent.click(await within(subject.dialog).findByRole('button', { name: /^All wallets/ }))
  return subject
}

async function findGrid(dialog: HTMLElement): Promise<HTMLElement> {
  return within(dialog).findByRole('grid', { name: 'Wallets' })
}

function search(dialog: HTMLElement, text: string) {
  fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search wallet' }), {
    target: { value: text },
  })
}

function scrollToEnd(grid: HTMLElement) {
  grid.scrollTop = 1_000 * GRID_ROW_PX
  fireEvent.scroll(grid)
}

describe('AllWallets', () => {
  it('[ROUTER-010] is titled All Wallets: a search field, then the wallets in a grid', async () => {
    const { dialog } = await openAllWallets()
    expect(within(dialog).getByRole('heading', { name: 'All wallets' })).toBeTruthy()
    expect(within(dialog).getByRole('searchbox', { name: 'Search wallet' })).toBeTruthy()
    const grid = await findGrid(dialog)
    expect(within(grid).getByRole('button', { name: 'Atrium Test Wallet Installed' })).toBeTruthy()
    expect(within(grid).getByRole('button', { name: 'Trust Wallet' })).toBeTruthy()
    expect(within(grid).getAllByRole('button').length).toBeLessThanOrEqual(60)
  })

  it('placeholder tiles stand in while the first page loads, announced as loading', async () => {
    await setWalletDirectoryFault({ kind: 'slow', ms: 500 })
    const { dialog } = openModal([], 'AllWallets')
    expect(within(dialog).getByRole('status').textContent).toBe('Loading wallets')
    expect(dialog.querySelectorAll('.atr-wallet-tile--skeleton').length).toBeGreaterThan(0)
    expect(within(await findGrid(dialog)).getByRole('button', { name: 'MetaMask' })).toBeTruthy()
  })

  it('[CONNECTOR-019] asks for the next page of 40 as the last rows scroll into view', async () => {
    const { dialog, stores } = await openAllWallets()
    const grid = await findGrid(dialog)
    expect(getWalletPages(stores.walletList.getState()).wallets).toHaveLength(40)
    scrollToEnd(grid)
    await waitFor(() => expect(getWalletPages(stores.walletList.getState()).wallets).toHaveLength(80))
    expect(getWalletPages(stores.walletList.getState()).nextPage).toBe(3)
  })

  it('[CONNECTOR-020][EVT-006] a search shows the directory’s matches, at most 100, and is tracked as SEARCH_WALLET', async () => {
    const { dialog, stores } = await openAllWallets()
    await findGrid(dialog)
    search(dialog, 'trust')
    const grid = await waitFor(async () => {
      const found = await findGrid(dialog)
      within(found).getByRole('button', { name: 'Trust Wallet' })
      return found
    })
    expect(within(grid).queryByRole('button', { name: 'MetaMask' })).toBeNull()
    expect(stores.events.getState().lastEvent?.data).toMatchObject({
      event: 'SEARCH_WALLET',
      properties: { search: 'trust' },
    })
    search(dialog, 'wallet')
    await waitFor(() => expect(stores.walletList.getState().search).toMatchObject({ status: 'ready' }))
    expect(stores.walletList.getState().search.wallets).toHaveLength(100)
  })

  it('a search that matches nothing says so, and how to go on', async () => {
    const { dialog } = await openAllWallets()
    await findGrid(dialog)
    search(dialog, 'no such wallet anywhere')
    const status = await within(dialog).findByText('No wallets found')
    expect(status.parentElement?.textContent).toBe('No wallets foundTry another name')
  })

  it('[ROUTER-034][ROUTER-013] a directory wallet without a connector opens ConnectingWalletConnect with the wallet', async () => {
    const { dialog, stores } = await openAllWallets()
    const grid = await findGrid(dialog)
    fireEvent.click(within(grid).getByRole('button', { name: 'Trust Wallet' }))
    expect(stores.router.getState().view).toBe('ConnectingWalletConnect')
    expect(stores.router.getState().data?.wallet).toMatchObject({ name: 'Trust Wallet' })
    expect(within(dialog).getByRole('heading', { name: 'Trust Wallet' })).toBeTruthy()
  })

  it('[ROUTER-033] an installed wallet opens ConnectingExternal with its connector', async () => {
    const { dialog, stores } = await openAllWallets()
    const grid = await findGrid(dialog)
    fireEvent.click(within(grid).getByRole('button', { name: 'Atrium Test Wallet Installed' }))
    expect(stores.router.getState().view).toBe('ConnectingExternal')
    expect(stores.router.getState().data?.connector).toMatchObject({ id: ANNOUNCED_WALLET.id })
  })

  it('a wallet both installed and in the directory is one tile, tagged Installed, connecting through the extension', async () => {
    const { dialog, stores } = await openAllWallets([ANNOUNCED_METAMASK])
    const grid = await findGrid(dialog)
    expect(
      within(grid)
        .getAllByRole('button', { name: /MetaMask/ })
        .map((tile) => tile.title),
    ).toEqual(['MetaMask'])
    fireEvent.click(within(grid).getByRole('button', { name: 'MetaMask Installed' }))
    expect(stores.router.getState().data?.connector).toMatchObject({ id: ANNOUNCED_METAMASK.id })
  })

  it('the directory failing: an alert with a retry that shows the wallets once it answers', async () => {
    await setWalletDirectoryFault({ kind: 'status', status: 500 })
    // Without a count the Connect view offers no 'All wallets' row; a dApp can still open the view.
    const { dialog } = openModal([], 'AllWallets')
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe("Couldn't load wallets")
    await setWalletDirectoryFault(undefined)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    const grid = await findGrid(dialog)
    expect(within(grid).getByRole('button', { name: 'MetaMask' })).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('a later page failing keeps the wallets shown, with a retry under them that loads it', async () => {
    const { dialog, stores } = await openAllWallets()
    const grid = await findGrid(dialog)
    await setWalletDirectoryFault({ kind: 'status', status: 500 })
    scrollToEnd(grid)
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe("Couldn't load more walletsTry again")
    expect(within(grid).getByRole('button', { name: 'Trust Wallet' })).toBeTruthy()
    await setWalletDirectoryFault(undefined)
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(getWalletPages(stores.walletList.getState()).wallets).toHaveLength(80))
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('on a computer the WalletConnect entry shows the QR code, and All Wallets offers none', async () => {
    const { dialog, stores } = openModal([])
    fireEvent.click(await within(dialog).findByRole('button', { name: 'WalletConnect' }))
    expect(stores.router.getState().view).toBe('ConnectingWalletConnect')
    expect(within(dialog).getByRole('heading', { name: 'WalletConnect' })).toBeTruthy()
    act(() => pushView(stores, { view: 'AllWallets' }))
    await findGrid(dialog)
    expect(within(dialog).queryByRole('button', { name: 'Show QR code' })).toBeNull()
  })

  it('on a phone the WalletConnect entry lists the wallets to open, the QR code one tap away', async () => {
    const { dialog, stores } = openModal([], undefined, { phone: true })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'WalletConnect' }))
    expect(within(dialog).getByRole('heading', { name: 'All wallets' })).toBeTruthy()
    expect(within(await findGrid(dialog)).getByRole('button', { name: 'Trust Wallet' })).toBeTruthy()
    expect(within(dialog).queryByRole('heading', { name: 'WalletConnect' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show QR code' }))
    expect(stores.router.getState()).toMatchObject({ view: 'ConnectingWalletConnect', data: undefined })
    expect(within(dialog).getByRole('heading', { name: 'WalletConnect' })).toBeTruthy()
  })

  it('tiles scrolled into view start their images only once the scrolling stops', async () => {
    const { dialog } = await openAllWallets()
    const grid = await findGrid(dialog)
    // A tile whose image waits shows the bare square: neither the image nor the monogram.
    const waiting = () => grid.querySelectorAll('.atr-wallet-image:empty').length
    const tiles = () => grid.querySelectorAll('.atr-wallet-tile').length
    expect(tiles()).toBeGreaterThan(0)
    expect(waiting()).toBe(0)
    // A flick: the scroll's first event, then the next a screenful further.
    grid.scrollTop = GRID_ROW_PX / 4
    fireEvent.scroll(grid)
    grid.scrollTop = 6 * GRID_ROW_PX
    fireEvent.scroll(grid)
    expect(waiting()).toBeGreaterThan(0)
    await waitFor(() => expect(waiting()).toBe(0))
    expect(grid.querySelectorAll('.atr-wallet-image > img').length).toBeGreaterThan(0)
  })

  it('renders hidden once the Connect view is on screen, and the click shows that same grid', async () => {
    const { dialog } = openModal([ANNOUNCED_WALLET])
    const row = await within(dialog).findByRole('button', { name: /^All wallets/ })
    const hidden = await waitFor(() => {
      const grid = dialog.querySelector<HTMLElement>('[role="grid"]')
      expect(grid?.querySelectorAll('.atr-wallet-tile').length).toBeGreaterThan(0)
      return grid as HTMLElement
    })
    // Built, but neither shown nor announced: the Connect view is what the dialog offers.
    expect(within(dialog).queryByRole('grid')).toBeNull()
    expect(within(dialog).getByRole('heading', { name: 'Connect wallet' })).toBeTruthy()
    // Its text styles are laid out unseen meanwhile, so their fonts are found before it shows.
    expect(dialog.querySelector('.atr-type-samples .atr-wallet-tile-name')).not.toBeNull()
    fireEvent.click(row)
    expect(await findGrid(dialog)).toBe(hidden)
    expect(dialog.querySelector('.atr-type-samples')).toBeNull()
    expect(within(hidden).getByRole('button', { name: 'Trust Wallet' })).toBeTruthy()
    expect(within(dialog).getByRole('heading', { name: 'All wallets' })).toBeTruthy()
  })

  it('a view prepared and visited starts afresh on the next visit: no search text is left', async () => {
    const { dialog, stores } = openModal([ANNOUNCED_WALLET])
    const row = await within(dialog).findByRole('button', { name: /^All wallets/ })
    await waitFor(() => expect(dialog.querySelector('[role="grid"]')).not.toBeNull())
    fireEvent.click(row)
    await findGrid(dialog)
    search(dialog, 'trust')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    // Prepared again, hidden, for the next visit.
    await waitFor(() => expect(dialog.querySelector('[role="grid"]')).not.toBeNull())
    fireEvent.click(within(dialog).getByRole('button', { name: /^All wallets/ }))
    await findGrid(dialog)
    expect(within(dialog).getByRole<HTMLInputElement>('searchbox', { name: 'Search wallet' }).value).toBe('')
    expect(stores.walletList.getState().search.text).toBe('')
  })

  it('leaving the view clears the search', async () => {
    const { dialog, stores, appKit } = await openAllWallets()
    await findGrid(dialog)
    search(dialog, 'trust')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(stores.router.getState().view).toBe('Connect')
    expect(stores.walletList.getState().search.text).toBe('')
    act(() => appKit.close())
  })
})
