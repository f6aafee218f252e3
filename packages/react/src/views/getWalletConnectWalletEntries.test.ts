import type { Connector } from '@atrium/core'
import { describe, expect, it } from 'vitest'
import { getWalletConnectWalletEntries } from './getWalletConnectWalletEntries.js'

const TRUST = { id: 'trust', name: 'Trust', mobile_link: 'trust://' }
const LEDGER = { id: 'ledger', name: 'Ledger Live', desktop_link: 'ledgerlive://' }
const PLAIN = { id: 'plain', name: 'Plain' }
const RABBY: Connector = { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155', provider: true }

describe('getWalletConnectWalletEntries', () => {
  it('[CONNECTOR-015] recent wallets with a wallet link first (tagged recent), then the custom wallets', () => {
    expect(
      getWalletConnectWalletEntries({
        customWallets: [PLAIN, TRUST],
        recentWallets: [LEDGER],
        connectors: [],
      }),
    ).toEqual([
      { wallet: LEDGER, tag: 'recent' },
      { wallet: PLAIN, tag: undefined },
      { wallet: TRUST, tag: undefined },
    ])
  })

  it('a wallet listed twice appears once, as recent', () => {
    const entries = getWalletConnectWalletEntries({
      customWallets: [TRUST],
      recentWallets: [TRUST],
      connectors: [],
    })
    expect(entries).toEqual([{ wallet: TRUST, tag: 'recent' }])
  })

  it('[ROUTER-033] leaves out a wallet a connector opens, and a recent wallet without a safe link', () => {
    const entries = getWalletConnectWalletEntries({
      customWallets: [{ id: 'rabby', name: 'Rabby', mobile_link: 'rabby://' }],
      recentWallets: [
        { id: 'io.metamask', name: 'MetaMask' },
        { id: 'evil', name: 'Evil', mobile_link: 'javascript:x' },
      ],
      connectors: [RABBY],
    })
    expect(entries).toEqual([])
  })
})
