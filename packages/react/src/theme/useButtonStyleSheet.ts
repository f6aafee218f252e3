'use client'

import { selectThemeTokens } from '@atrium/core'
import { getButtonStyleSheet } from '@atrium/ui'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useAppKitContext } from '../context/useAppKitContext.js'

/**
 * The buttons' style sheet for the current theme (core's theme tokens, UI-002..007): only the
 * button and image rules, so the buttons do not pull in the modal's sheet. Recomputed only when a
 * token changes.
 */
export function useButtonStyleSheet(): string {
  const { stores } = useAppKitContext()
  const tokens = useStore(stores.theme, useShallow(selectThemeTokens))
  return useMemo(() => getButtonStyleSheet(tokens), [tokens])
}
