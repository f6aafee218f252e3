import { EXTERNAL_WALLET_WAIT_MS } from '@atrium/common'
import type { Timers } from '@atrium/core'
import { getFocused, getReadText, pressEnter, tabTo } from '@atrium/testing/unit'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { AppKitProvider } from '../../src/context/AppKitProvider.js'
import { loadLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { createSubject, TEST_ADDRESS } from '../helpers/createSubject.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'

// The views after Connect load in the background once the modal opens; here they are loaded
// first, so each view renders in the step that shows it (laterViews.test.tsx covers the wait).
beforeAll(() => loadLaterViews())

function renderModal(subject: ReturnType<typeof createSubject>) {
  renderWithAppKit(subject.appKit, <ModalRoot />)
  act(() => subject.appKit.open())
  return screen.getByRole('dialog')
}

describe('ModalRoot', () => {
  it('renders nothing while closed', () => {
    const subject = createSubject()
    renderWithAppKit(subject.appKit, <ModalRoot />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens as a dialog named by the view title', () => {
    const dialog = renderModal(createSubject())
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(within(dialog).getByRole('heading', { name: 'Connect wallet' }).id).toBe(
      dialog.getAttribute('aria-labelledby'),
    )
  })

  it('connect → account → switch network → disconnect, with the mouse', async () => {
    const subject = createSubject()
    const dialog = renderModal(subject)
    const rows = within(within(dialog).getByRole('list', { name: 'Wallets' })).getAllByRole('button')
    expect(rows.map((row) => getReadText(row))).toEqual(['Atrium Test WalletInstalled', 'Coinbase Wallet'])

    fireEvent.click(rows[0] as HTMLElement)
    await within(dialog).findByRole('heading', { name: 'Atrium Test Wallet' })
    await within(dialog).findByRole('heading', { name: 'Account' })
    expect(within(dialog).getByText('0x5aAe…eAed')).toBeTruthy()
    await within(dialog).findByText('1.234 ETH')
    expect(
      within(dialog)
        .getByRole('link', { name: /Block explorer/ })
        .getAttribute('href'),
    ).toBe(`https://etherscan.io/address/${TEST_ADDRESS}`)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch network, current: Ethereum' }))
    await within(dialog).findByRole('heading', { name: 'Choose network' })
    const networks = within(within(dialog).getByRole('list', { name: 'Networks' })).getAllByRole('button')
    expect(networks.map((row) => [getReadText(row), row.getAttribute('aria-current')])).toEqual([
      ['Ethereum, Current', 'true'],
      ['OP Mainnet', null],
      ['Base', null],
    ])
    fireEvent.click(networks[1] as HTMLElement)
    await within(dialog).findByRole('heading', { name: 'Account' })
    await within(dialog).findByText('0.5 ETH')
    expect(subject.wallet.calls).toContain('switchNetwork:eip155:10')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await within(dialog).findByRole('heading', { name: 'Connect wallet' })
    expect(subject.wallet.getConnectorId()).toBeUndefined()
  })

  it('[CONNECTOR-015] the wallet connected with before is tagged Recent', async () => {
    const subject = createSubject()
    const dialog = renderModal(subject)
    fireEvent.click(within(dialog).getByRole('button', { name: /Coinbase Wallet/ }))
    await within(dialog).findByRole('heading', { name: 'Account' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await within(dialog).findByRole('heading', { name: 'Connect wallet' })
    const rows = within(within(dialog).getByRole('list', { name: 'Wallets' })).getAllByRole('button')
    expect(rows.map((row) => getReadText(row))).toEqual([
      'Atrium Test WalletInstalled',
      'Coinbase WalletRecent',
    ])
  })

  it('a 4001 refusal shows the declined state; Try again then connects', async () => {
    const subject = createSubject()
    subject.wallet.rejectNextConnect()
    const dialog = renderModal(subject)
    fireEvent.click(within(dialog).getByRole('button', { name: /Atrium Test Wallet/ }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe(
      'Connection declinedConnection can be declined if a previous request is still active',
    )
    expect(subject.stores.connection.getState().status).toBe('disconnected')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await within(dialog).findByRole('heading', { name: 'Account' })
    expect(subject.wallet.calls.filter((call) => call.startsWith('connect:'))).toHaveLength(2)
  })

  it('while waiting it says where to continue', async () => {
    const subject = createSubject()
    const held = subject.wallet.holdNextConnect()
    const dialog = renderModal(subject)
    fireEvent.click(within(dialog).getByRole('button', { name: /Atrium Test Wallet/ }))
    await within(dialog).findByText('Continue in Atrium Test Wallet')
    expect(within(dialog).getByRole('status').textContent).toContain('Waiting for Atrium Test Wallet')
    await act(async () => held.release())
    await within(dialog).findByRole('heading', { name: 'Account' })
  })

  it('a wallet SDK whose window never answers is shown not responding after the bounded wait, with a retry; a late answer still connects', async () => {
    const subject = createSubject()
    const held = subject.wallet.holdNextConnect()
    const waits: { readonly run: () => void; readonly delayMs: number }[] = []
    const timers: Timers = {
      setTimeout: (run, delayMs) => waits.push({ run, delayMs }),
      clearTimeout: () => {},
    }
    const dialog = renderModal({ ...subject, appKit: { ...subject.appKit, timers } })
    fireEvent.click(within(dialog).getByRole('button', { name: /Coinbase Wallet/ }))
    await within(dialog).findByText('Continue in Coinbase Wallet')
    const wait = waits.find((entry) => entry.delayMs === EXTERNAL_WALLET_WAIT_MS)
    act(() => wait?.run())
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Coinbase Wallet is not respondingIts window may have been closed or could not load. Try again.',
    )
    expect(within(dialog).queryByRole('status')).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy()
    await act(async () => held.release())
    await within(dialog).findByRole('heading', { name: 'Account' })
  })

  it('an installed wallet is given all the time its prompt takes: no bounded wait', async () => {
    const subject = createSubject()
    subject.wallet.holdNextConnect()
    const delays: number[] = []
    const timers: Timers = {
      setTimeout: (_run, delayMs) => delays.push(delayMs),
      clearTimeout: () => {},
    }
    const dialog = renderModal({ ...subject, appKit: { ...subject.appKit, timers } })
    fireEvent.click(within(dialog).getByRole('button', { name: /Atrium Test Wallet/ }))
    await within(dialog).findByText('Continue in Atrium Test Wallet')
    expect(delays).not.toContain(EXTERNAL_WALLET_WAIT_MS)
  })

  it('[ROUTER-004] the back button returns to the Connect view; close closes', async () => {
    const subject = createSubject()
    const held = subject.wallet.holdNextConnect()
    const dialog = renderModal(subject)
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: /Atrium Test Wallet/ }))
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Back' }))
    await within(dialog).findByRole('heading', { name: 'Connect wallet' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    held.release()
  })

  it('keyboard only: Tab and Enter connect, switch network and disconnect; Escape closes', async () => {
    const subject = createSubject()
    const dialog = renderModal(subject)
    const root = document
    // The shell moves focus in with the dialog's first frame.
    await waitFor(() => expect(dialog.contains(getFocused(root))).toBe(true))
    tabTo(root, dialog, /Atrium Test Wallet/)
    pressEnter(root)
    await within(dialog).findByRole('heading', { name: 'Account' })
    // Focus moves into the new view (in the next frame), not lost to the page.
    await waitFor(() => expect(dialog.contains(getFocused(root))).toBe(true))
    tabTo(root, dialog, /^Switch network/)
    pressEnter(root)
    await within(dialog).findByRole('heading', { name: 'Choose network' })
    tabTo(root, dialog, /^Base$/)
    pressEnter(root)
    await within(dialog).findByRole('heading', { name: 'Account' })
    expect(subject.stores.network.getState().chains.eip155.caipNetwork?.id).toBe(8453)
    tabTo(root, dialog, /^Disconnect$/)
    pressEnter(root)
    await within(dialog).findByRole('heading', { name: 'Connect wallet' })
    fireEvent.keyDown(getFocused(root) ?? document.body, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('under React StrictMode the wallet is asked once per attempt', async () => {
    const subject = createSubject()
    render(
      <StrictMode>
        <AppKitProvider value={subject.appKit}>
          <ModalRoot />
        </AppKitProvider>
      </StrictMode>,
    )
    act(() => subject.appKit.open())
    const dialog = screen.getByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /Atrium Test Wallet/ }))
    await within(dialog).findByRole('heading', { name: 'Account' })
    expect(subject.wallet.calls.filter((call) => call.startsWith('connect:'))).toEqual([
      'connect:io.atrium.test',
    ])
  })
})
