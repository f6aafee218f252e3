import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { getBlockchainApiUrl, setBlockchainApiFault } from '../helpers/blockchainApi.test-helper.js'
import { connectTestWallet, createSubject } from '../helpers/createSubject.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'

beforeAll(() => loadLaterViews())
afterEach(() => setBlockchainApiFault(undefined))

async function openAccount(subject: ReturnType<typeof createSubject>) {
  await connectTestWallet(subject)
  renderWithAppKit(subject.appKit, <ModalRoot />)
  act(() => subject.appKit.open())
  return screen.getByRole('dialog')
}

describe('the Account view’s Tokens tab', () => {
  it('a tab bar with Tokens selected, then Activity, over placeholder rows while the balances load', async () => {
    const subject = createSubject({ blockchainApi: { url: getBlockchainApiUrl() } })
    await setBlockchainApiFault({ kind: 'slow', ms: 10_000 })
    const dialog = await openAccount(subject)
    const tabs = within(dialog).getAllByRole('tab')
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Tokens', 'true'],
      ['Activity', 'false'],
    ])
    const panel = within(dialog).getByRole('tabpanel', { name: 'Tokens' })
    expect(within(panel).getByRole('status').textContent).toBe('Loading tokens')
    expect(subject.stores.account.getState().chains.eip155.tokenBalanceStatus).toBe('loading')
  })

  it('an account without tokens on its network: the empty state names the network', async () => {
    // The devnet API here serves no chain: nothing is held on Ethereum as far as it knows.
    const subject = createSubject({ blockchainApi: { url: getBlockchainApiUrl() } })
    const dialog = await openAccount(subject)
    const panel = within(dialog).getByRole('tabpanel', { name: 'Tokens' })
    await within(panel).findByText('No tokens yet')
    expect(panel.textContent).toContain('Tokens you hold on Ethereum will show here.')
  })

  it("[ACCT-014] the API failing: 'Token Balance Unavailable' in a snackbar and the tab, with a retry; the view stays usable", async () => {
    const subject = createSubject({
      blockchainApi: { url: getBlockchainApiUrl(), supportedNetworkIds: ['eip155:1'] },
    })
    await setBlockchainApiFault({ kind: 'status', status: 500 })
    const dialog = await openAccount(subject)
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Token Balance Unavailable')
    const panel = within(dialog).getByRole('tabpanel', { name: 'Tokens' })
    expect(within(panel).getByText('Token Balance Unavailable')).toBeTruthy()
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: /Switch network/ }))
    expect(await within(dialog).findByRole('heading', { name: 'Choose network' })).toBeTruthy()
  })

  it('without a Blockchain API (no project id) the Account view draws no tabs', async () => {
    const dialog = await openAccount(createSubject())
    await within(dialog).findByText('1.234 ETH')
    expect(within(dialog).queryByRole('tablist')).toBeNull()
  })
})
