import { mainnet, solana, solanaDevnet, solanaTestnet } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import {
  fromWalletStandardChain,
  getWalletStandardChains,
  selectWalletStandardChain,
  toWalletStandardChain,
} from './walletStandardChain.js'

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

describe('getWalletStandardChains / selectWalletStandardChain', () => {
  const local = 'solana:GxZ9mA3bLk2yW6pQ4hT8rN1vC5sD7fE9' as const

  it('names a catalogue cluster first by its cluster name, then by its CAIP-2 id', () => {
    expect(getWalletStandardChains(solanaDevnet.caipNetworkId)).toEqual([
      'solana:devnet',
      solanaDevnet.caipNetworkId,
    ])
  })

  it('names another cluster by its CAIP-2 id, then as localnet', () => {
    expect(getWalletStandardChains(local)).toEqual([local, 'solana:localnet'])
  })

  it('picks the first candidate the wallet announces, else the best one', () => {
    expect(selectWalletStandardChain(['solana:localnet'], local)).toBe('solana:localnet')
    expect(selectWalletStandardChain([local, 'solana:localnet'], local)).toBe(local)
    expect(selectWalletStandardChain(['solana:devnet'], solana.caipNetworkId)).toBe('solana:mainnet')
    expect(selectWalletStandardChain([solana.caipNetworkId], solana.caipNetworkId)).toBe(solana.caipNetworkId)
  })
})
