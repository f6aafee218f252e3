import { optimism } from '@atrium/common'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import type { AppKitContextValue } from '../../src/context/AppKitContextValue.js'
import { AppKitProvider } from '../../src/context/AppKitProvider.js'
import { useAppKitAccount } from '../../src/hooks/useAppKitAccount.js'
import { useDisconnect } from '../../src/hooks/useDisconnect.js'
import { useWalletInfo } from '../../src/hooks/useWalletInfo.js'
import { ANNOUNCED_WALLET, createSubject, TEST_ADDRESS } from '../helpers/createSubject.test-helper.js'

function wrapper(appKit: AppKitContextValue) {
  return ({ children }: { children: ReactNode }) => <AppKitProvider value={appKit}>{children}</AppKitProvider>
}

function connector(appKit: AppKitContextValue) {
  const found = appKit.stores.connectors
    .getState()
    .connectors.find((entry) => entry.id === ANNOUNCED_WALLET.id)
  if (found === undefined) throw new Error('test wallet not listed')
  return found
}

describe('useAppKitAccount', () => {
  it('is disconnected before a connection', () => {
    const { appKit } = createSubject()
    const { result } = renderHook(() => useAppKitAccount(), { wrapper: wrapper(appKit) })
    expect(result.current).toEqual({
      address: undefined,
      caipAddress: undefined,
      allAccounts: [],
      isConnected: false,
      status: 'disconnected',
      embeddedWalletInfo: undefined,
    })
  })

  it("status is 'connecting' while the wallet decides, then the account is connected", async () => {
    const { appKit, wallet } = createSubject()
    const held = wallet.holdNextConnect()
    const { result } = renderHook(() => useAppKitAccount(), { wrapper: wrapper(appKit) })
    let connecting: Promise<void> = Promise.resolve()
    act(() => {
      connecting = appKit.connect({ connector: connector(appKit) })
    })
    await waitFor(() => expect(result.current.status).toBe('connecting'))
    held.release()
    await act(() => connecting)
    expect(result.current).toMatchObject({
      address: TEST_ADDRESS,
      caipAddress: `eip155:1:${TEST_ADDRESS}`,
      isConnected: true,
      status: 'connected',
    })
    expect(result.current.allAccounts).toEqual([
      expect.objectContaining({ address: TEST_ADDRESS, type: 'eoa' }),
    ])
  })

  it('namespace: reads that namespace only', async () => {
    const { appKit } = createSubject()
    await appKit.connect({ connector: connector(appKit) })
    const { result } = renderHook(() => useAppKitAccount({ namespace: 'solana' }), {
      wrapper: wrapper(appKit),
    })
    expect(result.current.isConnected).toBe(false)
  })

  it('[NET-008] follows a network switch: the CAIP address is rebuilt', async () => {
    const { appKit } = createSubject()
    await appKit.connect({ connector: connector(appKit) })
    const { result } = renderHook(() => useAppKitAccount(), { wrapper: wrapper(appKit) })
    await act(() => appKit.switchNetwork(optimism))
    expect(result.current.caipAddress).toBe(`eip155:10:${TEST_ADDRESS}`)
  })

  it('useWalletInfo names the connected wallet; useDisconnect disconnects', async () => {
    const { appKit, wallet } = createSubject()
    await appKit.connect({ connector: connector(appKit) })
    const { result } = renderHook(() => ({ ...useWalletInfo(), ...useDisconnect(), ...useAppKitAccount() }), {
      wrapper: wrapper(appKit),
    })
    expect(result.current.walletInfo).toMatchObject({ name: 'Atrium Test Wallet', id: 'io.atrium.test' })
    await act(() => result.current.disconnect())
    expect(wallet.calls).toContain('disconnect')
    expect(result.current).toMatchObject({
      isConnected: false,
      status: 'disconnected',
      walletInfo: undefined,
    })
  })
})
