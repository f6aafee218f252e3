import { describe, expect, test } from 'vitest'
import { getDevnetUrls } from './getDevnetUrls.js'

describe('getDevnetUrls', () => {
  test('gives the default URLs without starting anything', () => {
    expect(getDevnetUrls()).toMatchInlineSnapshot(`
      {
        "bitcoin": {
          "networkId": "bip122:0f9188f13cb7b2c71f2a335e3a4fc328",
          "port": 8575,
          "url": "http://127.0.0.1:8575",
        },
        "blockchainApi": {
          "port": 8605,
          "url": "http://127.0.0.1:8605",
        },
        "evm": [
          {
            "chainId": 1,
            "name": "Ethereum",
            "port": 8545,
            "rpcUrl": "http://127.0.0.1:8545",
          },
          {
            "chainId": 10,
            "name": "OP Mainnet",
            "port": 8546,
            "rpcUrl": "http://127.0.0.1:8546",
          },
          {
            "chainId": 8453,
            "name": "Base",
            "port": 8547,
            "rpcUrl": "http://127.0.0.1:8547",
          },
        ],
        "polkadot": {
          "httpUrl": "http://127.0.0.1:8585",
          "networkId": "polkadot:45454545454545454545454545454545",
          "port": 8585,
          "wsUrl": "ws://127.0.0.1:8585",
        },
        "relay": {
          "port": 8555,
          "url": "ws://127.0.0.1:8555",
        },
        "services": [
          {
            "name": "Ethereum",
            "networkId": "eip155:1",
            "url": "http://127.0.0.1:8545",
          },
          {
            "name": "OP Mainnet",
            "networkId": "eip155:10",
            "url": "http://127.0.0.1:8546",
          },
          {
            "name": "Base",
            "networkId": "eip155:8453",
            "url": "http://127.0.0.1:8547",
          },
          {
            "name": "Solana (litesvm)",
            "networkId": "solana:GTZFNzQouAG5TcMCF2qV12YDh3uWX3Lv",
            "url": "http://127.0.0.1:8565",
          },
          {
            "name": "Bitcoin regtest (Esplora)",
            "networkId": "bip122:0f9188f13cb7b2c71f2a335e3a4fc328",
            "url": "http://127.0.0.1:8575",
          },
          {
            "name": "Rococo Asset Hub (chopsticks)",
            "networkId": "polkadot:45454545454545454545454545454545",
            "url": "ws://127.0.0.1:8585",
          },
          {
            "name": "WalletConnect relay",
            "url": "ws://127.0.0.1:8555",
          },
          {
            "name": "Wallet directory",
            "url": "http://127.0.0.1:8595",
          },
          {
            "name": "Blockchain API",
            "url": "http://127.0.0.1:8605",
          },
        ],
        "solana": {
          "networkId": "solana:GTZFNzQouAG5TcMCF2qV12YDh3uWX3Lv",
          "port": 8565,
          "rpcUrl": "http://127.0.0.1:8565",
          "wsUrl": "ws://127.0.0.1:8566",
        },
        "walletDirectory": {
          "port": 8595,
          "url": "http://127.0.0.1:8595",
        },
      }
    `)
  })

  test('portBase shifts every URL', () => {
    expect(getDevnetUrls({ portBase: 9545 }).evm.map((chain) => chain.rpcUrl)).toEqual([
      'http://127.0.0.1:9545',
      'http://127.0.0.1:9546',
      'http://127.0.0.1:9547',
    ])
  })

  test('evm.chains picks the chains', () => {
    expect(
      getDevnetUrls({
        evm: { chains: [{ chainId: 8453, port: 7000 }] },
        relay: false,
        solana: false,
        bitcoin: false,
        polkadot: false,
        walletDirectory: false,
        blockchainApi: false,
      }).services,
    ).toEqual([{ name: 'Base', networkId: 'eip155:8453', url: 'http://127.0.0.1:7000' }])
  })

  test('the relay follows portBase unless it names its own port', () => {
    expect(getDevnetUrls({ portBase: 9545 }).relay).toEqual({ port: 9555, url: 'ws://127.0.0.1:9555' })
    expect(getDevnetUrls({ portBase: 9545, relay: { port: 7001 } }).relay?.url).toBe('ws://127.0.0.1:7001')
    expect(getDevnetUrls({ relay: false }).relay).toBeUndefined()
  })

  test('the Solana, Bitcoin and Polkadot chains follow portBase (+20/+21, +30, +40)', () => {
    const urls = getDevnetUrls({ portBase: 9545 })
    expect([urls.solana?.rpcUrl, urls.solana?.wsUrl, urls.bitcoin?.url, urls.polkadot?.wsUrl]).toEqual([
      'http://127.0.0.1:9565',
      'ws://127.0.0.1:9566',
      'http://127.0.0.1:9575',
      'ws://127.0.0.1:9585',
    ])
    expect(getDevnetUrls({ solana: { port: 7100 } }).solana?.wsUrl).toBe('ws://127.0.0.1:7101')
    expect(getDevnetUrls({ polkadot: false }).polkadot).toBeUndefined()
  })

  test('the wallet directory follows portBase (+50) unless it names its own port', () => {
    expect(getDevnetUrls({ portBase: 9545 }).walletDirectory).toEqual({
      port: 9595,
      url: 'http://127.0.0.1:9595',
    })
    expect(getDevnetUrls({ walletDirectory: { port: 7200 } }).walletDirectory?.url).toBe(
      'http://127.0.0.1:7200',
    )
    expect(getDevnetUrls({ walletDirectory: false }).walletDirectory).toBeUndefined()
  })

  test('the Blockchain API follows portBase (+60) unless it names its own port', () => {
    expect(getDevnetUrls({ portBase: 9545 }).blockchainApi).toEqual({
      port: 9605,
      url: 'http://127.0.0.1:9605',
    })
    expect(getDevnetUrls({ blockchainApi: { port: 7300 } }).blockchainApi?.url).toBe('http://127.0.0.1:7300')
    expect(getDevnetUrls({ blockchainApi: false }).blockchainApi).toBeUndefined()
  })

  test('rejects free-port settings, whose URLs are unknown before start', () => {
    expect(() => getDevnetUrls({ portBase: 0 })).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid port: EVM chain 1 has a free-port setting, so its URL is unknown until it starts.]`,
    )
    expect(() => getDevnetUrls({ relay: { port: 0 } })).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid port: the WalletConnect relay has a free-port setting, so its URL is unknown until it starts.]`,
    )
  })
})
