import { CONNECTOR_EXPLORER_IDS, CONNECTOR_IDS, polkadot, solana } from '@atrium/common'
import { describe, expect, test } from 'vitest'
import { BITCOIN_REGTEST_NETWORK_ID } from '../bitcoin/getBitcoinDevnetNetwork.js'
import { CHOPSTICKS_NETWORK_ID } from '../polkadot/getPolkadotChainFacts.js'
import { SOLANA_DEVNET_NETWORK_ID } from '../solana/solanaGenesisHash.js'
import {
  createDirectoryWallets,
  DEFAULT_DIRECTORY_WALLET_COUNT,
  type DirectoryWallet,
  MAX_DIRECTORY_WALLET_COUNT,
} from './createDirectoryWallets.js'
import {
  CURATED_DIRECTORY_WALLETS,
  TEST_PEER_WALLET_NAME,
  TEST_PEER_WALLET_SCHEME,
} from './curatedDirectoryWallets.js'

/** https, or a scheme of the wallet's own (`metamask://`): never http, javascript: or data:. */
const SAFE_LINK = /^(https:\/\/[a-z0-9.-]+(\/\S*)?|[a-z][a-z0-9+.-]*:\/\/\S*)$/
const UNSAFE_SCHEMES = /^(http|javascript|data|file|vbscript):/i

function byName(wallets: readonly DirectoryWallet[], name: string): DirectoryWallet {
  const wallet = wallets.find((entry) => entry.name === name)
  if (wallet === undefined) throw new Error(`No wallet named ${name}`)
  return wallet
}

