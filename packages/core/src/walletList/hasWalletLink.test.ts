import { describe, expect, it } from 'vitest'
import { hasWalletLink } from './hasWalletLink.js'

describe('hasWalletLink', () => {
  it('[CONN-010] an https link or the wallet’s own scheme counts; a web app must be https', () => {
    expect(hasWalletLink({ mobile_link: 'trust://' })).toBe(true)
    expect(hasWalletLink({ desktop_link: 'https://link.example/' })).toBe(true)
    expect(hasWalletLink({ webapp_link: 'https://app.example' })).toBe(true)
    expect(hasWalletLink({ webapp_link: 'app://x' })).toBe(false)
  })

  it('[CONN-010] script, plain http and missing links do not', () => {
    expect(hasWalletLink({ mobile_link: 'javascript:alert(1)', desktop_link: 'http://x.example/' })).toBe(
      false,
    )
    expect(hasWalletLink({ mobile_link: null })).toBe(false)
  })
})
