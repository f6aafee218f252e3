import type { Transaction } from '@atrium/core'
import { describe, expect, it } from 'vitest'
import { toActivityRow } from './toActivityRow.js'

const NOW = Date.parse('2025-03-20T12:00:00.000Z')

function transaction(
  operationType: string,
  transfers: NonNullable<Transaction['transfers']>,
  status = 'confirmed',
): Transaction {
  return {
    id: '0x01',
    metadata: {
      minedAt: '2025-03-17T12:00:00.000Z',
      chain: 'eip155:1',
      operationType,
      status,
      sentFrom: '0xa',
      sentTo: '0xb',
    },
    transfers,
  }
}

const dusd = (direction: string, numeric: string) => ({
  fungible_info: { name: 'Devnet Dollar', symbol: 'DUSD', icon: { url: 'https://x/dusd.svg' } },
  direction,
  quantity: { numeric },
})

describe('toActivityRow', () => {
  it('[UI-013] a received token: title, amount with a plus, its icon, how long ago', () => {
    expect(toActivityRow(transaction('receive', [dusd('in', '1000')]), NOW)).toEqual({
      id: '0x01',
      title: 'Received DUSD',
      date: '3 d ago',
      amount: '+1,000 DUSD',
      direction: 'in',
      images: [{ name: 'DUSD', url: 'https://x/dusd.svg' }],
    })
  })

  it('a sent token has a minus and points out; a failed one says so', () => {
    const row = toActivityRow(transaction('send', [dusd('out', '3.14159')], 'failed'), NOW)
    expect([row.title, row.amount, row.direction]).toEqual(['Sent DUSD (failed)', '-3.141 DUSD', 'out'])
  })

  it('a transfer to oneself has no sign; a call that moved nothing has no amount', () => {
    const self = toActivityRow(transaction('execute', [dusd('self', '2')]), NOW)
    expect([self.title, self.amount, self.direction]).toEqual(['Moved DUSD', '2 DUSD', 'other'])
    const call = toActivityRow(transaction('execute', []), NOW)
    expect([call.title, call.amount, call.images]).toEqual(['Contract call', undefined, []])
  })

  it('spam NFT transfers are left out of the title and icons', () => {
    const spam = {
      nft_info: {
        name: 'Free Mint Voucher #0',
        content: { preview: { url: 'https://x/fmv.svg' } },
        flags: { is_spam: true },
      },
      direction: 'in',
      quantity: { numeric: '1' },
    }
    const row = toActivityRow(transaction('trade', [spam, dusd('in', '5')]), NOW)
    expect([row.title, row.images]).toEqual(['Traded DUSD', [{ name: 'DUSD', url: 'https://x/dusd.svg' }]])
  })
})
