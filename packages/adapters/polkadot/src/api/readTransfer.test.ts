import { describe, expect, it } from 'vitest'
import { readTransfer } from './readTransfer.js'

const ALICE = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const from = `polkadot:45454545454545454545454545454545:${ALICE}` as const

function rejectionOf(action: () => unknown): { code?: unknown; details?: unknown } {
  try {
    action()
  } catch (error) {
    return error as { code?: unknown; details?: unknown }
  }
  throw new Error('expected a rejection')
}

describe('readTransfer', () => {
  it('reads a native transfer: network, sender, receiver (any SS58 prefix), amount in planck', () => {
    expect(readTransfer({ from, to: BOB, value: 1_000_000n })).toEqual({
      networkId: 'polkadot:45454545454545454545454545454545',
      from: ALICE,
      to: BOB,
      value: 1_000_000n,
    })
  })

  it('accepts empty call data', () => {
    expect(readTransfer({ from, to: BOB, value: 1n, data: '0x' }).value).toBe(1n)
  })

  it.each([
    [
      'a sender of another namespace',
      { from: `eip155:1:0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc`, to: BOB, value: 1n },
      'from',
    ],
    [
      'a sender that is not an SS58 address',
      { from: 'polkadot:45454545454545454545454545454545:abc', to: BOB, value: 1n },
      'from',
    ],
    ['no receiver', { from, to: '', value: 1n }, 'to'],
    [
      'a hex receiver',
      { from, to: '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d', value: 1n },
      'to',
    ],
    ['a mistyped receiver', { from, to: `${BOB.slice(0, -1)}x`, value: 1n }, 'to'],
    ['no amount', { from, to: BOB }, 'value'],
    ['a zero amount', { from, to: BOB, value: 0n }, 'value'],
    ['a negative amount', { from, to: BOB, value: -5n }, 'value'],
    ['call data', { from, to: BOB, value: 1n, data: '0x00' }, 'data'],
  ])('[SEND-003] rejects %s with RPC_INVALID_PARAMS naming the field', (_, transaction, field) => {
    const error = rejectionOf(() => readTransfer(transaction as Parameters<typeof readTransfer>[0]))
    expect(error.code).toBe('RPC_INVALID_PARAMS')
    expect(String(error.details)).toContain(field)
  })
})
