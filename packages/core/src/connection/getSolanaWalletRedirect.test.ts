import { CONNECTOR_EXPLORER_IDS } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import {
  getCoinbaseDappLink,
  getPhantomBrowseLink,
  getSolanaWalletRedirect,
} from './getSolanaWalletRedirect.js'

const pageUrl = 'https://dapp.example/swap?x=1'
const phantom = { id: CONNECTOR_EXPLORER_IDS.Phantom ?? '', name: 'Phantom' }
const coinbase = { id: 'coinbaseWallet', name: 'Coinbase Wallet' }

describe('getSolanaWalletRedirect', () => {
  it("[CONN-011] Phantom without its provider on Solana goes to Phantom's in-app browser", () => {
    expect(
      getSolanaWalletRedirect({ namespace: 'solana', wallet: phantom, isProviderInstalled: false, pageUrl }),
    ).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fdapp.example%2Fswap%3Fx%3D1?ref=https%3A%2F%2Fdapp.example',
    )
    expect(
      getSolanaWalletRedirect({
        namespace: 'solana',
        wallet: { id: 'x', name: 'phantom' },
        isProviderInstalled: false,
        pageUrl,
      }),
    ).toBe(getPhantomBrowseLink(pageUrl))
  })

  it("[CONN-012] Coinbase Wallet without its Solana provider goes to Coinbase's dapp link", () => {
    expect(
      getSolanaWalletRedirect({ namespace: 'solana', wallet: coinbase, isProviderInstalled: false, pageUrl }),
    ).toBe('https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fdapp.example%2Fswap%3Fx%3D1')
    expect(getCoinbaseDappLink(pageUrl)).toBe(
      'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fdapp.example%2Fswap%3Fx%3D1',
    )
  })

  it('[CONN-011][CONN-012] no redirect with the provider installed, off Solana, or for other wallets', () => {
    expect(
      getSolanaWalletRedirect({ namespace: 'solana', wallet: phantom, isProviderInstalled: true, pageUrl }),
    ).toBeUndefined()
    expect(
      getSolanaWalletRedirect({ namespace: 'eip155', wallet: coinbase, isProviderInstalled: false, pageUrl }),
    ).toBeUndefined()
    expect(
      getSolanaWalletRedirect({
        namespace: 'solana',
        wallet: { id: 'x', name: 'Solflare' },
        isProviderInstalled: false,
        pageUrl,
      }),
    ).toBeUndefined()
  })

  it('[CONN-011][CONN-012] only http(s) pages are passed on', () => {
    expect(getPhantomBrowseLink('javascript:alert(1)')).toBeUndefined()
    expect(getCoinbaseDappLink('file:///x')).toBeUndefined()
    expect(
      getSolanaWalletRedirect({
        namespace: 'solana',
        wallet: phantom,
        isProviderInstalled: false,
        pageUrl: 'nope',
      }),
    ).toBeUndefined()
  })
})
