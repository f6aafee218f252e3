'use client'

import { selectThemeTokens } from '@atrium/core'
import { getButtonStyleSheet } from '@atrium/ui'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'

/**
 * The buttons' style sheet for the current theme (core's theme tokens, UI-002..007): only the
 * button and image rules, so the buttons do not pull in the modal's sheet. Recomputed only when the
 * theme state changes: the store's state is replaced on each change, so no shallow comparison
 * (zustand's `useShallow`) has to load with the buttons.
 */
export function useButtonStyleSheet(): string {
  const { stores } = useAppKitContext()
  const theme = useStore(stores.theme)
  return useMemo(() => getButtonStyleSheet(selectThemeTokens(theme)), [theme])
}
