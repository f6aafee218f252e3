// @vitest-environment happy-dom
import { Keypair } from '@solana/web3.js'
import type { Wallet, WindowRegisterWalletEventCallback } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { createSolanaTestWallet } from './createSolanaTestWallet.js'

const secretKey = Keypair.fromSeed(new Uint8Array(32).fill(1)).secretKey
const cleanups: (() => void)[] = []

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** An app's side of the protocol, as @wallet-standard/app's `getWallets()` implements it. */
function createApp(target: Window) {
  const registered = new Set<Wallet>()
  const api = {
    register: (wallet: Wallet) => {
      registered.add(wallet)
      return () => {
        registered.delete(wallet)
      }
    },
  }
  const onRegister = (event: Event) => (event as CustomEvent<WindowRegisterWalletEventCallback>).detail(api)
  target.addEventListener('wallet-standard:register-wallet', onRegister)
  cleanups.push(() => target.removeEventListener('wallet-standard:register-wallet', onRegister))
  return {
    registered,
    announceReady: () => target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api })),
  }
}

describe('register (Wallet Standard window protocol)', () => {
  it('registers with an app that is already listening (wallet-standard:register-wallet)', () => {
    const app = createApp(window)
    const testWallet = createSolanaTestWallet({ secretKey, rpcUrl: 'http://127.0.0.1:9' })
    const unregister = testWallet.register(window)
    expect([...app.registered]).toEqual([testWallet.wallet])
    unregister()
    expect(app.registered.size).toBe(0)
  })

  it('registers with an app that starts later (wallet-standard:app-ready), until unregistered', () => {
    const testWallet = createSolanaTestWallet({ secretKey, rpcUrl: 'http://127.0.0.1:9' })
    const unregister = testWallet.register(window)
    const app = createApp(window)
    expect(app.registered.size).toBe(0)
    app.announceReady()
    expect([...app.registered]).toEqual([testWallet.wallet])
    unregister()
    expect(app.registered.size).toBe(0)
    app.announceReady()
    expect(app.registered.size).toBe(0)
  })

  it('ignores an app-ready event without a register function', () => {
    const testWallet = createSolanaTestWallet({ secretKey, rpcUrl: 'http://127.0.0.1:9' })
    cleanups.push(testWallet.register(window))
    expect(() =>
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: {} })),
    ).not.toThrow()
  })
})
