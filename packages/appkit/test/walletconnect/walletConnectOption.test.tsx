import { afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../../src/instance/buildAppKit.js'
import { createSubject } from '../helpers/createSubject.test-helper.js'

const created: AppKit[] = []
afterEach(() => {
  for (const appKit of created.splice(0)) appKit.destroy()
})

describe('createAppKit and WalletConnect', () => {
  it('offers connectWalletConnect by default, without loading the provider', () => {
    const { appKit } = createSubject()
    created.push(appKit)
    expect(typeof appKit.connectWalletConnect).toBe('function')
  })

  it('enableWalletConnect: false offers none', () => {
    const { appKit } = createSubject({ options: { enableWalletConnect: false } })
    created.push(appKit)
    expect(appKit.connectWalletConnect).toBeUndefined()
  })

  it('[ROUTER-010][ROUTER-028] without a chain adapter the pairing is basic: the modal opens on ConnectingWalletConnectBasic', () => {
    const { appKit } = createSubject({ options: { adapters: [] } })
    created.push(appKit)
    expect(appKit.stores.connection.getState().wcBasic).toBe(true)
    appKit.open()
    expect(appKit.stores.router.getState().history).toEqual(['ConnectingWalletConnectBasic'])
  })

  it('with a chain adapter the modal opens on Connect', () => {
    const { appKit } = createSubject()
    created.push(appKit)
    expect(appKit.stores.connection.getState().wcBasic).toBe(false)
    appKit.open()
    expect(appKit.stores.router.getState().history).toEqual(['Connect'])
  })

  it('signMessage without a connected account is RPC_UNSUPPORTED_METHOD', async () => {
    const { appKit } = createSubject()
    created.push(appKit)
    await expect(appKit.signMessage({ message: 'x' })).rejects.toMatchObject({
      code: 'RPC_UNSUPPORTED_METHOD',
    })
  })
})
