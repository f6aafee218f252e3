import * as ecc from '@bitcoinerlab/secp256k1'
import { networks, Psbt } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { deriveBitcoinTestAccount } from './deriveBitcoinTestAccount.js'
import { signTestWalletPsbt } from './signTestWalletPsbt.js'

const OWN_WIF = 'cNhKrAzsQdagaqmFU8wcVkfcFEdCDQwn1znuAgFq3X3EMsj8GFZV'
const OTHER_WIF = 'cTtyyJv7GN6p6LDkrcQR46yyKaygcJeWWTi8iFr6DE3buPRy8mK1'
const own = deriveBitcoinTestAccount(OWN_WIF, 'regtest')
const other = deriveBitcoinTestAccount(OTHER_WIF, 'regtest')

/** A PSBT spending a payment coin, an ordinals coin and a stranger's coin to the stranger. */
function threeInputPsbt(): Psbt {
  const psbt = new Psbt({ network: networks.regtest })
  const prevout = (byte: number) => new Uint8Array(32).fill(byte)
  psbt.addInput({
    hash: prevout(1),
    index: 0,
    witnessUtxo: { script: own.payment.outputScript, value: 50_000n },
  })
  psbt.addInput({
    hash: prevout(2),
    index: 1,
    witnessUtxo: { script: own.ordinals.outputScript, value: 20_000n },
  })
  psbt.addInput({
    hash: prevout(3),
    index: 0,
    witnessUtxo: { script: other.payment.outputScript, value: 9_000n },
  })
  psbt.addOutput({ script: other.payment.outputScript, value: 78_000n })
  return psbt
}

const validator = (publicKey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
  publicKey.length === 32
    ? ecc.verifySchnorr(hash, publicKey, signature)
    : ecc.verify(hash, publicKey, signature)

describe('signTestWalletPsbt', () => {
  it('signs every input it owns (p2wpkh, and p2tr with the tweaked key) and leaves the others', () => {
    const psbt = signTestWalletPsbt({
      psbt: threeInputPsbt(),
      addresses: [own.payment, own.ordinals],
      finalize: false,
    })
    expect(psbt.validateSignaturesOfInput(0, validator)).toBe(true)
    expect(psbt.validateSignaturesOfInput(1, validator)).toBe(true)
    expect(psbt.data.inputs[1]?.tapKeySig).toHaveLength(64)
    expect(psbt.data.inputs[2]?.partialSig).toBeUndefined()
  })

  it('finalises the inputs it signed when asked', () => {
    const psbt = signTestWalletPsbt({
      psbt: threeInputPsbt(),
      addresses: [own.payment, own.ordinals],
      inputs: [{ index: 0, address: own.payment.address }],
      finalize: true,
    })
    expect(psbt.data.inputs[0]?.finalScriptWitness).toBeDefined()
    expect(psbt.data.inputs[1]?.finalScriptWitness).toBeUndefined()
  })

  it('refuses an input it does not own, an address that does not own it, or an index out of range (-32602)', () => {
    const sign = (inputs: { index: number; address?: string }[]) => () =>
      signTestWalletPsbt({
        psbt: threeInputPsbt(),
        addresses: [own.payment, own.ordinals],
        inputs,
        finalize: false,
      })
    expect(sign([{ index: 2 }])).toThrow(expect.objectContaining({ code: -32602 }))
    expect(sign([{ index: 0, address: own.ordinals.address }])).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
    expect(sign([{ index: 7 }])).toThrow(expect.objectContaining({ code: -32602 }))
  })

  it('refuses a PSBT with nothing of its own', () => {
    expect(() =>
      signTestWalletPsbt({ psbt: threeInputPsbt(), addresses: [other.ordinals], finalize: false }),
    ).toThrow(
      expect.objectContaining({ code: -32602, message: 'No input of this PSBT belongs to the wallet' }),
    )
  })
})
