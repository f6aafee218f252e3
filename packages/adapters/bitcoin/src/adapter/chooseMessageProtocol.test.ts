import { describe, expect, it } from 'vitest'
import { chooseMessageProtocol } from './chooseMessageProtocol.js'

describe('chooseMessageProtocol', () => {
  it('signs segwit and taproot addresses with BIP-322 when the wallet can', () => {
    expect(chooseMessageProtocol('p2wpkh', ['BIP322', 'ECDSA'])).toBe('BIP322')
    expect(chooseMessageProtocol('p2tr', ['ECDSA', 'BIP322'])).toBe('BIP322')
  })

  it('falls back to ECDSA (BIP-137) for legacy addresses and wallets without BIP-322', () => {
    expect(chooseMessageProtocol('p2sh', ['BIP322', 'ECDSA'])).toBe('ECDSA')
    expect(chooseMessageProtocol('p2wpkh', ['ECDSA'])).toBe('ECDSA')
  })

  it('uses what a BIP-322-only wallet offers, whatever the address', () => {
    expect(chooseMessageProtocol('p2pkh', ['BIP322'])).toBe('BIP322')
  })
})
