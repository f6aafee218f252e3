import { describe, expect, it } from 'vitest'
import { NO_WALLET_SEARCH } from './createWalletListStore.js'
import { getAllWalletRows } from './getAllWalletRows.js'
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
