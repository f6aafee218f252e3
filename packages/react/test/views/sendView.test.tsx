import { setTokenBalances, type TokenBalance } from '@atrium/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { connectTestWallet, createSubject } from '../helpers/createSubject.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'

beforeAll(() => loadLaterViews())

const ETHER: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '1.23456789' },
  iconUrl: '',
}

/** Connects the memory wallet, stores `tokens` as the account's Tokens data and opens the Send view. */
async function openSend(tokens: readonly TokenBalance[]) {
  const subject = createSubject()
  await connectTestWallet(subject)
  setTokenBalances(subject.stores, { namespace: 'eip155', balances: tokens })
  renderWithAppKit(subject.appKit, <ModalRoot />)
  act(() => subject.appKit.open({ view: 'Send' }))
  const dialog = screen.getByRole('dialog')
  await within(dialog).findByRole('heading', { name: 'Send' })
  return dialog
}

describe('the Send view’s amount', () => {
  it("shows the typed amount's USD worth under the field, at the token's price, with 2 decimals", async () => {
    const dialog = await openSend([ETHER])
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' })
    expect(within(dialog).getByText('≈ $0.00')).toBeTruthy()
    fireEvent.change(amount, { target: { value: '0.1234' } })
    expect(await within(dialog).findByText('≈ $370.20')).toBeTruthy()
    fireEvent.change(amount, { target: { value: '1000' } })
    expect(await within(dialog).findByText('≈ $3,000,000.00')).toBeTruthy()
  })

  it('shows no USD worth for a token without a price', async () => {
    const dialog = await openSend([{ ...ETHER, price: 0 }])
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount' }), { target: { value: '1' } })
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '1')
    expect(within(dialog).queryByText(/^≈ /)).toBeNull()
  })
})
