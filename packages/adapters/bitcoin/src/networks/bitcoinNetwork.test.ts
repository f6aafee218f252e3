import { bitcoin, bitcoinTestnet, mainnet } from '@atrium/common'
import { networks } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import {
  getBech32Network,
  toBip122NetworkId,
  toBitcoinJsNetwork,
  toBitcoinNetworkName,
} from './bitcoinNetwork.js'

describe('bitcoin networks', () => {
  it('[NET-015] names the catalogue bitcoin networks, and regtest, by their genesis reference', () => {
    expect(toBitcoinNetworkName(bitcoin.caipNetworkId)).toBe('mainnet')
    expect(toBitcoinNetworkName(bitcoinTestnet.caipNetworkId)).toBe('testnet')
    expect(toBitcoinNetworkName('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')).toBe('regtest')
    expect(toBitcoinNetworkName(mainnet.caipNetworkId)).toBeUndefined()
    expect(toBitcoinNetworkName('bip122:ffffffffffffffffffffffffffffffff')).toBeUndefined()
  })

  it('round-trips names and CAIP-2 ids, and gives bitcoinjs-lib its address parameters', () => {
    for (const name of ['mainnet', 'testnet', 'testnet4', 'signet', 'regtest'] as const) {
      expect(toBitcoinNetworkName(toBip122NetworkId(name))).toBe(name)
    }
    expect(toBitcoinJsNetwork('mainnet')).toBe(networks.bitcoin)
    expect(toBitcoinJsNetwork('signet')).toBe(networks.testnet)
    expect(toBitcoinJsNetwork('regtest').bech32).toBe('bcrt')
  })

  it('reads the network of bech32 and bech32m addresses from their prefix', () => {
    expect(getBech32Network('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('mainnet')
    expect(getBech32Network('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')).toBe('mainnet')
    expect(getBech32Network('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe('testnet')
    expect(getBech32Network('TB1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KXPJZSX')).toBe('testnet')
    expect(getBech32Network('bcrt1q8zjzc4vpz2gynhpj3t069eg57e6cxgtht7x4da')).toBe('regtest')
  })

  it('knows nothing of legacy or foreign addresses', () => {
    expect(getBech32Network('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBeUndefined()
    expect(getBech32Network('ltc1qg42tkwuuxefutzxezdkdel39gfstuap288mfea')).toBeUndefined()
    expect(getBech32Network('')).toBeUndefined()
  })
})
