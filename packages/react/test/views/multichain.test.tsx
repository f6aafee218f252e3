import { mainnet, optimism, solana, solanaDevnet } from '@atrium/common'
import type { WalletDescriptor } from '@atrium/core'
import { createMemoryAdapter } from '@atrium/testing/unit'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadLaterViews } from '../../src/modal/loadLaterViews.js'
import { ModalRoot } from '../../src/modal/ModalRoot.js'
import { createTestAppKit } from '../helpers/createTestAppKit.test-helper.js'
import { renderWithAppKit } from '../helpers/renderWithAppKit.test-helper.js'

// The views after Connect load in the background once the modal opens; here they are loaded
// first, so each view renders in the step that shows it (laterViews.test.tsx covers the wait).
beforeAll(() => loadLaterViews())

const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const phantom = (id: string): WalletDescriptor => ({ id, name: 'Phantom', type: 'INJECTED', provider: true })
const SOLFLARE: WalletDescriptor = { id: 'solflare', name: 'Solflare', type: 'INJECTED', provider: true }

/** An EVM and a Solana wallet library, each with its own Phantom, and a modal over both. */
function createMultiChainSubject() {
  const evm = createMemoryAdapter({
    wallets: [phantom('app.phantom')],
    addresses: [EVM_ADDRESS],
    networkId: 'eip155:1',
    balances: { 'eip155:1': '2' },
  })
  const sol = createMemoryAdapter({
    wallets: [phantom('phantom'), SOLFLARE],
    addresses: [SOLANA_ADDRESS],
    networkId: `solana:${solana.id}`,
    balances: { [`solana:${solana.id}`]: '7.5' },
    symbol: 'SOL',
  })
  const subject = createTestAppKit({
    adapters: [evm.adapter, sol.adapter],
    networks: [mainnet, optimism, solana, solanaDevnet],
  })
  renderWithAppKit(subject.appKit, <ModalRoot />)
  return { evm, sol, ...subject }
}

const dialog = () => screen.getByRole('dialog')

describe('one modal for several namespaces', () => {
  it('[CONNECTOR-005] a wallet on EVM and Solana is one entry that asks which chain to connect', async () => {
    const subject = createMultiChainSubject()
    act(() => subject.appKit.open())
    const list = within(dialog()).getByRole('list', { name: 'Wallets' })
    expect(within(list).getAllByRole('button', { name: /Phantom/ })).toHaveLength(1)

    fireEvent.click(within(list).getByRole('button', { name: /Phantom/ }))
    const chains = within(dialog()).getByRole('list', { name: 'Select a chain' })
    expect(
      within(chains)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ethereum and EVM', 'Solana'])
    expect(subject.sol.calls).toEqual([])

    fireEvent.click(within(chains).getByRole('button', { name: 'Solana' }))
    await within(dialog()).findByRole('heading', { name: 'Account' })
    expect(subject.sol.calls).toContain('connect:phantom')
    expect(subject.evm.calls.filter((call) => call.startsWith('connect'))).toEqual([])
    expect(subject.stores.account.getState().chains.solana.caipAddress).toBe(
      `solana:${solana.id}:${SOLANA_ADDRESS}`,
    )
  })

  it('[NET-006] the network list groups networks by namespace; a switch to an unconnected one asks for its wallet', async () => {
    const subject = createMultiChainSubject()
    act(() => subject.appKit.open({ view: 'Networks' }))
    const groups = within(dialog()).getByRole('region', { name: 'Networks' })
    const evmList = within(groups).getByRole('list', { name: 'Ethereum and EVM' })
    const solanaList = within(groups).getByRole('list', { name: 'Solana' })
    expect(within(evmList).getAllByRole('button')).toHaveLength(2)
    expect(within(solanaList).getAllByRole('button')).toHaveLength(2)

    fireEvent.click(within(solanaList).getByRole('button', { name: /Solana Devnet/ }))
    await waitFor(() => expect(subject.stores.network.getState().activeNamespace).toBe('solana'))
    expect(subject.stores.network.getState().chains.solana.caipNetwork?.caipNetworkId).toBe(
      solanaDevnet.caipNetworkId,
    )
    // [NET-007] the connectors are filtered to the new namespace: its wallets only, Phantom's Solana member.
    act(() => subject.appKit.open())
    const wallets = within(dialog()).getByRole('list', { name: 'Wallets' })
    expect(within(wallets).getByRole('button', { name: /Solflare/ })).toBeTruthy()
    fireEvent.click(within(wallets).getByRole('button', { name: /Phantom/ }))
    await within(dialog()).findByRole('heading', { name: 'Account' })
    expect(subject.sol.calls).toContain('connect:phantom')
  })

  it('each namespace keeps its connection: both show, either can be made active, disconnect ends both', async () => {
    const subject = createMultiChainSubject()
    const [evmEntry] = subject.stores.connectors.getState().connectors
    const evmMember = evmEntry?.connectors?.find((member) => member.chain === 'eip155')
    const solanaMember = evmEntry?.connectors?.find((member) => member.chain === 'solana')
    if (evmMember === undefined || solanaMember === undefined) throw new Error('Phantom was not merged')
    await subject.appKit.connect({ connector: solanaMember })
    await subject.appKit.connect({ connector: evmMember })
    await subject.appKit.switchNetwork(mainnet)

    act(() => subject.appKit.open())
    await within(dialog()).findByText('2 ETH')
    const other = within(dialog()).getByRole('list', { name: 'Also connected' })
    fireEvent.click(within(other).getByRole('button', { name: /Use Solana account 9WzD/ }))
    await waitFor(() => expect(subject.stores.network.getState().activeNamespace).toBe('solana'))
    await within(dialog()).findByText(/^9WzD.*AWWM$/)
    expect(within(dialog()).getByRole('button', { name: /Use Ethereum and EVM account 0x5a/ })).toBeTruthy()

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Disconnect' }))
    await within(dialog()).findByRole('heading', { name: 'Connect wallet' })
    const { chains } = subject.stores.account.getState()
    expect([chains.eip155.address, chains.solana.address]).toEqual([undefined, undefined])
  })

  it('[ROUTER-026] UnsupportedChain lists only the networks of the namespace at fault', async () => {
    const subject = createMultiChainSubject()
    const [entry] = subject.stores.connectors.getState().connectors
    const evmMember = entry?.connectors?.find((member) => member.chain === 'eip155')
    if (evmMember === undefined) throw new Error('Phantom was not merged')
    await subject.appKit.connect({ connector: evmMember })
    act(() => subject.appKit.open({ view: 'UnsupportedChain' }))
    const list = within(dialog()).getByRole('list', { name: 'Networks' })
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(names).toEqual([expect.stringContaining('Ethereum'), expect.stringContaining('OP Mainnet')])
  })
})
