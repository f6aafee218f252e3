import { Transaction } from 'bitcoinjs-lib'
import { describe, expect, test } from 'vitest'
import { checkTransactionStandard } from './checkTransactionStandard.js'

const P2WPKH = Buffer.from(`0014${'11'.repeat(20)}`, 'hex')

function transactionWith(change: (transaction: Transaction) => void): Transaction {
  const transaction = new Transaction()
  transaction.version = 2
  transaction.addInput(new Uint8Array(32).fill(1), 0)
  transaction.addOutput(P2WPKH, 10_000n)
  change(transaction)
  return transaction
}

function verdict(transaction: Transaction): string {
  try {
    checkTransactionStandard(transaction)
    return 'standard'
  } catch (error) {
    return (error as { reason: string }).reason
  }
}

describe('checkTransactionStandard', () => {
  test('passes a plain transaction', () => {
    expect(verdict(transactionWith(() => {}))).toBe('standard')
  })

  test('consensus: inputs and outputs present, values in range, no duplicate or coinbase input', () => {
    expect(verdict(transactionWith((transaction) => transaction.ins.splice(0)))).toBe('bad-txns-vin-empty')
    expect(verdict(transactionWith((transaction) => transaction.outs.splice(0)))).toBe('bad-txns-vout-empty')
    expect(
      verdict(transactionWith((transaction) => transaction.addOutput(P2WPKH, 2_100_000_000_000_001n))),
    ).toBe('bad-txns-vout-toolarge')
    expect(
      verdict(transactionWith((transaction) => transaction.addInput(new Uint8Array(32).fill(1), 0))),
    ).toBe('bad-txns-inputs-duplicate')
    const coinbase = transactionWith((transaction) => {
      transaction.ins.splice(0)
      transaction.addInput(new Uint8Array(32), 0xffff_ffff, 0xffff_ffff, Uint8Array.of(0x51, 0x00))
    })
    expect(verdict(coinbase)).toBe('coinbase')
  })

  test('policy: version, output scripts, OP_RETURN size and count, push-only scriptSig', () => {
    expect(
      verdict(
        transactionWith((transaction) => {
          transaction.version = 4
        }),
      ),
    ).toBe('version')
    expect(
      verdict(transactionWith((transaction) => transaction.addOutput(Uint8Array.of(0xac), 1_000n))),
    ).toBe('scriptpubkey')
    const bigData = Uint8Array.from([0x6a, 0x4c, 82, ...new Uint8Array(82)])
    expect(verdict(transactionWith((transaction) => transaction.addOutput(bigData, 0n)))).toBe('scriptpubkey')
    const data = Uint8Array.of(0x6a, 0x01, 0x01)
    expect(
      verdict(
        transactionWith((transaction) => {
          transaction.addOutput(data, 0n)
          transaction.addOutput(data, 0n)
        }),
      ),
    ).toBe('multi-op-return')
    expect(
      verdict(transactionWith((transaction) => transaction.setInputScript(0, Uint8Array.of(0x76)))),
    ).toBe('scriptsig-not-pushonly')
  })
})
