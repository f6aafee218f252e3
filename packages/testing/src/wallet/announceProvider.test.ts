// @vitest-environment happy-dom
import { DEV_ACCOUNTS } from '@atrium/devnet'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestWallet } from './createTestWallet.js'

type Announcement = { info: { uuid: string; name: string; icon: string; rdns: string }; provider: unknown }

function listenForAnnouncements(): { seen: Announcement[]; stop: () => void } {
  const seen: Announcement[] = []
  const listener = (event: Event) => seen.push((event as CustomEvent<Announcement>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  return { seen, stop: () => window.removeEventListener('eip6963:announceProvider', listener) }
}

describe('announce (EIP-6963)', () => {
  const stops: (() => void)[] = []
  afterEach(() => {
    for (const stop of stops.splice(0)) stop()
  })

  it('announces the wallet at once with frozen info { uuid, name, icon, rdns } and itself as provider', () => {
    const { seen, stop } = listenForAnnouncements()
    stops.push(stop)
    const wallet = createTestWallet({
      privateKey: DEV_ACCOUNTS[0].privateKey,
      chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }],
      name: 'Lab Wallet',
      rdns: 'io.lab',
    })
    stops.push(wallet.announce(window))
    expect(seen).toHaveLength(1)
    const [announcement] = seen
    expect(announcement?.provider).toBe(wallet)
    expect(announcement?.info).toEqual({
      uuid: wallet.info.uuid,
      name: 'Lab Wallet',
      icon: wallet.info.icon,
      rdns: 'io.lab',
    })
    expect(Object.isFrozen(announcement)).toBe(true)
    expect(Object.isFrozen(announcement?.info)).toBe(true)
  })

  it('answers every eip6963:requestProvider until stopped', () => {
    const { seen, stop } = listenForAnnouncements()
    stops.push(stop)
    const wallet = createTestWallet({
      privateKey: DEV_ACCOUNTS[0].privateKey,
      chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:1' }],
    })
    const stopAnnouncing = wallet.announce(window)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(3)
    stopAnnouncing()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(3)
  })
})
