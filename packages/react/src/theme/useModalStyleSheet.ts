'use client'

import { SHAKE_DURATION_MS } from '@atrium/common'
import { selectThemeTokens } from '@atrium/core'
import { getModalStyleSheet } from '@atrium/ui'
import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { useAppKitContext } from '../context/useAppKitContext.js'

/**
 * The kit's style sheet for the current theme (core's theme tokens, UI-002..007, and the 500 ms
 * shake, UI-005); recomputed only when a token changes.
 */
export function useModalStyleSheet(): string {
  const { stores } = useAppKitContext()
  const tokens = useStore(stores.theme, useShallow(selectThemeTokens))
  return useMemo(() => getModalStyleSheet({ ...tokens, shakeDurationMs: SHAKE_DURATION_MS }), [tokens])
}
