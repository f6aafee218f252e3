import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { AppKitContextValue } from '../../src/context/AppKitContextValue.js'
import { AppKitProvider } from '../../src/context/AppKitProvider.js'
import { useAppKitWallets } from '../../src/hooks/useAppKitWallets.js'
import { createSubject } from '../helpers/createSubject.test-helper.js'

function wrapper(appKit: AppKitContextValue) {
  return ({ children }: { children: ReactNode }) => <AppKitProvider value={appKit}>{children}</AppKitProvider>
}

describe('useAppKitWallets', () => {
  it('[CONNECTOR-015] the modal’s rows as data: installed first, flagged, with their connector', () => {
    const { appKit } = createSubject()
    const { result } = renderHook(() => useAppKitWallets(), { wrapper: wrapper(appKit) })
    expect(
      result.current.topWallets.map(({ name, installed, source }) => ({ name, installed, source })),
    ).toEqual([
      { name: 'Atrium Test Wallet', installed: true, source: 'installed' },
      { name: 'Coinbase Wallet', installed: false, source: 'connector' },
    ])
    expect(result.current).toMatchObject({
      count: undefined,
      searchText: '',
      isLoading: false,
      hasMore: false,
    })
  })

  it('[ROUTER-033] connect connects a wallet with a connector through it, without the modal', async () => {
    const { appKit } = createSubject()
    const { result } = renderHook(() => useAppKitWallets(), { wrapper: wrapper(appKit) })
    const installed = result.current.topWallets[0]
    if (installed === undefined) throw new Error('no installed wallet listed')
    await act(() => result.current.connect(installed))
    await waitFor(() => expect(appKit.stores.account.getState().chains.eip155.status).toBe('connected'))
    expect(appKit.stores.modal.getState().isOpen).toBe(false)
  })

  it('without a directory, search, loadMore and retry resolve without a request', async () => {
    const { appKit } = createSubject()
    const { result } = renderHook(() => useAppKitWallets(), { wrapper: wrapper(appKit) })
    await expect(result.current.search('trust')).resolves.toBeUndefined()
    await expect(result.current.loadMore()).resolves.toBeUndefined()
    await expect(result.current.retry()).resolves.toBeUndefined()
  })
})
