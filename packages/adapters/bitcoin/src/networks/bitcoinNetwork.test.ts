import { bitcoin, bitcoinTestnet, mainnet } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { getBech32Network, toBitcoinNetworkName } from './bitcoinNetwork.js'

describe('bitcoin networks', () => {
  it('[NET-015] names the catalogue bitcoin networks as wallets do', () => {
    expect(toBitcoinNetworkName(bitcoin.caipNetworkId)).toBe('mainnet')
    expect(toBitcoinNetworkName(bitcoinTestnet.caipNetworkId)).toBe('testnet')
    expect(toBitcoinNetworkName(mainnet.caipNetworkId)).toBeUndefined()
  })

  it('reads the network of bech32 and bech32m addresses from their prefix', () => {
    expect(getBech32Network('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('mainnet')
    expect(getBech32Network('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')).toBe('mainnet')
    expect(getBech32Network('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe('testnet')
    expect(getBech32Network('TB1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KXPJZSX')).toBe('testnet')
  })

  it('knows nothing of legacy or foreign addresses', () => {
    expect(getBech32Network('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBeUndefined()
    expect(getBech32Network('ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea')).toBeUndefined()
    expect(getBech32Network('')).toBeUndefined()
  })
})
