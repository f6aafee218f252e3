import { Connection, Keypair, SystemInstruction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { planTransfer } from './planTransfer.js'
import { buildTransferTransaction, readTransfer } from './readTransfer.js'

const from = Keypair.fromSeed(new Uint8Array(32).fill(1)).publicKey.toBase58()
const to = Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey.toBase58()
const network = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const caipFrom = `${network}:${from}` as const

function read(value: bigint | undefined, receiver: string, sender: string | undefined = from) {
  return readTransfer({ from: caipFrom, to: receiver, value }, sender)
}

describe('readTransfer', () => {
  it('reads sender, receiver and lamports', () => {
    const transfer = read(1_500n, to)
    expect(transfer.from.toBase58()).toBe(from)
    expect(transfer.to.toBase58()).toBe(to)
    expect(transfer.amount).toBe(1_500n)
    expect(transfer.mint).toBeUndefined()
  })

  it('reads the mint of an SPL transfer; a mint that is not an address fails with the same error', () => {
    const mint = Keypair.fromSeed(new Uint8Array(32).fill(3)).publicKey.toBase58()
    expect(readTransfer({ from: caipFrom, to, value: 7n, mint }, from).mint?.toBase58()).toBe(mint)
    expect(() => readTransfer({ from: caipFrom, to, value: 7n, mint: '0xabc' }, from)).toThrowError(
      expect.objectContaining({ code: 'SOLANA_SEND_INVALID_PARAMETERS' }),
    )
  })

  it("[SEND-003] a missing or non-positive amount fails with 'Please enter a valid amount and receiver address'", () => {
    for (const value of [undefined, 0n, -1n, 2n ** 64n]) {
      expect(() => read(value, to)).toThrowError(
        expect.objectContaining({
          name: 'SolanaSendInvalidParametersError',
          code: 'SOLANA_SEND_INVALID_PARAMETERS',
          message: 'Please enter a valid amount and receiver address',
        }),
      )
    }
  })

  it('[SEND-003][VAL-007] a missing or invalid receiver fails with the same error', () => {
    const tooShort = to.slice(0, 31)
    const notBase58 = `0${to.slice(1)}`
    // 44 base58 characters that decode to more than 32 bytes: the pattern alone would accept them.
    const notAKey = 'z'.repeat(44)
    for (const receiver of ['', tooShort, notBase58, notAKey, `${to}z`.repeat(2)]) {
      expect(() => read(1n, receiver)).toThrowError(
        expect.objectContaining({ code: 'SOLANA_SEND_INVALID_PARAMETERS' }),
      )
    }
  })

  it('an invalid sender fails with the same error', () => {
    expect(() => read(1n, to, '0xabc')).toThrowError(
      expect.objectContaining({ code: 'SOLANA_SEND_INVALID_PARAMETERS' }),
    )
    expect(() => readTransfer({ from: caipFrom, to, value: 1n }, undefined)).toThrowError(
      expect.objectContaining({ code: 'SOLANA_SEND_INVALID_PARAMETERS' }),
    )
  })

  it('pins the error message', () => {
    expect(() => read(undefined, to)).toThrowErrorMatchingInlineSnapshot(
      `[SolanaSendInvalidParametersError: Please enter a valid amount and receiver address]`,
    )
  })
})

describe('planTransfer and buildTransferTransaction', () => {
  it('a SOL transfer is one System Program transfer paid by the sender, on the blockhash, without asking the node', async () => {
    const blockhash = {
      blockhash: Keypair.fromSeed(new Uint8Array(32).fill(9)).publicKey.toBase58(),
      lastValidBlockHeight: 150,
    }
    const transfer = read(2n ** 40n, to)
    // A closed port: a SOL transfer is planned from its parameters alone.
    const connection = new Connection('http://127.0.0.1:9')
    const plan = await planTransfer({ connection, transfer, commitment: 'confirmed' })
    expect(plan.rent).toBe(0n)
    const transaction = buildTransferTransaction(transfer.from, plan.instructions, blockhash)
    expect(transaction.feePayer?.toBase58()).toBe(from)
    expect(transaction.recentBlockhash).toBe(blockhash.blockhash)
    expect(transaction.lastValidBlockHeight).toBe(150)
    expect(transaction.instructions).toHaveLength(1)
    const decoded = SystemInstruction.decodeTransfer(transaction.instructions[0] as never)
    expect(decoded.fromPubkey.toBase58()).toBe(from)
    expect(decoded.toPubkey.toBase58()).toBe(to)
    expect(decoded.lamports).toBe(2n ** 40n)
  })
})
