import { describe, expect, it } from 'vitest'
import type { AnalyticsEvent } from '../analytics/TrackEvent.js'
import { createAtriumStorage } from '../storage/createAtriumStorage.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createConnectionStore } from './createConnectionStore.js'
import { finalizeConnection } from './finalizeConnection.js'

function setup(initial: Parameters<typeof createConnectionStore>[0] = {}) {
  const events: AnalyticsEvent[] = []
  const storage = createAtriumStorage({ backend: createMemoryStorage(), logger: { error: () => {} } })
  const connection = createConnectionStore(initial)
  return { events, storage, connection, track: (event: AnalyticsEvent) => events.push(event) }
}

const trust = { id: 'trust', name: 'Trust' }

describe('finalizeConnection', () => {
  it('[CONN-016] stores the deep link and adds the recent wallet', () => {
    const { storage, connection, track } = setup({
      wcLinking: { name: 'Trust', href: 'trust://' },
      recentWallet: trust,
    })
    finalizeConnection({ connection }, { storage, track })
    expect(storage.getDeepLinkChoice()).toEqual({ name: 'Trust', href: 'trust://' })
    expect(storage.getRecentWallets()).toEqual([trust])
  })

  it('[CONN-017] tracks CONNECT_SUCCESS with method mobile when a deep link exists', () => {
    const { events, storage, connection, track } = setup({
      wcLinking: { name: 'Trust', href: 'trust://' },
      recentWallet: trust,
    })
    expect(finalizeConnection({ connection }, { storage, track })).toEqual({ method: 'mobile' })
    expect(events).toEqual([{ event: 'CONNECT_SUCCESS', properties: { method: 'mobile', name: 'Trust' } }])
  })

  it('[CONN-017] tracks method qrcode without a deep link; name Unknown without a wallet', () => {
    const { events, storage, connection, track } = setup()
    expect(finalizeConnection({ connection }, { storage, track })).toEqual({ method: 'qrcode' })
    expect(events).toEqual([{ event: 'CONNECT_SUCCESS', properties: { method: 'qrcode', name: 'Unknown' } }])
    expect(storage.getDeepLinkChoice()).toBeUndefined()
    expect(storage.getRecentWallets()).toEqual([])
  })

  it('[CONN-016][CONNECTOR-015][CONNECTOR-016] recent wallets: prepended if absent, at most 2', () => {
    const { storage, track } = setup()
    for (const wallet of [
      trust,
      { id: 'rainbow', name: 'Rainbow' },
      trust,
      { id: 'zerion', name: 'Zerion' },
    ]) {
      finalizeConnection({ connection: createConnectionStore({ recentWallet: wallet }) }, { storage, track })
    }
    expect(storage.getRecentWallets().map((wallet) => wallet.id)).toEqual(['zerion', 'rainbow'])
  })
})
