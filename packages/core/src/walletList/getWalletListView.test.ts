import { describe, expect, it } from 'vitest'
import { NO_WALLET_SEARCH } from './createWalletListStore.js'
import { getWalletListView } from './getWalletListView.js'
import { getWalletRowsInput } from './getWalletRowsInput.js'
import { dirTrust, dirZerion, metaMask, rowsInput, walletListState } from './walletRows.test-helper.js'

const error = { code: 'HTTP_STATUS', message: 'HTTP status code: 500' }

describe('getWalletListView', () => {
  it('[CONNECTOR-019] the Connect view’s wallets, every wallet loaded, the count and whether more pages exist', () => {
    const view = getWalletListView(
      rowsInput({
        connectors: [metaMask],
        walletList: walletListState({ pages: [dirZerion, dirTrust], count: 90 }),
      }),
    )
    expect(view.topWallets.map((row) => row.name)).toEqual(['MetaMask', 'Zerion', 'Trust Wallet'])
    expect(view.wallets.map((row) => row.name)).toEqual(['MetaMask', 'Zerion', 'Trust Wallet'])
    expect(view).toMatchObject({
      count: 90,
      searchText: '',
      isLoading: false,
      hasMore: true,
      error: undefined,
    })
  })

  it('without a directory there is no page to load', () => {
    expect(getWalletListView(rowsInput({ hasDirectory: false })).hasMore).toBe(false)
  })

  it('[CONNECTOR-020] while searching: its text, its loading state and its error; no more pages', () => {
    const searching = walletListState({
      pages: [dirZerion],
      search: { ...NO_WALLET_SEARCH, text: 'trust', status: 'error', error },
    })
    expect(getWalletListView(rowsInput({ walletList: searching }))).toMatchObject({
      searchText: 'trust',
      hasMore: false,
      error,
      wallets: [],
    })
  })

  it('the rows input reads the stores’ state and the platform', () => {
    const input = rowsInput()
    const fromState = getWalletRowsInput(
      {
        connectors: { connectors: input.connectors },
        walletList: input.walletList,
        options: input.options,
      },
      {
        recentWallets: [],
        isMobile: false,
        hasWalletConnect: true,
        hasDirectory: true,
        getImageUrl: input.getImageUrl,
      },
    )
    expect(fromState).toEqual(input)
  })
})
