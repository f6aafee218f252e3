import { describe, expect, it } from 'vitest'
import { toSolanaWalletId } from './toSolanaWalletId.js'

describe('toSolanaWalletId', () => {
  it('[CONNECTOR-005] derives a stable id from the wallet name', () => {
    expect(toSolanaWalletId('Phantom')).toBe('phantom')
    expect(toSolanaWalletId('Solflare')).toBe('solflare')
    expect(toSolanaWalletId('Atrium Test Wallet')).toBe('atrium-test-wallet')
    expect(toSolanaWalletId('  OKX  Wallet! ')).toBe('okx-wallet')
    expect(toSolanaWalletId('Coin98_Wallet (beta)')).toBe('coin98-wallet-beta')
  })

  it('drops accents and keeps letters of any script', () => {
    expect(toSolanaWalletId('Wállet Ünï')).toBe('wallet-uni')
    expect(toSolanaWalletId('比特钱包')).toBe('比特钱包')
  })

  it("falls back to 'wallet' when the name has no letter or digit", () => {
    expect(toSolanaWalletId('')).toBe('wallet')
    expect(toSolanaWalletId('***')).toBe('wallet')
  })
})
