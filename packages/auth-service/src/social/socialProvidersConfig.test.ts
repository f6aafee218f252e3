import { describe, expect, it } from 'vitest'
import { readAuthServiceConfig } from '../config/readAuthServiceConfig.js'

const env = {
  ATRIUM_AUTH_SECRET: 'a'.repeat(32),
  ATRIUM_AUTH_SMTP_URL: 'smtp://127.0.0.1:2525',
  ATRIUM_AUTH_ALLOWED_ORIGINS: 'https://dapp.example',
}

describe('social providers in the configuration', () => {
  it('takes a provider whose issuer, client id and secret are set, and no other', () => {
    const config = readAuthServiceConfig({
      argv: [],
      env: {
        ...env,
        ATRIUM_AUTH_GOOGLE_ISSUER: 'https://accounts.google.com',
        ATRIUM_AUTH_GOOGLE_CLIENT_ID: 'atrium.apps.googleusercontent.com',
        ATRIUM_AUTH_GOOGLE_CLIENT_SECRET: 'secret',
        ATRIUM_AUTH_DISCORD_ISSUER: '',
      },
    })
    expect(config.socialProviders).toEqual({
      google: {
        issuer: 'https://accounts.google.com',
        clientId: 'atrium.apps.googleusercontent.com',
        clientSecret: 'secret',
      },
    })
    expect(readAuthServiceConfig({ argv: [], env }).socialProviders).toEqual({})
  })

  it('refuses a half-configured provider and a plain-http issuer off loopback, naming the variable', () => {
    const read = (extra: Record<string, string>) => () =>
      readAuthServiceConfig({ argv: [], env: { ...env, ...extra } })
    expect(read({ ATRIUM_AUTH_X_ISSUER: 'https://x.example' })).toThrow(/ATRIUM_AUTH_X_CLIENT_ID/)
    expect(
      read({
        ATRIUM_AUTH_APPLE_ISSUER: 'http://appleid.example',
        ATRIUM_AUTH_APPLE_CLIENT_ID: 'id',
        ATRIUM_AUTH_APPLE_CLIENT_SECRET: 'secret',
      }),
    ).toThrow(/ATRIUM_AUTH_APPLE_ISSUER: an https:\/\/ URL/)
    expect(
      readAuthServiceConfig({
        argv: [],
        env: {
          ...env,
          ATRIUM_AUTH_APPLE_ISSUER: 'http://127.0.0.1:8629/apple',
          ATRIUM_AUTH_APPLE_CLIENT_ID: 'id',
          ATRIUM_AUTH_APPLE_CLIENT_SECRET: 'secret',
        },
      }).socialProviders?.apple?.issuer,
    ).toBe('http://127.0.0.1:8629/apple')
  })
})
