import { describe, expect, it } from 'vitest'
import { filterSocialsForPlatform, getSocials } from './filterSocialsForPlatform.js'

const socials = getSocials()

describe('socials', () => {
  it('[OPT-006] defaults to google, x, discord, farcaster, github, apple, facebook', () => {
    expect(socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
    expect(getSocials(['github'])).toEqual(['github'])
  })

  it('[FRAME-024] Telegram on iOS removes google', () => {
    expect(filterSocialsForPlatform(socials, 'ios')).toEqual([
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('[FRAME-025] Telegram on macOS removes x', () => {
    expect(filterSocialsForPlatform(socials, 'macos')).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('[FRAME-026] Telegram on Android removes facebook and x', () => {
    expect(filterSocialsForPlatform(socials, 'android')).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
  })

  it('[FRAME-024][FRAME-025][FRAME-026] outside Telegram or on other platforms nothing is removed', () => {
    expect(filterSocialsForPlatform(socials, undefined)).toBe(socials)
    expect(filterSocialsForPlatform(socials, 'web')).toBe(socials)
    expect(filterSocialsForPlatform(socials, 'constructor')).toBe(socials)
  })
})
