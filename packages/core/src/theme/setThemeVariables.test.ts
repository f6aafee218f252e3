import { describe, expect, it } from 'vitest'
import { createThemeStore } from './createThemeStore.js'
import { setThemeVariables } from './setThemeVariables.js'

describe('setThemeVariables', () => {
  it('merges overrides: later calls change only what they name', () => {
    const theme = createThemeStore()
    setThemeVariables({ theme }, { themeVariables: { accent: 'red', zIndex: 5 } })
    setThemeVariables({ theme }, { themeVariables: { accent: 'blue' } })
    expect(theme.getState().themeVariables).toEqual({ accent: 'blue', zIndex: 5 })
  })
})