describe('createDirectoryWallets', () => {
  const wallets = createDirectoryWallets()

  test('gives DEFAULT_DIRECTORY_WALLET_COUNT wallets, the curated ones first in their order', () => {
    expect(wallets).toHaveLength(DEFAULT_DIRECTORY_WALLET_COUNT)
    expect(wallets.slice(0, CURATED_DIRECTORY_WALLETS.length).map((wallet) => wallet.name)).toEqual(
      CURATED_DIRECTORY_WALLETS.map((wallet) => wallet.name),
    )
    expect(CURATED_DIRECTORY_WALLETS.length).toBeGreaterThanOrEqual(40)
  })

  test('is the same on every call, and unique in ids, image ids, names and rdns', () => {
    expect(createDirectoryWallets()).toEqual(wallets)
    const large = createDirectoryWallets({ count: 5000 })
    for (const field of ['id', 'image_id', 'name'] as const) {
      expect(new Set(large.map((wallet) => wallet[field])).size).toBe(large.length)
    }
    const rdns = large.flatMap((wallet) => (wallet.rdns === null ? [] : [wallet.rdns]))
    expect(new Set(rdns).size).toBe(rdns.length)
    expect(large.slice(0, DEFAULT_DIRECTORY_WALLET_COUNT).slice(0, CURATED_DIRECTORY_WALLETS.length)).toEqual(
      wallets.slice(0, CURATED_DIRECTORY_WALLETS.length),
    )
  })

  test('[CONNECTOR-011] MetaMask, Trust, Phantom, Coinbase, Safe and Ledger carry the ids of CONNECTOR_EXPLORER_IDS', () => {
    expect(byName(wallets, 'MetaMask').id).toBe(CONNECTOR_EXPLORER_IDS.MetaMask)
    expect(byName(wallets, 'Trust Wallet').id).toBe(CONNECTOR_EXPLORER_IDS.Trust)
    expect(byName(wallets, 'Phantom').id).toBe(CONNECTOR_EXPLORER_IDS.Phantom)
    expect(byName(wallets, 'Coinbase Wallet').id).toBe(CONNECTOR_EXPLORER_IDS[CONNECTOR_IDS.COINBASE])
    expect(byName(wallets, 'Safe{Wallet}').id).toBe(CONNECTOR_EXPLORER_IDS[CONNECTOR_IDS.SAFE])
    expect(byName(wallets, 'Ledger Live').id).toBe(CONNECTOR_EXPLORER_IDS[CONNECTOR_IDS.LEDGER])
  })

  test('ids are 64 hex digits and image ids UUIDs, as the registry writes them', () => {
    for (const wallet of wallets) {
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
      expect(wallet.image_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    }
  })

  test('lists the wallets of every namespace by their rdns', () => {
    const rdns = new Set(wallets.map((wallet) => wallet.rdns))
    for (const expected of [
      'io.metamask',
      'com.coinbase.wallet',
      'app.phantom',
      'com.trustwallet.app',
      'com.ledger',
      'io.rabby',
      'app.subwallet',
      'xyz.talisman',
      'io.xverse',
    ]) {
      expect(rdns).toContain(expected)
    }
    expect(byName(wallets, 'Phantom').chains).toContain(solana.caipNetworkId)
    expect(byName(wallets, 'Talisman').chains).toContain(polkadot.caipNetworkId)
    expect(byName(wallets, 'Xverse').chains).toContain('bip122:000000000019d6689c085ae165831e93')
  })

  test("a wallet of a namespace also lists the devnet's chains of that namespace, and no other", () => {
    expect(byName(wallets, 'Phantom').chains).toEqual(expect.arrayContaining([SOLANA_DEVNET_NETWORK_ID]))
    expect(byName(wallets, 'Xverse').chains).toContain(BITCOIN_REGTEST_NETWORK_ID)
    expect(byName(wallets, 'Talisman').chains).toContain(CHOPSTICKS_NETWORK_ID)
    expect(byName(wallets, 'Xverse').chains).not.toContain(SOLANA_DEVNET_NETWORK_ID)
    const custom = createDirectoryWallets({ count: 1, evmChainIds: [31337] })
    expect(custom[0]?.chains).toContain('eip155:31337')
  })

  test('every link is https or the wallet’s own app scheme', () => {
    for (const wallet of createDirectoryWallets({ count: 2000 })) {
      for (const link of [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link, wallet.homepage]) {
        if (link === null) continue
        expect(link).toMatch(SAFE_LINK)
        expect(link).not.toMatch(UNSAFE_SCHEMES)
      }
      for (const store of [wallet.app_store, wallet.play_store, wallet.chrome_store]) {
        if (store !== null) expect(store).toMatch(/^https:\/\//)
      }
      expect(wallet.chains.length).toBeGreaterThan(0)
    }
  })

  test("the test WalletConnect peer has an entry opening its own scheme, on the devnet's chains", () => {
    const peer = byName(wallets, TEST_PEER_WALLET_NAME)
    expect(peer).toMatchObject({
      mobile_link: 'atrium-test-wallet://',
      desktop_link: null,
      webapp_link: null,
    })
    expect(TEST_PEER_WALLET_SCHEME).toBe('atrium-test-wallet://')
    expect(peer.chains).toEqual(
      expect.arrayContaining([
        'eip155:1',
        'eip155:10',
        'eip155:8453',
        SOLANA_DEVNET_NETWORK_ID,
        BITCOIN_REGTEST_NETWORK_ID,
        CHOPSTICKS_NETWORK_ID,
      ]),
    )
  })

  test('generated wallets follow the curated ones by name, numbers in reading order', () => {
    const generated = createDirectoryWallets({ count: 3000 }).slice(CURATED_DIRECTORY_WALLETS.length)
    const names = generated.map((wallet) => wallet.name)
    expect(names.slice(0, 3)).toEqual(['Amber Box', 'Amber Box 2', 'Amber Box 3'])
    expect(names).toEqual(
      [...names].sort(new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare),
    )
    for (const wallet of generated) expect(wallet.rdns).toMatch(/^com\.example\.[a-z0-9]+$/)
  })

  test('count takes the top-ranked wallets, down to an empty directory', () => {
    expect(createDirectoryWallets({ count: 3 }).map((wallet) => wallet.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Coinbase Wallet',
    ])
    expect(createDirectoryWallets({ count: 0 })).toEqual([])
    expect(createDirectoryWallets({ count: MAX_DIRECTORY_WALLET_COUNT })).toHaveLength(
      MAX_DIRECTORY_WALLET_COUNT,
    )
  })

  test('rejects a count that is not an integer from 0 to MAX_DIRECTORY_WALLET_COUNT', () => {
    for (const count of [-1, 1.5, Number.NaN, MAX_DIRECTORY_WALLET_COUNT + 1]) {
      expect(() => createDirectoryWallets({ count })).toThrow(
        expect.objectContaining({ code: 'DEVNET_INVALID_PARAMETER' }),
      )
    }
    expect(() => createDirectoryWallets({ count: -1 })).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid wallets: -1 is not a wallet count (an integer from 0 to 20000).]`,
    )
  })
})
