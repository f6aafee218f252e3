import { CONNECTOR_EXPLORER_IDS } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createConnectionStore } from '../connection/createConnectionStore.js'
import { createRouterStore } from '../router/createRouterStore.js'
import { getWalletSelection } from './getWalletSelection.js'
import { selectWallet } from './selectWallet.js'
import { coinbaseSdk, connector, dirPhantom, dirZerion, metaMask } from './walletRows.test-helper.js'

const pageUrl = 'https://dapp.example/swap'
const stores = () => ({ router: createRouterStore(), connection: createConnectionStore() })
const row = (fields: Partial<Parameters<typeof getWalletSelection>[0]['row']>) => ({
  key: 'k',
  name: 'Wallet',
  connector: undefined,
  wallet: undefined,
  ...fields,
})

describe('selectWallet', () => {
  it('[ROUTER-033][ROUTER-013] a wallet with a connector opens ConnectingExternal with it', () => {
    const subject = stores()
    expect(
      selectWallet(subject, {
        row: row({ connector: metaMask, name: 'MetaMask' }),
        namespace: 'eip155',
        pageUrl,
      }),
    ).toEqual({ kind: 'connector', connector: metaMask })
    expect(subject.router.getState()).toMatchObject({
      view: 'ConnectingExternal',
      history: ['Connect', 'ConnectingExternal'],
      data: { connector: metaMask },
    })
    expect(subject.connection.getState().recentWallet).toBeUndefined()
  })

  it('[ROUTER-034][ROUTER-013] a wallet without one opens ConnectingWalletConnect with the wallet, its pairing’s wallet', () => {
    const subject = stores()
    subject.connection.setState({ wcLinking: { name: 'Old', href: 'old://' } })
    expect(
      selectWallet(subject, {
        row: row({ wallet: dirZerion, name: 'Zerion' }),
        namespace: 'eip155',
        pageUrl,
      }),
    ).toEqual({ kind: 'walletConnect', wallet: dirZerion })
    expect(subject.router.getState()).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { wallet: dirZerion },
    })
    expect(subject.connection.getState()).toMatchObject({ recentWallet: dirZerion, wcLinking: undefined })
  })

  it("[CONN-011] on Solana, Phantom without its provider redirects to Phantom's in-app browser; no view opens", () => {
    const subject = stores()
    const selection = selectWallet(subject, {
      row: row({ wallet: dirPhantom, name: 'Phantom' }),
      namespace: 'solana',
      pageUrl,
    })
    expect(selection).toEqual({
      kind: 'redirect',
      url: 'https://phantom.app/ul/browse/https%3A%2F%2Fdapp.example%2Fswap?ref=https%3A%2F%2Fdapp.example',
    })
    expect(subject.router.getState().history).toEqual(['Connect'])
  })

  it('[CONN-011] Phantom with its Solana provider, or Phantom off Solana, connects normally', () => {
    const phantomSolana = connector({ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' })
    expect(
      getWalletSelection({
        row: row({ connector: phantomSolana, name: 'Phantom' }),
        namespace: 'solana',
        pageUrl,
      }),
    ).toEqual({ kind: 'connector', connector: phantomSolana })
    expect(
      getWalletSelection({ row: row({ wallet: dirPhantom, name: 'Phantom' }), namespace: 'eip155', pageUrl }),
    ).toEqual({ kind: 'walletConnect', wallet: dirPhantom })
  })

  it("[CONN-012] on Solana, Coinbase Wallet without its Solana provider redirects to Coinbase's dapp link", () => {
    expect(
      getWalletSelection({
        row: row({
          connector: coinbaseSdk,
          name: 'Coinbase Wallet',
          key: CONNECTOR_EXPLORER_IDS.coinbaseWallet ?? '',
        }),
        namespace: 'solana',
        pageUrl,
      }),
    ).toEqual({ kind: 'redirect', url: 'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fdapp.example%2Fswap' })
  })

  it('[CONN-011] a page that is not http(s) gets no redirect', () => {
    expect(
      getWalletSelection({
        row: row({ wallet: dirPhantom, name: 'Phantom' }),
        namespace: 'solana',
        pageUrl: 'file:///x',
      }),
    ).toEqual({ kind: 'walletConnect', wallet: dirPhantom })
  })
})
