import { optimism } from '@atrium/common'
import type { AtriumEvent } from '@atrium/core'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { AppKitContextValue } from '../../src/context/AppKitContextValue.js'
import { AppKitProvider } from '../../src/context/AppKitProvider.js'
import { useAppKitEvents } from '../../src/hooks/useAppKitEvents.js'
import { useAppKitTheme } from '../../src/hooks/useAppKitTheme.js'
import { createSubject } from '../helpers/createSubject.test-helper.js'

function wrapper(appKit: AppKitContextValue) {
  return ({ children }: { children: ReactNode }) => <AppKitProvider value={appKit}>{children}</AppKitProvider>
}

describe('useAppKitTheme', () => {
  it('[UI-002] reads and sets the theme mode and variables', () => {
    const { appKit, stores } = createSubject()
    const { result } = renderHook(() => useAppKitTheme(), { wrapper: wrapper(appKit) })
    expect(result.current).toMatchObject({ themeMode: 'light', themeVariables: {} })
    act(() => result.current.setThemeMode('dark'))
    act(() => result.current.setThemeVariables({ accent: '#ff0000' }))
    expect(result.current).toMatchObject({ themeMode: 'dark', themeVariables: { accent: '#ff0000' } })
    expect(stores.theme.getState().themeMode).toBe('dark')
  })
})

describe('useAppKitEvents', () => {
  it('[EVT-005] returns the last event and calls onEvent for each one', async () => {
    const { appKit } = createSubject()
    const seen: AtriumEvent[] = []
    const { result } = renderHook(() => useAppKitEvents((event) => seen.push(event)), {
      wrapper: wrapper(appKit),
    })
    expect(result.current).toBeUndefined()
    await act(() => appKit.switchNetwork(optimism))
    expect(result.current?.data).toEqual({
      type: 'track',
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:10' },
    })
    expect(seen.map((event) => event.data.event)).toEqual(['SWITCH_NETWORK'])
  })
})
