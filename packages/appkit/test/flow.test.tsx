import { mainnet, polygon } from '@atrium/common'
import { getReadText, pressEnter, tabTo } from '@atrium/testing/unit'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../src/exports/react.js'
import type { AppKit } from '../src/instance/buildAppKit.js'
import {
  createSubject,
  getModalShadowRoot,
  TEST_ADDRESS,
  TEST_ADDRESS_SHORT,
} from './helpers/createSubject.test-helper.js'

let appKit: AppKit | undefined

function start(parameters: Parameters<typeof createSubject>[0] = {}) {
  const subject = createSubject(parameters)
  appKit = subject.appKit
  const page = render(<ConnectButton />)
  const buttonRoot = () => {
    const root = page.container.querySelector('[data-atrium-host]')?.shadowRoot
    if (root == null) throw new Error('the connect button has no shadow root')
    return root
  }
  const pageButton = () => within(buttonRoot() as unknown as HTMLElement).getByRole('button')
  const modalRoot = () => getModalShadowRoot() as ShadowRoot
  const dialog = async () => {
    await waitFor(() => expect(getModalShadowRoot()).toBeDefined())
    return within(modalRoot() as unknown as HTMLElement).findByRole('dialog')
  }
  return { ...subject, pageButton, modalRoot, dialog }
}

const walletRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map(getReadText)

