import { describe, expect, it } from 'vitest'
import { createThemeStore } from './createThemeStore.js'
import { selectThemeTokens } from './selectThemeTokens.js'

describe('selectThemeTokens', () => {
  it('[UI-003][UI-006][UI-007] light: accent hsla(231,100%,70%,1) on white, 360px wide, z-index 999', () => {
    expect(selectThemeTokens(createThemeStore().getState())).toEqual({
      accent: 'hsla(231,100%,70%,1)',
      background: '#ffffff',
      foreground: '#141414',
      modalWidthPx: 360,
      zIndex: 999,
    })
  })

  it('[UI-004] dark: accent hsla(230,100%,67%,1) on #121313', () => {
    expect(selectThemeTokens(createThemeStore({ themeMode: 'dark' }).getState())).toMatchObject({
      accent: 'hsla(230,100%,67%,1)',
      background: '#121313',
      foreground: '#e4e7e7',
    })
  })

  it('themeVariables: overrides win over the mode defaults', () => {
    const state = createThemeStore({
      themeMode: 'dark',
      themeVariables: { accent: '#ff0000', zIndex: 10, fontFamily: 'Inter', borderRadiusPx: 4 },
    }).getState()
    expect(selectThemeTokens(state)).toEqual({
      accent: '#ff0000',
      background: '#121313',
      foreground: '#e4e7e7',
      modalWidthPx: 360,
      zIndex: 10,
      fontFamily: 'Inter',
      borderRadiusPx: 4,
    })
  })
})
