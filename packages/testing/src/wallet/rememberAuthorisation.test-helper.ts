import { createMemoryStorage } from '@atrium/core'
import type { RememberAuthorisationParameters } from './createAuthorisationMemory.js'

/** Where a wallet under test remembers the dApp: a fresh page storage, kept across simulated reloads. */
export function createRememberAuthorisation(): RememberAuthorisationParameters {
  return { storage: createMemoryStorage(), key: 'dev-wallet', origin: 'http://127.0.0.1' }
}
