import { describe, expect, it } from 'vitest'
import {
  CONNECTION_STATUSES,
  DEEP_LINK_FALLBACK_DELAY_MS,
  HEARTBEAT_INTERVAL_MS,
  NAMESPACE_EVENTS,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  PAIRING_RETRY_INTERVAL_MS,
  WALLET_CONNECT_DEEP_LINK_PATH,
} from './connection.js'

describe('connection constants', () => {
  it('[CONN-003] a pairing lasts 4 minutes', () => {
    expect(PAIRING_LIFETIME_MS).toBe(4 * 60 * 1000)
  })

  it('[CONN-004] the expiry margin is 10 s', () => {
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
  })

  it('[CONN-008] the pairing retry interval is 1 s', () => {
    expect(PAIRING_RETRY_INTERVAL_MS).toBe(1_000)
  })

  it('[CONN-009] the deep-link fallback delay is 100 ms', () => {
    expect(DEEP_LINK_FALLBACK_DELAY_MS).toBe(100)
  })

  it('[CONN-025] the heartbeat runs every 5 s', () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(5_000)
  })

  it('[CONN-014] namespace events are exactly accountsChanged, chainChanged', () => {
    expect(NAMESPACE_EVENTS).toEqual(['accountsChanged', 'chainChanged'])
  })

  it('[CONN-010] deep links append wc?uri=', () => {
    expect(WALLET_CONNECT_DEEP_LINK_PATH).toBe('wc?uri=')
  })

  it('[CONN-001] statuses are disconnected, connecting, connected', () => {
    expect(CONNECTION_STATUSES).toEqual(['disconnected', 'connecting', 'connected'])
  })
})
