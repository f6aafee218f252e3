import { optimism, UserRejectedRequestError } from '@atrium/common'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { AppKitContextValue } from '../../src/context/AppKitContextValue.js'
import { AppKitProvider } from '../../src/context/AppKitProvider.js'
import { useAppKitNetwork } from '../../src/hooks/useAppKitNetwork.js'
import { useAppKitState } from '../../src/hooks/useAppKitState.js'
import { ANNOUNCED_WALLET, createSubject } from '../helpers/createSubject.test-helper.js'

function wrapper(appKit: AppKitContextValue) {
  return ({ children }: { children: ReactNode }) => <AppKitProvider value={appKit}>{children}</AppKitProvider>
}

describe('useAppKitNetwork', () => {
  it('[NET-013] starts on chain 1 and switches', async () => {
    const { appKit } = createSubject()
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper: wrapper(appKit) })
    expect(result.current).toMatchObject({ chainId: 1, caipNetworkId: 'eip155:1' })
    await act(() => result.current.switchNetwork(optimism))
    expect(result.current).toMatchObject({ chainId: 10, caipNetworkId: 'eip155:10', caipNetwork: optimism })
  })

  it('[NET-006] a refused switch rejects with the coded error and keeps the network', async () => {
    const { appKit, wallet } = createSubject()
    const [connector] = appKit.stores.connectors
      .getState()
      .connectors.filter((entry) => entry.id === ANNOUNCED_WALLET.id)
    if (connector === undefined) throw new Error('test wallet not listed')
    await appKit.connect({ connector })
    wallet.failNextSwitch(new UserRejectedRequestError())
    const { result } = renderHook(() => useAppKitNetwork(), { wrapper: wrapper(appKit) })
    await expect(act(() => result.current.switchNetwork(optimism))).rejects.toMatchObject({
      code: 'RPC_USER_REJECTED_REQUEST',
    })
    expect(result.current.chainId).toBe(1)
  })
})

describe('useAppKitState', () => {
  it('reports open, the selected network, the active chain and loading', async () => {
    const { appKit } = createSubject()
    const { result } = renderHook(() => useAppKitState(), { wrapper: wrapper(appKit) })
    expect(result.current).toEqual({
      open: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      loading: false,
    })
    act(() => appKit.open())
    expect(result.current.open).toBe(true)
    await act(() => appKit.switchNetwork(optimism))
    expect(result.current.selectedNetworkId).toBe('eip155:10')
  })
})
