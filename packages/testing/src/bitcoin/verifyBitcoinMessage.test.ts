import { describe, expect, it } from 'vitest'
import { toHex } from './byteEncoding.js'
import { hashBip322Message } from './createBip322Transactions.js'
import { deriveBitcoinTestAccount } from './deriveBitcoinTestAccount.js'
import { signBip137Message } from './signBip137Message.js'
import { signBip322Message } from './signBip322Message.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

/** BIP-322's test vectors (bip-0322.mediawiki, "Test vectors"). */
const VECTOR_WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const VECTOR_SEGWIT = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const VECTOR_TAPROOT = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const VECTOR_SIGNATURES = {
  empty:
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  helloWorld:
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  taprootHelloWorld:
    'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
}
const REGTEST_WIF = 'cNhKrAzsQdagaqmFU8wcVkfcFEdCDQwn1znuAgFq3X3EMsj8GFZV'

describe('BIP-322 simple', () => {
  it('hashes messages as the BIP-322 vectors do', () => {
    expect(toHex(hashBip322Message(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(toHex(hashBip322Message('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it('derives the vector addresses and signs the p2wpkh vectors byte for byte (RFC 6979 nonces)', () => {
    const account = deriveBitcoinTestAccount(VECTOR_WIF, 'mainnet')
    expect(account.payment.address).toBe(VECTOR_SEGWIT)
    expect(account.ordinals.address).toBe(VECTOR_TAPROOT)
    expect(signBip322Message({ message: '', address: account.payment })).toBe(VECTOR_SIGNATURES.empty)
    expect(signBip322Message({ message: 'Hello World', address: account.payment })).toBe(
      VECTOR_SIGNATURES.helloWorld,
    )
  })

  it('verifies the vectors, including the taproot one signed elsewhere', () => {
    expect(
      verifyBitcoinMessage({ address: VECTOR_SEGWIT, message: '', signature: VECTOR_SIGNATURES.empty }),
    ).toBe(true)
    expect(
      verifyBitcoinMessage({
        address: VECTOR_SEGWIT,
        message: 'Hello World',
        signature: VECTOR_SIGNATURES.helloWorld,
      }),
    ).toBe(true)
    expect(
      verifyBitcoinMessage({
        address: VECTOR_TAPROOT,
        message: 'Hello World',
        signature: VECTOR_SIGNATURES.taprootHelloWorld,
      }),
    ).toBe(true)
  })

  it('rejects a signature of another message, another address or a tampered witness', () => {
    expect(
      verifyBitcoinMessage({
        address: VECTOR_SEGWIT,
        message: 'Hello World',
        signature: VECTOR_SIGNATURES.empty,
      }),
    ).toBe(false)
    expect(
      verifyBitcoinMessage({
        address: VECTOR_TAPROOT,
        message: 'Hello World',
        signature: VECTOR_SIGNATURES.helloWorld,
      }),
    ).toBe(false)
    const other = deriveBitcoinTestAccount(REGTEST_WIF, 'mainnet')
    expect(
      verifyBitcoinMessage({
        address: other.payment.address,
        message: '',
        signature: VECTOR_SIGNATURES.empty,
      }),
    ).toBe(false)
    const tampered = VECTOR_SIGNATURES.taprootHelloWorld.replace('AUHd', 'AUHe')
    expect(
      verifyBitcoinMessage({ address: VECTOR_TAPROOT, message: 'Hello World', signature: tampered }),
    ).toBe(false)
  })

  it('signs and verifies with regtest p2wpkh and p2tr addresses', () => {
    const account = deriveBitcoinTestAccount(REGTEST_WIF, 'regtest')
    expect(account.payment.address).toMatch(/^bcrt1q/)
    expect(account.ordinals.address).toMatch(/^bcrt1p/)
    for (const address of [account.payment, account.ordinals]) {
      const signature = signBip322Message({ message: 'Atrium ✓', address })
      expect(verifyBitcoinMessage({ address: address.address, message: 'Atrium ✓', signature })).toBe(true)
      expect(verifyBitcoinMessage({ address: address.address, message: 'Atrium', signature })).toBe(false)
    }
  })
})

describe('BIP-137', () => {
  it('signs a 65-byte signature whose header names p2wpkh, and verifies it by key recovery', () => {
    const account = deriveBitcoinTestAccount(REGTEST_WIF, 'regtest')
    const signature = signBip137Message({
      message: 'Atrium',
      privateKey: account.keyPair.privateKey ?? new Uint8Array(),
      addressType: 'p2wpkh',
    })
    const bytes = Uint8Array.from(atob(signature), (character) => character.charCodeAt(0))
    expect(bytes).toHaveLength(65)
    expect(bytes[0]).toBeGreaterThanOrEqual(39)
    expect(bytes[0]).toBeLessThanOrEqual(42)
    expect(verifyBitcoinMessage({ address: account.payment.address, message: 'Atrium', signature })).toBe(
      true,
    )
    expect(verifyBitcoinMessage({ address: account.payment.address, message: 'Atrium!', signature })).toBe(
      false,
    )
    const other = deriveBitcoinTestAccount(VECTOR_WIF, 'regtest')
    expect(verifyBitcoinMessage({ address: other.payment.address, message: 'Atrium', signature })).toBe(false)
  })

  it('is false, never a throw, for junk', () => {
    expect(verifyBitcoinMessage({ address: 'not an address', message: 'a', signature: 'AAAA' })).toBe(false)
    expect(verifyBitcoinMessage({ address: VECTOR_SEGWIT, message: 'a', signature: '%%%' })).toBe(false)
    expect(verifyBitcoinMessage({ address: VECTOR_SEGWIT, message: 'a', signature: '' })).toBe(false)
  })
})
