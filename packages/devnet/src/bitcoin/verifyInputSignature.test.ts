import { script as bitcoinScript, Transaction } from 'bitcoinjs-lib'
import { describe, expect, test } from 'vitest'
import { BITCOIN_DEV_ACCOUNTS } from './bitcoinDevAccounts.js'
import { getTestAddress, type SpendKind, signTestSpend } from './esploraTestClient.test-helper.js'
import { toRegtestOutputScript } from './toRegtestOutputScript.js'
import { type SpentOutput, verifyInputSignature } from './verifyInputSignature.js'

const [alice, bob] = BITCOIN_DEV_ACCOUNTS
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const VALUE = 100_000

/** A signed spend of one `kind` coin of alice's key, and the output it spends. */
function signedSpend(kind: SpendKind): { transaction: Transaction; spentOutputs: SpentOutput[] } {
  const address = getTestAddress(alice.wif, kind)
  const previous = new Transaction()
  previous.addInput(new Uint8Array(32).fill(7), 0)
  previous.addOutput(toRegtestOutputScript(address), BigInt(VALUE))
  const transaction = signTestSpend({
    wif: alice.wif,
    kind,
    coins: [{ txid: previous.getId(), vout: 0, value: VALUE, hex: previous.toHex() }],
    outputs: [{ address: bob.paymentAddress, value: VALUE - 500 }],
  })
  return { transaction, spentOutputs: [{ script: toRegtestOutputScript(address), value: BigInt(VALUE) }] }
}

/** bitcoind's reject reason for the input, or `accepted`. */
function verdict(transaction: Transaction, spentOutputs: SpentOutput[]): string {
  try {
    verifyInputSignature({ transaction, index: 0, spentOutputs })
    return 'accepted'
  } catch (error) {
    return (error as { reason: string }).reason
  }
}

function withWitness(transaction: Transaction, witness: Uint8Array[]): Transaction {
  const copy = transaction.clone()
  copy.setWitness(0, witness)
  return copy
}

describe('verifyInputSignature', () => {
  test('accepts the signatures a wallet makes for p2wpkh, p2tr, p2pkh and p2sh-p2wpkh', () => {
    for (const kind of ['p2wpkh', 'p2tr', 'p2pkh', 'p2sh-p2wpkh'] as const) {
      const { transaction, spentOutputs } = signedSpend(kind)
      expect(verdict(transaction, spentOutputs), kind).toBe('accepted')
    }
  })

  test('p2wpkh: policy faults are non-mandatory, consensus faults mandatory', () => {
    const { transaction, spentOutputs } = signedSpend('p2wpkh')
    const [signature = new Uint8Array(0), publicKey = new Uint8Array(0)] = transaction.ins[0]?.witness ?? []
    const { signature: compact, hashType } = bitcoinScript.signature.decode(signature)
    const s = BigInt(`0x${Buffer.from(compact.subarray(32)).toString('hex')}`)
    const highS = Buffer.from((CURVE_ORDER - s).toString(16).padStart(64, '0'), 'hex')
    const highSSignature = bitcoinScript.signature.encode(
      Uint8Array.from([...compact.subarray(0, 32), ...highS]),
      hashType,
    )
    const withScriptSig = transaction.clone()
    withScriptSig.setInputScript(0, Uint8Array.of(0x51))

    expect(verdict(withWitness(transaction, [highSSignature, publicKey]), spentOutputs)).toBe(
      'non-mandatory-script-verify-flag (Non-canonical signature: S value is unnecessarily high)',
    )
    expect(
      verdict(
        withWitness(transaction, [Uint8Array.from([...signature.subarray(0, -1), 0x04]), publicKey]),
        spentOutputs,
      ),
    ).toBe('non-mandatory-script-verify-flag (Signature hash type missing or not understood)')
    expect(
      verdict(withWitness(transaction, [Uint8Array.of(0x30, 0x01, 0x01), publicKey]), spentOutputs),
    ).toBe('mandatory-script-verify-flag-failed (Non-canonical DER signature)')
    expect(verdict(withWitness(transaction, [signature]), spentOutputs)).toBe(
      'mandatory-script-verify-flag-failed (Witness program hash mismatch)',
    )
    expect(verdict(withScriptSig, spentOutputs)).toBe(
      'mandatory-script-verify-flag-failed (Witness requires empty scriptSig)',
    )
    expect(verdict(transaction, [{ ...spentOutputs[0], value: BigInt(VALUE + 1) } as SpentOutput])).toBe(
      'mandatory-script-verify-flag-failed (Script evaluated without error but finished with a false/empty top stack element)',
    )
  })

  test('taproot: signature size, hash type, annex and script path', () => {
    const { transaction, spentOutputs } = signedSpend('p2tr')
    const [signature = new Uint8Array(0)] = transaction.ins[0]?.witness ?? []

    expect(verdict(withWitness(transaction, []), spentOutputs)).toBe(
      'mandatory-script-verify-flag-failed (Witness program was passed an empty witness)',
    )
    expect(verdict(withWitness(transaction, [signature.subarray(0, 63)]), spentOutputs)).toBe(
      'mandatory-script-verify-flag-failed (Invalid Schnorr signature size)',
    )
    expect(verdict(withWitness(transaction, [Uint8Array.from([...signature, 0x00])]), spentOutputs)).toBe(
      'mandatory-script-verify-flag-failed (Invalid Schnorr signature hash type)',
    )
    expect(verdict(withWitness(transaction, [Uint8Array.from([...signature, 0x01])]), spentOutputs)).toBe(
      'mandatory-script-verify-flag-failed (Invalid Schnorr signature)',
    )
    expect(verdict(withWitness(transaction, [signature, Uint8Array.of(0x50, 0x01)]), spentOutputs)).toBe(
      'bad-witness-nonstandard',
    )
    expect(
      verdict(withWitness(transaction, [signature, Uint8Array.of(0x51), new Uint8Array(33)]), spentOutputs),
    ).toMatch(
      /^non-mandatory-script-verify-flag \(spending taproot script-path outputs is not supported by the Atrium devnet/,
    )
  })

  test('p2pkh refuses a witness; outputs of other types are refused with a clear reason', () => {
    const { transaction, spentOutputs } = signedSpend('p2pkh')

    expect(verdict(withWitness(transaction, [new Uint8Array(1)]), spentOutputs)).toBe(
      'mandatory-script-verify-flag-failed (Witness provided for non-witness script)',
    )
    expect(
      verdict(transaction, [{ script: Buffer.from(`0020${'00'.repeat(32)}`, 'hex'), value: 1n }]),
    ).toMatch(/^non-mandatory-script-verify-flag \(spending v0_p2wsh outputs is not supported/)
  })
})
