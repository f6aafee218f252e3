import { describe, expect, it } from 'vitest'
import { AuthServiceConfigError, readAuthServiceConfig } from './readAuthServiceConfig.js'

const env = {
  ATRIUM_AUTH_SECRET: 'a'.repeat(32),
  ATRIUM_AUTH_SMTP_URL: 'smtp://127.0.0.1:2525',
  ATRIUM_AUTH_ALLOWED_ORIGINS: 'https://dapp.example, http://localhost:3000',
  ATRIUM_AUTH_CHAINS: '1=http://127.0.0.1:8545,10=http://127.0.0.1:8546',
}

describe('readAuthServiceConfig', () => {
  it('reads the environment, lists split on commas, and defaults the rest', () => {
    const config = readAuthServiceConfig({ argv: [], env })
    expect(config.allowedOrigins).toEqual(['https://dapp.example', 'http://localhost:3000'])
    expect(config.chains).toEqual([
      { chainId: 1, rpcUrl: 'http://127.0.0.1:8545' },
      { chainId: 10, rpcUrl: 'http://127.0.0.1:8546' },
    ])
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8700, maxCodeAttempts: 5, frameOrigins: [] })
  })

  it('lets a flag override its environment variable', () => {
    const config = readAuthServiceConfig({ argv: ['--port', '0', '--database-url', 'memory://'], env })
    expect(config.port).toBe(0)
    expect(config.databaseUrl).toBe('memory://')
  })

  it('names every invalid setting by its variable and flag', () => {
    const read = () =>
      readAuthServiceConfig({
        argv: [],
        env: {
          ...env,
          ATRIUM_AUTH_SECRET: 'short',
          ATRIUM_AUTH_ALLOWED_ORIGINS: 'https://dapp.example/path',
        },
      })
    expect(read).toThrow(AuthServiceConfigError)
    expect(read).toThrow(/ATRIUM_AUTH_SECRET \(--secret\): at least 32 characters/)
    expect(read).toThrow(/ATRIUM_AUTH_ALLOWED_ORIGINS \(--allowed-origins\): an origin is scheme/)
  })

  it('names the required settings left out', () => {
    expect(() => readAuthServiceConfig({ argv: [], env: {} })).toThrow(
      [
        'Invalid auth service configuration:',
        'ATRIUM_AUTH_SECRET (--secret): required',
        'ATRIUM_AUTH_SMTP_URL (--smtp-url): required',
        'ATRIUM_AUTH_ALLOWED_ORIGINS (--allowed-origins): required',
      ].join('\n'),
    )
  })

  it('takes a PostgreSQL server URL with a pool size, and refuses a URL of another scheme', () => {
    const config = readAuthServiceConfig({
      argv: ['--database-url', 'postgresql://atrium:pw@db.example:5432/atrium', '--database-pool-size', '4'],
      env,
    })
    expect(config).toMatchObject({
      databaseUrl: 'postgresql://atrium:pw@db.example:5432/atrium',
      databasePoolSize: 4,
    })
    expect(() =>
      readAuthServiceConfig({ argv: ['--database-url', 'mysql://db.example/atrium'], env }),
    ).toThrow(
      /--database-url\): a postgres:\/\/ or postgresql:\/\/ server URL, a PGlite data directory or memory:\/\//,
    )
  })

  it('takes Solana chains by their CAIP-2 id and refuses another id', () => {
    const solanaChains = 'solana:GTZFNzQouAG5TcMCF2qV12YDh3uWX3Lv=http://127.0.0.1:8565'
    expect(
      readAuthServiceConfig({ argv: [], env: { ...env, ATRIUM_AUTH_SOLANA_CHAINS: solanaChains } })
        .solanaChains,
    ).toEqual([{ chainId: 'solana:GTZFNzQouAG5TcMCF2qV12YDh3uWX3Lv', rpcUrl: 'http://127.0.0.1:8565' }])
    expect(() =>
      readAuthServiceConfig({ argv: ['--solana-chains', '1=http://127.0.0.1:8565'], env }),
    ).toThrow(/ATRIUM_AUTH_SOLANA_CHAINS \(--solana-chains\): a solana: chain id/)
  })

  it('turns Farcaster on with an RPC URL; the relay is optional and both must be http(s) URLs', () => {
    expect(readAuthServiceConfig({ argv: [], env })).toMatchObject({
      farcasterRpcUrl: undefined,
      farcasterRelayUrl: undefined,
    })
    const config = readAuthServiceConfig({
      argv: ['--farcaster-relay-url', 'https://relay.example'],
      env: { ...env, ATRIUM_AUTH_FARCASTER_RPC_URL: 'https://optimism.example/rpc' },
    })
    expect(config).toMatchObject({
      farcasterRpcUrl: 'https://optimism.example/rpc',
      farcasterRelayUrl: 'https://relay.example',
    })
    expect(() =>
      readAuthServiceConfig({
        argv: [],
        env: { ...env, ATRIUM_AUTH_FARCASTER_RPC_URL: 'ws://optimism.example' },
      }),
    ).toThrow(/ATRIUM_AUTH_FARCASTER_RPC_URL \(--farcaster-rpc-url\)/)
  })

  it('refuses an unknown flag', () => {
    expect(() => readAuthServiceConfig({ argv: ['--sekret', 'x'], env })).toThrow(/Unknown option '--sekret'/)
  })
})
