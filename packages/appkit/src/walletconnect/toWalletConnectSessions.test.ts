import { describe, expect, it } from 'vitest'
import { toWalletConnectSessions } from './toWalletConnectSessions.js'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('toWalletConnectSessions', () => {
  it('[CONN-014] one adapter session per namespace, on the chain of its first account', () => {
    expect(
      toWalletConnectSessions({
        eip155: { accounts: [`eip155:10:${ADDRESS}`, `eip155:1:${ADDRESS}`] },
        solana: { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Abc1'] },
      }),
    ).toEqual([
      {
        namespace: 'eip155',
        session: {
          connectorId: 'walletConnect',
          accounts: [{ caipAddress: `eip155:10:${ADDRESS}` }],
          networkId: 'eip155:10',
        },
      },
      {
        namespace: 'solana',
        session: {
          connectorId: 'walletConnect',
          accounts: [{ caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:Abc1' }],
          networkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        },
      },
    ])
  })

  it('leaves out unknown namespaces, namespaces without accounts and malformed accounts', () => {
    expect(
      toWalletConnectSessions({
        cosmos: { accounts: ['cosmos:hub:abc'] },
        eip155: { accounts: [] },
        solana: { accounts: ['solana'] },
      }),
    ).toEqual([])
  })
})
