import { describe, expect, it } from 'vitest'
import {
  DARK_THEME_ACCENT_COLOR,
  DARK_THEME_BACKGROUND_COLOR,
  LIGHT_THEME_ACCENT_COLOR,
  LIGHT_THEME_BACKGROUND_COLOR,
  THEME_MODES,
} from './theme.js'
import {
  BALANCE_DISPLAY_DECIMALS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  NUMBER_FORMAT_FRACTION_DIGITS,
  NUMBER_FORMAT_LOCALE,
  SHAKE_DURATION_MS,
  SNACKBAR_REPLACE_DELAY_MS,
  SNACKBAR_VARIANTS,
  USD_DISPLAY_DECIMALS,
} from './ui.js'

describe('UI and theme constants', () => {
  it('[UI-002] themes are light and dark', () => {
    expect(THEME_MODES).toEqual(['light', 'dark'])
  })

  it('[UI-003] light accent hsla(231,100%,70%,1) on white', () => {
    expect(LIGHT_THEME_ACCENT_COLOR).toBe('hsla(231,100%,70%,1)')
    expect(LIGHT_THEME_BACKGROUND_COLOR).toBe('#ffffff')
  })

  it('[UI-004] dark accent hsla(230,100%,67%,1) on #121313', () => {
    expect(DARK_THEME_ACCENT_COLOR).toBe('hsla(230,100%,67%,1)')
    expect(DARK_THEME_BACKGROUND_COLOR).toBe('#121313')
  })

  it('[UI-005] the shake lasts 500 ms', () => {
    expect(SHAKE_DURATION_MS).toBe(500)
  })

  it('[UI-006] the modal is 360px wide', () => {
    expect(MODAL_WIDTH_PX).toBe(360)
  })

  it('[UI-007] the modal z-index is 999', () => {
    expect(MODAL_Z_INDEX).toBe(999)
  })

  it('[UI-008] snackbar variants are success, error, loading', () => {
    expect(SNACKBAR_VARIANTS).toEqual(['success', 'error', 'loading'])
  })

  it('[UI-009] a replacing snackbar shows 150 ms later', () => {
    expect(SNACKBAR_REPLACE_DELAY_MS).toBe(150)
  })

  it('[UI-010][UI-011][UI-012] display precision: balances 3, USD 2, en-US with 2 fraction digits', () => {
    expect(BALANCE_DISPLAY_DECIMALS).toBe(3)
    expect(USD_DISPLAY_DECIMALS).toBe(2)
    expect(NUMBER_FORMAT_LOCALE).toBe('en-US')
    expect(NUMBER_FORMAT_FRACTION_DIGITS).toBe(2)
  })

  it('[UI-014] image preloading times out after 2 s', () => {
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2_000)
  })
})
