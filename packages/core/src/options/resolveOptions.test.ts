import { base, DEFAULT_API_URLS, isAtriumError, mainnet, optimism, solana } from '@atrium/common'
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { InvalidOptionError, SiweSiwxConflictError } from '../errors/options.js'
import { createHmacSiwxVerifier } from '../siwx/createHmacSiwxVerifier.test-helper.js'
import { createSiwxConfig } from '../siwx/createSiwxConfig.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { formatOptionPath, resolveOptions } from './resolveOptions.js'

function createSiwx() {
  return createSiwxConfig({
    domain: 'app.example',
    verifiers: [createHmacSiwxVerifier().verifier],
    storage: createMemoryStorage(),
  })
}

function errorOf(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('resolveOptions', () => {
  it('[OPT-001][OPT-002][OPT-003][OPT-005][OPT-006][OPT-011][OPT-012][OPT-013] the defaults', () => {
    const { networks, defaultNetwork, ...rest } = resolveOptions({})
    expect(networks).toEqual([mainnet])
    expect(defaultNetwork).toBe(mainnet)
    expect(rest).toMatchInlineSnapshot(`
      {
        "allowUnsupportedChain": false,
        "apiUrls": {
          "analytics": "https://pulse.walletconnect.org",
          "blockchainApi": "https://rpc.walletconnect.org",
          "frame": "https://secure.walletconnect.org/sdk",
          "walletDirectory": "https://api.web3modal.org",
        },
        "customWallets": [],
        "debug": false,
        "enableCoinbase": true,
        "enableEIP6963": true,
        "enableInjected": true,
        "enableWalletConnect": true,
        "excludeWalletIds": [],
        "featuredWalletIds": [],
        "features": {
          "allWallets": true,
          "analytics": false,
          "collapseWallets": false,
          "email": true,
          "history": true,
          "onramp": true,
          "receive": true,
          "send": true,
          "socials": [
            "google",
            "x",
            "discord",
            "farcaster",
            "github",
            "apple",
            "facebook",
          ],
          "swaps": true,
          "walletFeaturesOrder": [
            "onramp",
            "swaps",
            "receive",
            "send",
          ],
        },
        "includeWalletIds": [],
        "logBufferBytes": 1024000,
        "logLevel": "error",
        "sdkType": "react",
        "sdkVersion": "1.7.0",
        "themeVariables": {},
        "walletConnect": {},
      }
    `)
  })

  it('[OPT-001] projectId, wallet ids, custom wallets, legal URLs and metadata are kept', () => {
    const metadata = {
      name: 'Dapp',
      description: 'A dapp',
      url: 'https://dapp.example',
      icons: ['https://dapp.example/i.png'],
    }
    const options = resolveOptions({
      projectId: ' abc ',
      featuredWalletIds: ['f'],
      includeWalletIds: ['i'],
      excludeWalletIds: ['e'],
      customWallets: [{ id: 'c', name: 'Custom', mobile_link: 'custom://' }],
      termsConditionsUrl: 'https://dapp.example/terms',
      privacyPolicyUrl: 'https://dapp.example/privacy',
      metadata,
    })
    expect(options).toMatchObject({
      projectId: 'abc',
      featuredWalletIds: ['f'],
      includeWalletIds: ['i'],
      excludeWalletIds: ['e'],
      customWallets: [{ id: 'c', name: 'Custom', mobile_link: 'custom://' }],
      termsConditionsUrl: 'https://dapp.example/terms',
      privacyPolicyUrl: 'https://dapp.example/privacy',
      metadata,
    })
  })

  it('[OPT-001] features: given values win, the others keep their defaults', () => {
    const { features } = resolveOptions({
      features: {
        socials: ['github'],
        analytics: false,
        connectMethodsOrder: ['email', 'wallet'],
        collapseWallets: true,
      },
    })
    expect(features).toMatchObject({
      socials: ['github'],
      analytics: false,
      connectMethodsOrder: ['email', 'wallet'],
      collapseWallets: true,
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
      email: true,
    })
  })

  it('[OPT-001] features.socials: false turns social login off', () => {
    expect(resolveOptions({ features: { socials: false } }).features.socials).toBe(false)
  })

  it('[OPT-002] networks and defaultNetwork: the default network is the first unless given', () => {
    expect(resolveOptions({ networks: [base, optimism] }).defaultNetwork).toBe(base)
    expect(resolveOptions({ networks: [base, solana], defaultNetwork: solana }).defaultNetwork).toBe(solana)
  })

  it('[OPT-002][ROUTER-027] allowUnsupportedChain, enable flags, theme, debug and logLevel', () => {
    expect(
      resolveOptions({
        allowUnsupportedChain: true,
        enableWalletConnect: false,
        themeMode: 'dark',
        themeVariables: { accent: '#f00', zIndex: 10 },
        debug: true,
        logLevel: 'debug',
      }),
    ).toMatchObject({
      allowUnsupportedChain: true,
      enableWalletConnect: false,
      themeMode: 'dark',
      themeVariables: { accent: '#f00', zIndex: 10 },
      debug: true,
      logLevel: 'debug',
    })
  })

  it('[OPT-002] apiUrls: each base URL may be overridden alone', () => {
    const { apiUrls } = resolveOptions({ apiUrls: { blockchainApi: 'http://127.0.0.1:4000' } })
    expect(apiUrls).toEqual({ ...DEFAULT_API_URLS, blockchainApi: 'http://127.0.0.1:4000' })
  })

  it('[OPT-002] keys core does not know (appkit options) are stripped, not rejected', () => {
    expect(resolveOptions({ adapters: [{}] })).not.toHaveProperty('adapters')
  })

  it('[OPT-009] siweConfig alone or siwx alone is accepted', () => {
    const siweConfig = { getNonce: async () => 'n' }
    expect(resolveOptions({ siweConfig }).siweConfig).toBe(siweConfig)
    const siwx = createSiwx()
    expect(resolveOptions({ siwx }).siwx).toBe(siwx)
  })

  it('[OPT-009][CONN-015] siwx must have the functions of a SiwxConfig', () => {
    const { getSessions: _missing, ...withoutGetSessions } = createSiwx()
    for (const siwx of [{}, withoutGetSessions, { ...createSiwx(), addSession: 'no' }]) {
      const error = errorOf(() => resolveOptions({ siwx }))
      expect(error).toBeInstanceOf(InvalidOptionError)
      expect((error as InvalidOptionError).meta?.option).toBe('siwx')
    }
    expect((errorOf(() => resolveOptions({ siwx: {} })) as Error).message).toMatchInlineSnapshot(
      `"Invalid option "siwx": must be a SiwxConfig"`,
    )
  })

  it('[OPT-009] siweConfig and siwx together throw SiweSiwxConflictError (decision)', () => {
    const error = errorOf(() => resolveOptions({ siweConfig: {}, siwx: createSiwx() }))
    expect(error).toBeInstanceOf(SiweSiwxConflictError)
    expect(error).toMatchObject({ name: 'SiweSiwxConflictError', code: 'SIWE_AND_SIWX_CONFLICT' })
    expect((error as Error).message).toMatchInlineSnapshot(
      `"Options cannot set both "siweConfig" and "siwx""`,
    )
  })

  it('[OPT-002] a bad option throws InvalidOptionError naming the option and the rule', () => {
    const error = errorOf(() => resolveOptions({ features: { socials: ['google', 'myspace'] } }))
    expect(error).toBeInstanceOf(InvalidOptionError)
    expect(error).toMatchObject({ name: 'InvalidOptionError', code: 'INVALID_OPTION' })
    expect((error as Error).message).toMatchInlineSnapshot(
      `"Invalid option "features.socials[1]": must be one of "google"|"x"|"discord"|"farcaster"|"github"|"apple"|"facebook""`,
    )
  })

  it.each([
    [{ projectId: 42 }, 'projectId'],
    [{ networks: [] }, 'networks'],
    [{ networks: [{ name: 'fake' }] }, 'networks[0]'],
    [{ termsConditionsUrl: 'javascript:alert(1)' }, 'termsConditionsUrl'],
    [{ metadata: { name: 'x', description: '', url: 'not a url', icons: [] } }, 'metadata.url'],
    [{ includeWalletIds: ['a', 'a'] }, 'includeWalletIds'],
    [{ features: { connectMethodsOrder: ['wallet', 'phone'] } }, 'features.connectMethodsOrder[1]'],
    [{ themeVariables: { accentColour: 'red' } }, 'themeVariables'],
    [{ logLevel: 'verbose' }, 'logLevel'],
    [{ apiUrls: { frame: 'ftp://x' } }, 'apiUrls.frame'],
    [{ siwx: 'yes' }, 'siwx'],
    [{ walletConnect: { relayUrl: 'http://127.0.0.1:8555' } }, 'walletConnect.relayUrl'],
    [{ walletConnect: { projectId: '' } }, 'walletConnect.projectId'],
    [{ walletConnect: { relay: 'ws://127.0.0.1:8555' } }, 'walletConnect'],
  ])('[OPT-002] %j is rejected at %s', (options, option) => {
    const error = errorOf(() => resolveOptions(options))
    expect(error).toBeInstanceOf(InvalidOptionError)
    expect((error as InvalidOptionError).meta?.option).toBe(option)
  })

  it('[OPT-002] walletConnect: the relay URL and project id may be set', () => {
    const { walletConnect } = resolveOptions({
      walletConnect: { relayUrl: 'ws://127.0.0.1:8555', projectId: 'devnet' },
    })
    expect(walletConnect).toEqual({ relayUrl: 'ws://127.0.0.1:8555', projectId: 'devnet' })
  })

  it('[OPT-002] options that are not an object are rejected as a whole', () => {
    expect((errorOf(() => resolveOptions(null as never)) as InvalidOptionError).meta?.option).toBe('options')
  })

  it('formatOptionPath joins keys with dots and indices with brackets', () => {
    expect(formatOptionPath(['features', 'socials', 2])).toBe('features.socials[2]')
    expect(formatOptionPath([])).toBe('options')
  })

  const validOptions = fc.record(
    {
      projectId: fc.string(),
      allowUnsupportedChain: fc.boolean(),
      includeWalletIds: fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,8}$/), { maxLength: 4 }),
      features: fc.record(
        {
          socials: fc.oneof(fc.constant(false as const), fc.subarray(['google', 'x', 'github'] as const)),
          connectMethodsOrder: fc.shuffledSubarray(['wallet', 'email', 'social'] as const),
          email: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
      themeMode: fc.constantFrom('light', 'dark' as const),
    },
    { requiredKeys: [] },
  )

  test.prop([validOptions])(
    '[OPT-001] valid options resolve, and resolving again changes nothing',
    (options) => {
      const resolved = resolveOptions(options)
      expect(resolveOptions(resolved)).toEqual(resolved)
    },
  )

  test.prop([fc.anything()])(
    '[OPT-002] junk never crashes: it resolves or throws a coded Atrium error',
    (junk) => {
      try {
        resolveOptions(junk as never)
      } catch (error) {
        expect(isAtriumError(error)).toBe(true)
      }
    },
  )
})
