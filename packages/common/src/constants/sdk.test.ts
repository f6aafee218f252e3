import { describe, expect, it } from 'vitest'
import { API_SDK_TYPE, API_SDK_VERSION, NAME_API_VERSION, WALLET_BADGE_TYPE } from './api.js'
import { DEFAULT_CONNECT_METHODS_ORDER, DEFAULT_SOCIALS, DEFAULT_WALLET_FEATURES_ORDER } from './options.js'
import { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES, RESTRICTED_TIME_ZONES, SDK_TYPE, SDK_VERSION } from './sdk.js'

describe('SDK and option constants', () => {
  it('[OPT-003] the default connect method order is wallet, email, social', () => {
    expect(DEFAULT_CONNECT_METHODS_ORDER).toEqual(['wallet', 'email', 'social'])
  })

  it('[OPT-005] the default wallet feature order is onramp, swaps, receive, send', () => {
    expect(DEFAULT_WALLET_FEATURES_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('[OPT-006] the default socials, in order', () => {
    expect(DEFAULT_SOCIALS).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('[OPT-011] the SDK is react 1.7.0', () => {
    expect(SDK_TYPE).toBe('react')
    expect(SDK_VERSION).toBe('1.7.0')
  })

  it("[OPT-012] the default log level is 'error'", () => {
    expect(DEFAULT_LOG_LEVEL).toBe('error')
  })

  it('[OPT-013] the log buffer holds 1,024,000 bytes', () => {
    expect(LOG_BUFFER_BYTES).toBe(1_024_000)
  })

  it('[OPT-014] restricted time zones (chosen): mainland China, Hong Kong, Macau', () => {
    expect(RESTRICTED_TIME_ZONES).toMatchInlineSnapshot(`
      [
        "Asia/Shanghai",
        "Asia/Urumqi",
        "Asia/Chongqing",
        "Asia/Harbin",
        "Asia/Kashgar",
        "Asia/Hong_Kong",
        "Asia/Macau",
        "Asia/Macao",
      ]
    `)
    for (const timeZone of RESTRICTED_TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone })).not.toThrow()
    }
  })

  it('[API-031] st, sv, apiVersion and badge_type values (chosen)', () => {
    expect({ API_SDK_TYPE, API_SDK_VERSION, NAME_API_VERSION, WALLET_BADGE_TYPE }).toEqual({
      API_SDK_TYPE: 'atrium',
      API_SDK_VERSION: 'react-1.7.0',
      NAME_API_VERSION: '2',
      WALLET_BADGE_TYPE: 'none',
    })
  })
})
