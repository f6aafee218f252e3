import { mainnet, polygon, UnrecognizedChainError } from '@atrium/common'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { connectTestWallet, createSubject, TEST_ADDRESS } from '../helpers/createSubject.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'

// The views after Connect load in the background once the modal opens; here they are loaded
// first, so each view renders in the step that shows it (laterViews.test.tsx covers the wait).
beforeAll(() => loadLaterViews())

type HappyDomWindow = Window & {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void }
}
const setViewportWidth = (width: number) =>
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 })

function openModal(subject: ReturnType<typeof createSubject>, view?: 'Networks' | 'UnsupportedChain') {
  renderWithAppKit(subject.appKit, <ModalRoot />)
  act(() => subject.appKit.open(view === undefined ? {} : { view }))
  return screen.getByRole('dialog')
}

describe('the modal views', () => {
  afterEach(() => setViewportWidth(1024))

  it('[UI-010] Account shows the balance truncated, never rounded, to 3 decimals', async () => {
    const subject = createSubject()
    await connectTestWallet(subject)
    const dialog = openModal(subject)
    await within(dialog).findByText('1.234 ETH')
  })

  it('Account: copy puts the address on the clipboard and confirms in a snackbar', async () => {
    const subject = createSubject()
    await connectTestWallet(subject)
    const dialog = openModal(subject)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy address' }))
    expect((await within(dialog).findByRole('status')).textContent).toBe('Address copied')
    expect(await navigator.clipboard.readText()).toBe(TEST_ADDRESS)
  })

  it('[NET-006] a refused network switch shows an error snackbar and keeps the network', async () => {
    const subject = createSubject()
    await connectTestWallet(subject)
    subject.wallet.failNextSwitch(new UnrecognizedChainError())
    const dialog = openModal(subject, 'Networks')
    fireEvent.click(within(dialog).getByRole('button', { name: /Base/ }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe(new UnrecognizedChainError().message)
    expect(subject.stores.network.getState().chains.eip155.caipNetwork?.id).toBe(1)
    expect(within(dialog).getByRole('heading', { name: 'Choose network' })).toBeTruthy()
  })

  it('Networks opened on its own closes after a switch (ROUTER-005: back on one entry closes)', async () => {
    const subject = createSubject()
    const dialog = openModal(subject, 'Networks')
    fireEvent.click(within(dialog).getByRole('button', { name: /OP Mainnet/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(subject.stores.network.getState().chains.eip155.caipNetwork?.id).toBe(10)
  })

  it('[ROUTER-026] UnsupportedChain explains, lists the supported networks, and a switch closes it', async () => {
    const subject = createSubject({ networks: [mainnet, polygon] })
    await connectTestWallet(subject)
    subject.wallet.emit({ type: 'chainChanged', networkId: 'eip155:10' })
    const dialog = openModal(subject, 'UnsupportedChain')
    expect(within(dialog).getByRole('heading', { name: 'Switch network' })).toBeTruthy()
    expect(within(dialog).getByText(/doesn't support your current network/)).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull()
    const list = within(dialog).getByRole('list', { name: 'Networks' })
    expect(within(list).getAllByRole('button')).toHaveLength(2)
    fireEvent.click(within(list).getByRole('button', { name: /Polygon/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(subject.wallet.calls).toContain('switchNetwork:eip155:137')
  })

  it('UnsupportedChain offers to disconnect', async () => {
    const subject = createSubject({ networks: [mainnet, polygon] })
    await connectTestWallet(subject)
    const dialog = openModal(subject, 'UnsupportedChain')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await within(dialog).findByRole('heading', { name: 'Connect wallet' })
    expect(subject.stores.account.getState().chains.eip155.status).toBe('disconnected')
  })

  it('is a bottom sheet under 430 px wide', async () => {
    setViewportWidth(429)
    const dialog = openModal(createSubject())
    expect(dialog.className).toContain('atr-modal--sheet')
  })

  it('[CONNECTOR-023] a wallet announced after opening appears in the list', async () => {
    const subject = createSubject()
    const dialog = openModal(subject)
    act(() =>
      subject.wallet.announce({
        id: 'io.late',
        name: 'Late Wallet',
        type: 'ANNOUNCED',
        provider: true,
        info: { rdns: 'io.late' },
      }),
    )
    expect(within(dialog).getByRole('button', { name: /Late Wallet/ })).toBeTruthy()
  })
})
