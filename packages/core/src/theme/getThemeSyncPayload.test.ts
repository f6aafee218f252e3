import { describe, expect, it } from 'vitest'
import { createThemeStore } from './createThemeStore.js'
import { getThemeSyncPayload } from './getThemeSyncPayload.js'

describe('getThemeSyncPayload', () => {
  it('[UI-002] carries themeMode, themeVariables and w3mThemeVariables', () => {
    expect(getThemeSyncPayload(createThemeStore().getState())).toEqual({
      themeMode: 'light',
      themeVariables: {},
      w3mThemeVariables: {},
    })
  })

  it('maps each override to its --w3m-* property', () => {
    const state = createThemeStore({
      themeMode: 'dark',
      themeVariables: { accent: 'red', borderRadiusPx: 8, zIndex: 3 },
    }).getState()
    expect(getThemeSyncPayload(state).w3mThemeVariables).toEqual({
      '--w3m-accent': 'red',
      '--w3m-border-radius-master': '8px',
      '--w3m-z-index': '3',
    })
  })
})
