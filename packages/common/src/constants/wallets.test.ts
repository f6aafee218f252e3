import { describe, expect, it } from 'vitest'
import { CONNECTOR_EXPLORER_IDS, CONNECTOR_IMAGE_IDS } from './connectorAssets.js'
import {
  BROWSER_WALLET_CONNECTOR_NAME,
  CONNECTOR_IDS,
  CONNECTOR_NAME_ALIASES,
  CONNECTOR_TYPES,
} from './connectors.js'
import {
  FEATURED_WALLETS_COUNT,
  RECENT_WALLETS_MAX_COUNT,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_SEARCH_MAX_RESULTS,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLETS_PER_PAGE,
} from './wallets.js'

describe('wallet and connector constants', () => {
  it('[CONNECTOR-001] connector types', () => {
    expect(CONNECTOR_TYPES).toEqual([
      'INJECTED',
      'ANNOUNCED',
      'MULTI_CHAIN',
      'EXTERNAL',
      'WALLET_CONNECT',
      'AUTH',
    ])
  })

  it('[CONNECTOR-017] 4 featured wallets by default', () => {
    expect(FEATURED_WALLETS_COUNT).toBe(4)
  })

  it('[CONNECTOR-018] 4 recommended wallets', () => {
    expect(RECOMMENDED_WALLETS_COUNT).toBe(4)
  })

  it('[CONNECTOR-019] the directory page size is 40', () => {
    expect(WALLETS_PER_PAGE).toBe(40)
  })

  it('[CONNECTOR-020] a search returns at most 100 results', () => {
    expect(WALLET_SEARCH_MAX_RESULTS).toBe(100)
  })

  it('[CONNECTOR-021] a search waits at least 300 ms', () => {
    expect(WALLET_SEARCH_MIN_WAIT_MS).toBe(300)
  })

  it('[CONNECTOR-016] at most 2 recent wallets', () => {
    expect(RECENT_WALLETS_MAX_COUNT).toBe(2)
  })

  it("[CONNECTOR-010] 'Trust Wallet' is treated as 'Trust'", () => {
    expect(CONNECTOR_NAME_ALIASES['Trust Wallet']).toBe('Trust')
  })

  it("[CONNECTOR-012] the generic injected connector is named 'Browser Wallet'", () => {
    expect(BROWSER_WALLET_CONNECTOR_NAME).toBe('Browser Wallet')
  })

  it('[CONNECTOR-011][CONNECTOR-002] explorer ids cover Coinbase, Safe, Ledger, MetaMask, Trust and Phantom', () => {
    expect(CONNECTOR_EXPLORER_IDS).toMatchInlineSnapshot(`
      {
        "MetaMask": "c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96",
        "Phantom": "a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393",
        "Trust": "4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0",
        "coinbaseWallet": "fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa",
        "coinbaseWalletSDK": "fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa",
        "ledger": "19177a98252e07ddfc9af2083ba8e07ef627cb6103467ffebb3f8f4205fd7927",
        "safe": "225affb176778569276e484e1b92637ad061b01e13a048b35a9d280c3b58970f",
      }
    `)
    for (const id of Object.values(CONNECTOR_EXPLORER_IDS)) expect(id).toMatch(/^[0-9a-f]{64}$/)
  })

  it('[CONNECTOR-011] every shared connector id has an image id', () => {
    for (const id of Object.values(CONNECTOR_IDS))
      expect(CONNECTOR_IMAGE_IDS[id]).toMatch(/^connector-[a-z-]+$/)
  })
})
