'use client'

import type { ThemeMode, ThemeVariables } from '@atrium/core'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** What `useAppKitTheme` returns. */
export type UseAppKitThemeReturnType = {
  readonly themeMode: ThemeMode
  readonly themeVariables: ThemeVariables
  /** Switches between light and dark; the open modal follows at once. */
  readonly setThemeMode: (themeMode: ThemeMode) => void
  /** Overrides theme variables (`accent`, `background`, …); the ones not named keep their value. */
  readonly setThemeVariables: (themeVariables: ThemeVariables) => void
}

/**
 * The modal's theme and setters for it.
 *
 * @example
 * const { themeMode, setThemeMode } = useAppKitTheme()
 * setThemeMode(themeMode === 'dark' ? 'light' : 'dark')
 */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const appKit = useAppKitContext()
  const themeMode = useStore(appKit.stores.theme, (state) => state.themeMode)
  const themeVariables = useStore(appKit.stores.theme, (state) => state.themeVariables)
  const setters = useMemo(
    () => ({
      setThemeMode: (mode: ThemeMode) => appKit.setThemeMode(mode),
      setThemeVariables: (variables: ThemeVariables) => appKit.setThemeVariables(variables),
    }),
    [appKit],
  )
  return { themeMode, themeVariables, ...setters }
}
