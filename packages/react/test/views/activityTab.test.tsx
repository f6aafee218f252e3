import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { getBlockchainApiUrl, setBlockchainApiFault } from '../helpers/blockchainApi.test-helper.js'
import { connectTestWallet, createSubject } from '../helpers/createSubject.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'

beforeAll(() => loadLaterViews())
afterEach(() => setBlockchainApiFault(undefined))

/** Connects, opens the Account view and selects its Activity tab; resolves with the dialog. */
async function openActivity(subject: ReturnType<typeof createSubject>) {
  await connectTestWallet(subject)
  renderWithAppKit(subject.appKit, <ModalRoot />)
  act(() => subject.appKit.open())
  const dialog = screen.getByRole('dialog')
  fireEvent.click(within(dialog).getByRole('tab', { name: 'Activity' }))
  return dialog
}

describe('the Account view’s Activity tab', () => {
  it('a tab beside Tokens; selected, it shows placeholder rows while the history loads', async () => {
    const subject = createSubject({ blockchainApi: { url: getBlockchainApiUrl() } })
    await setBlockchainApiFault({ kind: 'slow', ms: 10_000 })
    const dialog = await openActivity(subject)
    const tabs = within(dialog).getAllByRole('tab')
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Tokens', 'false'],
      ['Activity', 'true'],
    ])
    const panel = within(dialog).getByRole('tabpanel', { name: 'Activity' })
    expect((await within(panel).findByRole('status')).textContent).toBe('Loading activity')
  })

  it('an account without transactions on its network: the empty state names the network', async () => {
    // The devnet API here serves no chain: Ethereum has no history as far as it knows.
    const subject = createSubject({ blockchainApi: { url: getBlockchainApiUrl() } })
    const dialog = await openActivity(subject)
    const panel = within(dialog).getByRole('tabpanel', { name: 'Activity' })
    await within(panel).findByText('No activity yet')
    expect(panel.textContent).toContain('Transactions of this account on Ethereum will show here.')
  })

  it("[HIST-004] the API failing: 'Failed to fetch transactions' in a snackbar, the event, and the tab with a retry that reads again", async () => {
    const subject = createSubject({
      blockchainApi: { url: getBlockchainApiUrl(), supportedNetworkIds: ['eip155:1'] },
    })
    await setBlockchainApiFault({ kind: 'status', status: 500 })
    const dialog = await openActivity(subject)
    // The Tokens tab, shown first, failed too: its snackbar gives way to the history's.
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Failed to fetch transactions'),
    )
    const { events } = subject.stores
    expect(events.getState().lastEvent?.data.event).toBe('ERROR_FETCH_TRANSACTIONS')
    const failures = events.getState().count
    const panel = within(dialog).getByRole('tabpanel', { name: 'Activity' })
    expect(within(panel).getByText('Failed to fetch transactions')).toBeTruthy()
    // The devnet API here serves no chain, so the retry fails too: a second read, a second event.
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }))
    await within(panel).findByRole('status')
    await within(panel).findByRole('button', { name: 'Try again' })
    await waitFor(() => expect(events.getState().count).toBe(failures + 1))
    expect(events.getState().lastEvent?.data.event).toBe('ERROR_FETCH_TRANSACTIONS')
    // The rest of the view still works.
    fireEvent.click(within(dialog).getByRole('button', { name: /Switch network/ }))
    expect(await within(dialog).findByRole('heading', { name: 'Choose network' })).toBeTruthy()
  })

  it('back on Tokens, the Tokens panel shows again', async () => {
    const subject = createSubject({ blockchainApi: { url: getBlockchainApiUrl() } })
    const dialog = await openActivity(subject)
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Tokens' }))
    const panel = within(dialog).getByRole('tabpanel', { name: 'Tokens' })
    await within(panel).findByText('No tokens yet')
  })
})