describe('connecting an EVM wallet in the modal', () => {
  afterEach(() => {
    appKit?.destroy()
    appKit = undefined
  })

  it('open → connect → account with balance → switch network → disconnect → connect view', async () => {
    const subject = start()
    await waitFor(() => expect(getReadText(subject.pageButton())).toBe('Connect wallet'))
    fireEvent.click(subject.pageButton())
    const dialog = await subject.dialog()
    expect(walletRows(dialog)).toEqual(['Atrium Test WalletInstalled', 'Coinbase Wallet', 'WalletConnect'])

    const held = subject.wallet.holdNextConnect()
    fireEvent.click(within(dialog).getByRole('button', { name: /Atrium Test Wallet/ }))
    await within(dialog).findByText('Continue in Atrium Test Wallet')
    await waitFor(() => expect(getReadText(subject.pageButton())).toBe('Connecting…'))
    await act(async () => held.release())

    await within(dialog).findByRole('heading', { name: 'Account' })
    expect(within(dialog).getByText(TEST_ADDRESS_SHORT)).toBeTruthy()
    await within(dialog).findByText('1.234 ETH')
    await waitFor(() => expect(getReadText(subject.pageButton())).toBe(`1.234 ETH${TEST_ADDRESS_SHORT}`))

    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch network, current: Ethereum' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: /OP Mainnet/ }))
    await within(dialog).findByRole('heading', { name: 'Account' })
    await within(dialog).findByText('0.5 ETH')
    await waitFor(() => expect(getReadText(subject.pageButton())).toBe(`0.5 ETH${TEST_ADDRESS_SHORT}`))
    expect(subject.appKit.getState().selectedNetworkId).toBe('eip155:10')

    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await within(dialog).findByRole('heading', { name: 'Connect wallet' })
    await waitFor(() => expect(getReadText(subject.pageButton())).toBe('Connect wallet'))
    expect(walletRows(dialog)).toEqual(['Atrium Test WalletRecent', 'Coinbase Wallet', 'WalletConnect'])
  })

  it('a refusal (4001) shows the declined state, and Try again then connects', async () => {
    const subject = start()
    subject.wallet.rejectNextConnect()
    act(() => subject.appKit.open())
    const dialog = await subject.dialog()
    fireEvent.click(within(dialog).getByRole('button', { name: /Atrium Test Wallet/ }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Connection declinedConnection can be declined if a previous request is still active',
    )
    expect(subject.appKit.getIsConnected()).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await within(dialog).findByRole('heading', { name: 'Account' })
    await within(dialog).findByText('1.234 ETH')
  })

  it('keyboard only: Enter on the page button, Tab and Enter through connect, switch and disconnect, Escape', async () => {
    const subject = start()
    const button = await waitFor(() => subject.pageButton())
    button.focus()
    pressEnter(subject.pageButton().getRootNode() as ShadowRoot)
    const dialog = await subject.dialog()
    const root = subject.modalRoot()
    await waitFor(() => expect(dialog.contains(root.activeElement)).toBe(true))
    tabTo(root, dialog, /Atrium Test Wallet/)
    pressEnter(root)
    await within(dialog).findByRole('heading', { name: 'Account' })
    await waitFor(() => expect(dialog.contains(root.activeElement)).toBe(true))
    tabTo(root, dialog, /^Switch network/)
    pressEnter(root)
    await within(dialog).findByRole('heading', { name: 'Choose network' })
    tabTo(root, dialog, /^Base$/)
    pressEnter(root)
    await within(dialog).findByRole('heading', { name: 'Account' })
    expect(subject.appKit.getState().selectedNetworkId).toBe('eip155:8453')
    tabTo(root, dialog, /^Disconnect$/)
    pressEnter(root)
    await within(dialog).findByRole('heading', { name: 'Connect wallet' })
    fireEvent.keyDown(root.activeElement ?? dialog, { key: 'Escape' })
    await waitFor(() => expect(subject.appKit.getState().open).toBe(false))
  })

  it('[ROUTER-026] the wallet moving to a network the app lacks opens UnsupportedChain; switching back closes it', async () => {
    const subject = start({ networks: [mainnet, polygon] })
    act(() => subject.appKit.open())
    const dialog = await subject.dialog()
    fireEvent.click(within(dialog).getByRole('button', { name: /Atrium Test Wallet/ }))
    await within(dialog).findByRole('heading', { name: 'Account' })
    act(() => subject.appKit.close())

    act(() => subject.wallet.emit({ type: 'chainChanged', networkId: 'eip155:10' }))
    expect(subject.appKit.getState().open).toBe(true)
    expect(subject.appKit.getState().selectedNetworkId).toBe('eip155:10')
    const unsupported = await subject.dialog()
    await within(unsupported).findByRole('heading', { name: 'Switch network' })
    // The catalogue, loaded on demand, names the network the app did not request.
    await waitFor(() =>
      expect(subject.appKit.stores.network.getState().chains.eip155.caipNetwork?.name).toBe('OP Mainnet'),
    )
    fireEvent.click(within(unsupported).getByRole('button', { name: /Polygon/ }))
    await waitFor(() => expect(subject.appKit.getState().open).toBe(false))
    expect(subject.appKit.getState().selectedNetworkId).toBe('eip155:137')
  })

  it('[ROUTER-026] a wallet moving to a chain neither requested nor in the catalogue opens UnsupportedChain', async () => {
    const subject = start({ networks: [mainnet, polygon] })
    act(() => subject.appKit.open())
    const dialog = await subject.dialog()
    fireEvent.click(within(dialog).getByRole('button', { name: /Atrium Test Wallet/ }))
    await within(dialog).findByRole('heading', { name: 'Account' })
    act(() => subject.appKit.close())

    act(() => subject.wallet.emit({ type: 'chainChanged', networkId: 'eip155:424242' }))
    expect(subject.appKit.getState()).toMatchObject({ open: true, selectedNetworkId: 'eip155:424242' })
    expect(subject.appKit.getCaipAddress()).toBe(`eip155:424242:${TEST_ADDRESS}`)
    const unsupported = await subject.dialog()
    await within(unsupported).findByRole('heading', { name: 'Switch network' })
    fireEvent.click(within(unsupported).getByRole('button', { name: /Polygon/ }))
    await waitFor(() => expect(subject.appKit.getState().open).toBe(false))
    expect(subject.appKit.getState().selectedNetworkId).toBe('eip155:137')
  })

  it('[ROUTER-027] with allowUnsupportedChain the state still follows the wallet to an unknown chain, without the view', async () => {
    const subject = start({ networks: [mainnet, polygon], options: { allowUnsupportedChain: true } })
    act(() => subject.appKit.open())
    const dialog = await subject.dialog()
    fireEvent.click(within(dialog).getByRole('button', { name: /Atrium Test Wallet/ }))
    await within(dialog).findByRole('heading', { name: 'Account' })
    act(() => subject.appKit.close())

    act(() => subject.wallet.emit({ type: 'chainChanged', networkId: 'eip155:424242' }))
    expect(subject.appKit.getState()).toMatchObject({ open: false, selectedNetworkId: 'eip155:424242' })
    expect(subject.appKit.getCaipAddress()).toBe(`eip155:424242:${TEST_ADDRESS}`)
  })

  it('[UI-010] the balance follows the wallet switching network by itself', async () => {
    const subject = start()
    act(() => subject.appKit.open())
    const dialog = await subject.dialog()
    fireEvent.click(within(dialog).getByRole('button', { name: /Atrium Test Wallet/ }))
    await within(dialog).findByText('1.234 ETH')
    act(() => subject.wallet.emit({ type: 'chainChanged', networkId: 'eip155:10' }))
    await within(dialog).findByText('0.5 ETH')
  })
})
