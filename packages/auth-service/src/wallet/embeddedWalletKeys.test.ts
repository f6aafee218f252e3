import { createPublicKey } from 'node:crypto'
import { base58 } from '@scure/base'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createKeyCustody } from '../custody/createKeyCustody.js'
import { createSealedWallet, openEvmKey, openSolanaKey } from './embeddedWalletKeys.js'

const custody = createKeyCustody('s'.repeat(40))

describe('embedded wallet keys', () => {
  it('seals a new EVM key that opens back to the stored address, and no sealed field holds it', () => {
    const wallet = createSealedWallet({ userId: 'user-1', custody })
    const privateKey = openEvmKey({ userId: 'user-1', custody, wallet })
    expect(privateKeyToAddress(privateKey)).toBe(wallet.evmAddress)
    const keyBytes = Buffer.from(privateKey.slice(2), 'hex')
    for (const sealed of [wallet.wrappedDataKey, wallet.sealedEvmKey, wallet.sealedSolanaKey]) {
      expect(sealed.includes(keyBytes)).toBe(false)
    }
    expect(wallet.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  })

  it('refuses to open a wallet under another user, another secret or after a byte changed', () => {
    const wallet = createSealedWallet({ userId: 'user-1', custody })
    expect(() => openEvmKey({ userId: 'user-2', custody, wallet })).toThrow()
    expect(() =>
      openEvmKey({ userId: 'user-1', custody: createKeyCustody('t'.repeat(40)), wallet }),
    ).toThrow()
    const tampered = Buffer.from(wallet.sealedEvmKey)
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] ?? 0) ^ 1
    expect(() =>
      openEvmKey({ userId: 'user-1', custody, wallet: { ...wallet, sealedEvmKey: tampered } }),
    ).toThrow()
  })

  it('opens the Solana key to the stored Solana address, and not under another user', () => {
    const wallet = createSealedWallet({ userId: 'user-1', custody })
    const key = openSolanaKey({ userId: 'user-1', custody, wallet })
    const { x } = createPublicKey(key).export({ format: 'jwk' })
    expect(base58.encode(Buffer.from(x ?? '', 'base64url'))).toBe(wallet.solanaAddress)
    expect(() => openSolanaKey({ userId: 'user-2', custody, wallet })).toThrow()
  })
})
