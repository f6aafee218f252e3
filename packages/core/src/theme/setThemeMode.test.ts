import { describe, expect, it } from 'vitest'
import { createThemeStore } from './createThemeStore.js'
import { setThemeMode } from './setThemeMode.js'

describe('setThemeMode', () => {
  it('[UI-002] switches between light and dark', () => {
    const theme = createThemeStore()
    setThemeMode({ theme }, { themeMode: 'dark' })
    expect(theme.getState().themeMode).toBe('dark')
    setThemeMode({ theme }, { themeMode: 'light' })
    expect(theme.getState().themeMode).toBe('light')
  })

  it('setting the current mode keeps the same state', () => {
    const theme = createThemeStore()
    const before = theme.getState()
    setThemeMode({ theme }, { themeMode: 'light' })
    expect(theme.getState()).toBe(before)
  })
})
