import { base, formatNumber, mainnet, optimism, solana } from '@atrium/common'
import type { WalletDescriptor } from '@atrium/core'
import { getReadText } from '@atrium/testing/unit'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../../src/exports/react.js'
import type { AppKit } from '../../src/instance/buildAppKit.js'
import {
  ANNOUNCED_WALLET,
  createSubject,
  getModalShadowRoot,
  SDK_WALLET,
} from '../helpers/createSubject.test-helper.js'
import { serveWalletDirectory } from '../helpers/serveWalletDirectory.test-helper.js'

const served = serveWalletDirectory(100)
let appKit: AppKit | undefined

afterEach(() => {
  appKit?.destroy()
  appKit = undefined
})

const EVM_CHAINS: readonly string[] = [mainnet, optimism, base].map((network) => network.caipNetworkId)
const idOf = (name: string) => served.directory.wallets.find((wallet) => wallet.name === name)?.id ?? ''
const evmWalletCount = () =>
  served.directory.wallets.filter((wallet) => wallet.chains.some((chain) => EVM_CHAINS.includes(chain)))
    .length

function start(parameters: Parameters<typeof createSubject>[0] = {}) {
  const subject = createSubject({
    ...parameters,
    options: { ...served.options(), ...parameters.options },
  })
  appKit = subject.appKit
  const dialog = async () => {
    await waitFor(() => expect(getModalShadowRoot()).toBeDefined())
    return within(getModalShadowRoot() as unknown as HTMLElement).findByRole('dialog')
  }
  return { ...subject, dialog }
}

const walletRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Wallets' }))
    .getAllByRole('button')
    .map(getReadText)

const directoryRequests = () => served.proxy.requests.filter((url) => url.pathname === '/getWallets')

describe('the Connect view and the wallet directory', () => {
  it('[CONNECTOR-017][CONNECTOR-018][CONNECTOR-019] installed, featured, the SDK connector, recommended, WalletConnect and All wallets with the count', async () => {
    const subject = start({ options: { featuredWalletIds: [idOf('Zerion'), idOf('Rainbow')] } })
    act(() => subject.appKit.open())
    const dialog = await subject.dialog()
    await within(dialog).findByText('All wallets')
    expect(walletRows(dialog)).toEqual([
      'Atrium Test WalletInstalled',
      'Zerion',
      'Rainbow',
      'Coinbase Wallet',
      'MetaMask',
      'Trust Wallet',
      'Phantom',
      'Safe{Wallet}',
      'WalletConnect',
      `All wallets${formatNumber(evmWalletCount(), { fractionDigits: 0 })}`,
    ])
    expect(directoryRequests()[0]?.searchParams.get('chains')).toBe(EVM_CHAINS.join(','))
    expect(directoryRequests()[0]?.searchParams.get('entries')).toBe('40')
  })

  it('no directory request before the modal opens; reaching for the button asks; a second open asks nothing', async () => {
    const subject = start()
    const page = render(<ConnectButton />)
    await subject.appKit.ready
    expect(directoryRequests()).toEqual([])
    const host = page.container.querySelector('[data-atrium-host]')?.shadowRoot
    const button = within(host as unknown as HTMLElement).getByRole('button')
    fireEvent.pointerDown(button)
    await waitFor(() => expect(directoryRequests()).toHaveLength(1))
    fireEvent.click(button)
    const dialog = await subject.dialog()
    await within(dialog).findByText('All wallets')
    act(() => subject.appKit.close())
    act(() => subject.appKit.open())
    await within(await subject.dialog()).findByText('All wallets')
    expect(directoryRequests()).toHaveLength(1)
  })

  it('[API-029] a failing directory shows a retry that works once it recovers; the installed wallets stay usable', async () => {
    await served.directory.setFault({ kind: 'status', status: 500 })
    const subject = start()
    act(() => subject.appKit.open())
    const dialog = await subject.dialog()
    await within(dialog).findByText("Couldn't load more wallets")
    expect(walletRows(dialog)).toEqual([
      'Atrium Test WalletInstalled',
      'Coinbase Wallet',
      'Try again',
      'WalletConnect',
    ])
    await served.directory.setFault(undefined)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await within(dialog).findByText('All wallets')
    expect(within(dialog).queryByText("Couldn't load more wallets")).toBeNull()
    expect(walletRows(dialog)).toContain('MetaMask')
  })

  it('[API-032] a malformed directory entry is dropped and logged; the rest of the page shows', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await served.directory.setFault({ kind: 'malformedEntry' })
    const subject = start()
    act(() => subject.appKit.open())
    const dialog = await subject.dialog()
    await within(dialog).findByText('All wallets')
    expect(walletRows(dialog)).toContain('MetaMask')
    expect(logged).toHaveBeenCalledWith(
      'Dropped a malformed wallet directory entry',
      expect.objectContaining({ index: 20 }),
    )
    logged.mockRestore()
  })

  it('[ROUTER-033] the same wallet installed and in the directory is one row, opened through the installed wallet', async () => {
    const metaMask: WalletDescriptor = {
      id: 'io.metamask',
      name: 'MetaMask',
      type: 'ANNOUNCED',
      provider: true,
      info: { rdns: 'io.metamask' },
    }
    const subject = start({
      wallets: [SDK_WALLET, metaMask, ANNOUNCED_WALLET],
      options: { featuredWalletIds: [idOf('MetaMask')] },
    })
    act(() => subject.appKit.open())
    const dialog = await subject.dialog()
    await within(dialog).findByText('All wallets')
    const rows = walletRows(dialog)
    expect(rows.filter((row) => row.startsWith('MetaMask'))).toEqual(['MetaMaskInstalled'])
    expect(rows.slice(0, 2)).toEqual(['MetaMaskInstalled', 'Atrium Test WalletInstalled'])
    subject.wallet.holdNextConnect()
    fireEvent.click(within(dialog).getByRole('button', { name: /^MetaMask/ }))
    await within(dialog).findByText('Continue in MetaMask')
  })

  it('[ROUTER-034] a directory wallet without a connector opens ConnectingWalletConnect with its directory image', async () => {
    const subject = start()
    act(() => subject.appKit.open())
    const dialog = await subject.dialog()
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Trust Wallet/ }))
    await within(dialog).findByRole('heading', { name: 'Trust Wallet' })
    const trust = served.directory.wallets.find((wallet) => wallet.name === 'Trust Wallet')
    const image = dialog.querySelector(`img[src*="/getWalletImage/${trust?.image_id}"]`)
    expect(image?.getAttribute('src')).toBe(
      `${served.proxy.url}/getWalletImage/${trust?.image_id}?projectId=test-project&st=atrium&sv=react-1.7.0`,
    )
    expect(subject.appKit.stores.connection.getState().recentWallet?.id).toBe(trust?.id)
  })

  it('opened for one namespace, the directory is asked for the wallets of its networks', async () => {
    const subject = start({ networks: [mainnet, solana] })
    act(() => subject.appKit.open({ namespace: 'solana' }))
    await subject.dialog()
    await waitFor(() => expect(directoryRequests().length).toBeGreaterThan(0))
    expect(directoryRequests()[0]?.searchParams.get('chains')).toBe(solana.caipNetworkId)
  })
})
