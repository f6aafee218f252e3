import { THEME_MODES } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createThemeStore } from './createThemeStore.js'

describe('createThemeStore', () => {
  it('[UI-002] starts light with no overrides; the modes are light and dark', () => {
    expect(createThemeStore().getState()).toEqual({ themeMode: 'light', themeVariables: {} })
    expect(THEME_MODES).toEqual(['light', 'dark'])
  })

  it('[UI-002] initial: starts in the given mode', () => {
    expect(createThemeStore({ themeMode: 'dark' }).getState().themeMode).toBe('dark')
  })
})
