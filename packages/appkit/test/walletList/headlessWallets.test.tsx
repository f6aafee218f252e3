import type { WalletListView } from '@atrium/core'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useAppKitWallets } from '../../src/exports/react.js'
import type { AppKit } from '../../src/instance/buildAppKit.js'
import type { CreateAppKitOptions } from '../../src/options/CreateAppKitOptions.js'
import { createSubject } from '../helpers/createSubject.test-helper.js'
import { serveWalletDirectory } from '../helpers/serveWalletDirectory.test-helper.js'

const served = serveWalletDirectory(100)
let appKit: AppKit | undefined

afterEach(() => {
  appKit?.destroy()
  appKit = undefined
})

function start(options: Partial<CreateAppKitOptions> = {}) {
  const subject = createSubject({
    options: { ...served.options(), ...options },
  })
  appKit = subject.appKit
  return subject
}

/** Resolves with the list once `done` holds for it, listening to its changes. */
function until(
  wallets: { getState(): WalletListView; subscribe(listener: (state: WalletListView) => void): () => void },
  done: (state: WalletListView) => boolean,
): Promise<WalletListView> {
  return new Promise((resolve) => {
    if (done(wallets.getState())) resolve(wallets.getState())
    const stop = wallets.subscribe((state) => {
      if (!done(state)) return
      stop()
      resolve(state)
    })
  })
}

describe('appKit.getWallets()', () => {
  it('[CONNECTOR-019] the installed wallet first, then the directory pages, 40 more on loadMore', async () => {
    const subject = start()
    const wallets = await subject.appKit.getWallets()
    const first = await until(wallets, (state) => state.count !== undefined && !state.isLoading)
    expect(first.wallets[0]).toMatchObject({ name: 'Atrium Test Wallet', installed: true })
    const listed = first.wallets.length
    expect(first).toMatchObject({ hasMore: true, error: undefined })
    await wallets.loadMore()
    expect(wallets.getState().wallets.length).toBe(listed + 40)
    expect(served.proxy.requests.map((url) => url.searchParams.get('page'))).toEqual(['1', '2'])
    expect(new Set(wallets.getState().wallets.map((wallet) => wallet.key)).size).toBe(
      wallets.getState().wallets.length,
    )
  })

  it('[CONNECTOR-020][EVT-006] a search lists the matches and tracks SEARCH_WALLET; a blank one lists the pages again', async () => {
    const subject = start()
    const events: string[] = []
    subject.appKit.subscribeEvents((event) => void events.push(event.data.event))
    const wallets = await subject.appKit.getWallets()
    await until(wallets, (state) => state.count !== undefined)
    await wallets.search('trust')
    expect(wallets.getState()).toMatchObject({ searchText: 'trust', hasMore: false })
    expect(wallets.getState().wallets.map((wallet) => wallet.name)).toEqual(['Trust Wallet'])
    expect(events).toContain('SEARCH_WALLET')
    await wallets.search('')
    expect(wallets.getState().wallets.length).toBeGreaterThan(1)
  })

  it('[ROUTER-033] connect connects a wallet with a connector without opening the modal', async () => {
    const subject = start()
    const wallets = await subject.appKit.getWallets()
    const installed = wallets.getState().topWallets.find((wallet) => wallet.installed)
    if (installed === undefined) throw new Error('no installed wallet listed')
    await wallets.connect(installed)
    expect(subject.appKit.getIsConnected()).toBe(true)
    expect(subject.appKit.getState().open).toBe(false)
  })

  it('[ROUTER-034] connect opens the modal on the WalletConnect view of a wallet without a connector', async () => {
    const subject = start()
    const wallets = await subject.appKit.getWallets()
    const state = await until(wallets, (next) => next.topWallets.some((wallet) => wallet.name === 'MetaMask'))
    const metaMask = state.topWallets.find((wallet) => wallet.name === 'MetaMask')
    if (metaMask === undefined) throw new Error('MetaMask not listed')
    await wallets.connect(metaMask)
    expect(subject.appKit.getState().open).toBe(true)
    expect(subject.appKit.stores.router.getState()).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { wallet: { name: 'MetaMask' } },
    })
  })

  it('without a project id it lists the page’s wallets and asks the directory nothing', async () => {
    const subject = start({ projectId: undefined })
    const wallets = await subject.appKit.getWallets()
    expect(wallets.getState().wallets.map((wallet) => wallet.name)).toEqual([
      'Atrium Test Wallet',
      'Coinbase Wallet',
    ])
    await wallets.loadMore()
    expect(served.proxy.requests).toEqual([])
  })
})

function Picker() {
  const { topWallets, connect } = useAppKitWallets()
  return (
    <ul>
      {topWallets.map((wallet) => (
        <li key={wallet.key}>
          <button type="button" onClick={() => void connect(wallet)}>
            {wallet.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

describe('useAppKitWallets (from @atrium/appkit/react)', () => {
  it('[CONNECTOR-017][CONNECTOR-018] a dApp’s own picker lists the modal’s wallets and connects one', async () => {
    const subject = start()
    render(<Picker />)
    await screen.findByRole('button', { name: 'MetaMask' })
    expect(screen.getAllByRole('button')[0]?.textContent).toBe('Atrium Test Wallet')
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Atrium Test Wallet' })))
    await waitFor(() => expect(subject.appKit.getIsConnected()).toBe(true))
  })
})
