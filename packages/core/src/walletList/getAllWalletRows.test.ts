import { describe, expect, it } from 'vitest'
import type { Wallet } from '../walletDirectory/walletSchema.js'
import { NO_WALLET_SEARCH } from './createWalletListStore.js'
import { createAllWalletRowsBuilder, getAllWalletRows } from './getAllWalletRows.js'
import { reducePageLoaded } from './transitions.js'
import type { WalletRowsInput } from './WalletRowsInput.js'
import {
  coinbaseSdk,
  describeRow,
  dirCoinbase,
  directoryWallet,
  dirMetaMask,
  dirRainbow,
  dirTrust,
  dirZerion,
  metaMask,
  rabby,
  rowsInput,
  walletListState,
} from './walletRows.test-helper.js'

describe('getAllWalletRows', () => {
  it('[ROUTER-033] installed, custom, featured, other connectors, then every directory page loaded, each wallet once', () => {
    const listed = getAllWalletRows(
      rowsInput({
        connectors: [coinbaseSdk, metaMask],
        walletList: walletListState({
          pages: [dirMetaMask, dirTrust, dirZerion, dirCoinbase, dirRainbow],
          featured: [dirRainbow],
        }),
        options: {
          featuredWalletIds: ['rainbow'],
          customWallets: [{ id: 'mine', name: 'Mine', mobile_link: 'mine://' }],
        },
      }),
    )
    expect(listed.map(describeRow)).toEqual([
      'MetaMask installed installed,connector',
      'Mine custom walletConnect',
      'Rainbow featured walletConnect',
      'Coinbase Wallet connector connector',
      'Trust Wallet directory walletConnect',
      'Zerion directory walletConnect',
    ])
    expect(new Set(listed.map((row) => row.key)).size).toBe(listed.length)
  })

  it('[CONNECTOR-020] while searching: the local wallets whose name matches, then the directory results', () => {
    const listed = getAllWalletRows(
      rowsInput({
        connectors: [metaMask, rabby, coinbaseSdk],
        walletList: walletListState({
          pages: [dirZerion],
          featured: [dirRainbow],
          search: { ...NO_WALLET_SEARCH, text: 'wallet', status: 'ready', wallets: [dirTrust, dirCoinbase] },
        }),
        options: { featuredWalletIds: ['rainbow'] },
      }),
    )
    expect(listed.map(describeRow)).toEqual([
      'Rabby Wallet installed installed,connector',
      'Coinbase Wallet connector connector',
      'Trust Wallet directory walletConnect',
    ])
  })

  it('a directory of thousands: each wallet once, the installed one where it is first, the others in order', () => {
    const generated = Array.from({ length: 5_000 }, (_, index) =>
      directoryWallet(`generated-${index}`, `Generated ${index}`, { rdns: `com.example.generated${index}` }),
    )
    const listed = getAllWalletRows(
      rowsInput({
        connectors: [metaMask],
        walletList: walletListState({
          pages: [...generated.slice(0, 2_500), dirMetaMask, ...generated.slice(2_500)],
        }),
      }),
    )
    expect(listed).toHaveLength(5_001)
    expect(listed.filter((row) => row.name === 'MetaMask').map(describeRow)).toEqual([
      'MetaMask installed installed,connector',
    ])
    expect(listed.at(-1)?.name).toBe('Generated 4999')
  })
})

describe('createAllWalletRowsBuilder', () => {
  const withPage = (input: WalletRowsInput, page: number, wallets: readonly Wallet[]): WalletRowsInput => ({
    ...input,
    walletList: reducePageLoaded(input.walletList, { key: '', page, wallets, count: 600 }),
  })

  it('as pages load: the rows of getAllWalletRows, the rows a page left alone kept as they were', () => {
    const first = rowsInput({
      connectors: [metaMask],
      walletList: walletListState({ pages: [dirTrust, dirZerion] }),
    })
    const second = withPage(first, 2, [dirMetaMask, dirRainbow])
    const getRows = createAllWalletRowsBuilder()
    const before = getRows(first)
    const after = getRows(second)
    expect(before).toEqual(getAllWalletRows(first))
    expect(after).toEqual(getAllWalletRows(second))
    expect(after.map(describeRow)).toEqual([
      'MetaMask installed installed,connector',
      'Trust Wallet directory walletConnect',
      'Zerion directory walletConnect',
      'Rainbow directory walletConnect',
    ])
    // The installed MetaMask's row gained its directory entry: a new object; the others are the same.
    expect(after[0]?.wallet).toBe(dirMetaMask)
    expect(before[0]?.wallet).toBeUndefined()
    expect(after.slice(1, 3)).toEqual(before.slice(1, 3))
    expect(after[1]).toBe(before[1])
    expect(after[2]).toBe(before[2])
    expect(getRows(second)).toBe(after)
  })

  it('anything but an appended page rebuilds the rows: a search, its end, other connectors', () => {
    const listed = rowsInput({
      connectors: [metaMask],
      walletList: walletListState({ pages: [dirTrust, dirZerion] }),
    })
    const searching = {
      ...listed,
      walletList: {
        ...listed.walletList,
        search: { ...NO_WALLET_SEARCH, text: 'zer', status: 'ready' as const, wallets: [dirZerion] },
      },
    }
    const otherConnectors = { ...listed, connectors: [rabby] }
    const getRows = createAllWalletRowsBuilder()
    for (const input of [listed, searching, listed, otherConnectors])
      expect(getRows(input)).toEqual(getAllWalletRows(input))
    expect(getRows(searching).map(describeRow)).toEqual(['Zerion directory walletConnect'])
    expect(getRows(otherConnectors).map(describeRow)).toEqual([
      'Rabby Wallet installed installed,connector',
      'Trust Wallet directory walletConnect',
      'Zerion directory walletConnect',
    ])
  })
})
