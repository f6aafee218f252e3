import { describe, expect, test } from 'vitest'
import { createRegtestGenesisBlock } from './createRegtestGenesisBlock.js'
import {
  BITCOIN_REGTEST_NETWORK_ID,
  bitcoinRegtest,
  getBitcoinDevnetNetwork,
} from './getBitcoinDevnetNetwork.js'

describe('getBitcoinDevnetNetwork', () => {
  test('is Bitcoin Regtest (BTC, 8 decimals) served by the chain’s Esplora URL', () => {
    const network = getBitcoinDevnetNetwork({ url: 'http://127.0.0.1:9575' })

    expect(network).toEqual({
      ...bitcoinRegtest,
      rpcUrls: {
        default: { http: ['http://127.0.0.1:9575'] },
        chainDefault: { http: ['http://127.0.0.1:9575'] },
      },
      blockExplorers: { default: { name: 'Esplora (devnet)', url: 'http://127.0.0.1:9575' } },
    })
    expect(network).toMatchObject({
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      chainNamespace: 'bip122',
      name: 'Bitcoin Regtest',
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
      testnet: true,
    })
  })

  test('the network id is the BIP-122 id of the genesis block the chain really has', () => {
    const genesis = createRegtestGenesisBlock()

    expect(genesis.getId()).toBe('0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206')
    expect(genesis.checkProofOfWork()).toBe(true)
    expect(BITCOIN_REGTEST_NETWORK_ID).toBe(`bip122:${genesis.getId().slice(0, 32)}`)
  })

  test('rejects a URL that is not http(s)', () => {
    expect(() => getBitcoinDevnetNetwork({ url: 'ws://127.0.0.1:8575' })).toThrow(
      expect.objectContaining({ name: 'InvalidNetworkDefinitionError' }),
    )
  })
})
