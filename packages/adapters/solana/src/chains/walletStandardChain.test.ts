import { mainnet, solana, solanaDevnet, solanaTestnet } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { fromWalletStandardChain, toWalletStandardChain } from './walletStandardChain.js'

describe('Wallet Standard chains', () => {
  it('[NET-015] maps the three catalogue clusters both ways', () => {
    for (const [network, chain] of [
      [solana, 'solana:mainnet'],
      [solanaDevnet, 'solana:devnet'],
      [solanaTestnet, 'solana:testnet'],
    ] as const) {
      expect(toWalletStandardChain(network.caipNetworkId)).toBe(chain)
      expect(fromWalletStandardChain(chain)).toBe(network.caipNetworkId)
    }
  })

  it('knows no other chain', () => {
    expect(toWalletStandardChain(mainnet.caipNetworkId)).toBeUndefined()
    expect(fromWalletStandardChain('solana:localnet')).toBeUndefined()
    expect(fromWalletStandardChain('eip155:1')).toBeUndefined()
  })
})
