import { describe, expect, it } from 'vitest'
import { NO_WALLET_SEARCH } from './createWalletListStore.js'
import { getAllWalletRows } from './getAllWalletRows.js'
import {
  coinbaseSdk,
  describeRow,
  dirCoinbase,
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
})
