import { type DevnetRelay, installLoopbackGuard, startRelay } from '@atrium/devnet'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'

export type RelayTestBed = {
  /** The devnet relay of the file (started before its first test). */
  readonly relay: () => DevnetRelay
  /** Its URL. */
  readonly relayUrl: () => string
  /** Clean-ups (connections, peers) run after each test. */
  readonly cleanups: (() => Promise<void>)[]
}

/**
 * The set-up of a WalletConnect test file, registered as its hooks: a loopback guard (every
 * connection off 127.0.0.1 is blocked and recorded, and none may have happened by the end), one
 * devnet relay for the file, and the clean-ups run after each test. @walletconnect/core shares one
 * instance per storage prefix through `globalThis`; each subject stands for its own page, so that
 * sharing is off (the switch core reads in Node). Call it at the top level of the file.
 */
export function setUpRelayTestBed(): RelayTestBed {
  process.env.DISABLE_GLOBAL_CORE = 'true'
  const guard = installLoopbackGuard()
  let relay: DevnetRelay | undefined
  const cleanups: (() => Promise<void>)[] = []
  beforeAll(async () => {
    relay = await startRelay({ port: 0 })
  })
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
  })
  afterAll(async () => {
    await relay?.stop()
    guard.uninstall()
    expect(guard.violations).toEqual([])
  })
  const started = () => {
    if (relay === undefined) throw new Error('The relay starts in beforeAll: use it inside a test')
    return relay
  }
  return { relay: started, relayUrl: () => started().url, cleanups }
}
