import type { Connector } from '@atrium/core'
import { describe, expect, it } from 'vitest'
import { getWalletEntries } from './getWalletEntries.js'

const visibility = { isMobile: false, hasInjectedWallet: true, excludedRdns: [] }

function connector(id: string, type: Connector['type'], fields: Partial<Connector> = {}): Connector {
  return { id, name: id, type, chain: 'eip155', provider: type === 'ANNOUNCED', ...fields }
}

const coinbase = connector('Coinbase Wallet', 'EXTERNAL')
const safe = connector('Safe', 'EXTERNAL')
const metaMask = connector('MetaMask', 'ANNOUNCED', { info: { rdns: 'io.metamask' } })
const rabby = connector('Rabby', 'ANNOUNCED', { info: { rdns: 'io.rabby' } })
const walletConnect = connector('WalletConnect', 'WALLET_CONNECT')
const email = connector('Email', 'AUTH')

describe('getWalletEntries', () => {
  it('lists installed and announced wallets first, keeping the adapter order within each group', () => {
    const entries = getWalletEntries({
      connectors: [coinbase, metaMask, safe, rabby],
      recentWallets: [],
      visibility,
    })
    expect(entries.map(({ connector, tag }) => [connector.id, tag])).toEqual([
      ['MetaMask', 'installed'],
      ['Rabby', 'installed'],
      ['Coinbase Wallet', undefined],
      ['Safe', undefined],
    ])
  })

  it('[CONNECTOR-015] tags recent wallets and puts them first in their group, most recent first', () => {
    const entries = getWalletEntries({
      connectors: [coinbase, metaMask, safe, rabby],
      recentWallets: [
        { id: 'safe', name: 'Safe' },
        { id: 'io.rabby', name: 'Rabby Wallet', rdns: 'io.rabby' },
      ],
      visibility,
    })
    expect(entries.map(({ connector, tag }) => [connector.id, tag])).toEqual([
      ['Rabby', 'recent'],
      ['MetaMask', 'installed'],
      ['Safe', 'recent'],
      ['Coinbase Wallet', undefined],
    ])
  })

  it('leaves out WalletConnect and the email/social connector (other connect methods)', () => {
    const entries = getWalletEntries({
      connectors: [walletConnect, email, metaMask],
      recentWallets: [],
      visibility,
    })
    expect(entries.map(({ connector }) => connector.id)).toEqual(['MetaMask'])
  })

  it('[CONNECTOR-012][CONNECTOR-014] applies core visibility: Browser Wallet on desktop and excluded rdns are hidden', () => {
    const browserWallet = connector('injected', 'INJECTED', { name: 'Browser Wallet', provider: true })
    const entries = getWalletEntries({
      connectors: [browserWallet, metaMask, rabby],
      recentWallets: [],
      visibility: { ...visibility, excludedRdns: ['io.rabby'] },
    })
    expect(entries.map(({ connector }) => connector.id)).toEqual(['MetaMask'])
  })
})
