import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { ANNOUNCED_WALLET, createSubject } from '../helpers/createSubject.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'

function openConnectView(subject: ReturnType<typeof createSubject>) {
  renderWithAppKit(subject.appKit, <ModalRoot />)
  act(() => subject.appKit.open())
  return within(screen.getByRole('dialog')).getByRole('list', { name: 'Wallets' })
}

const imageOf = (list: HTMLElement, name: RegExp) =>
  within(list).getByRole('button', { name }).querySelector('img')?.getAttribute('src')

describe('the Connect view’s wallet list', () => {
  it('an announced wallet shows the icon it announced; a built-in connector the icon Atrium ships', () => {
    const subject = createSubject()
    const list = openConnectView(subject)
    expect(imageOf(list, /Atrium Test Wallet/)).toBe(ANNOUNCED_WALLET.imageUrl)
    expect(imageOf(list, /Coinbase Wallet/)).toMatch(/^data:image\/svg\+xml,/)
  })

  it('[CONNECTOR-015] installed first and tagged, then the SDK connector; no directory rows without a directory', () => {
    const subject = createSubject()
    const list = openConnectView(subject)
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Atrium Test WalletInstalled', 'Coinbase Wallet'])
    expect(within(list).queryByLabelText('Loading wallets')).toBeNull()
  })
})
