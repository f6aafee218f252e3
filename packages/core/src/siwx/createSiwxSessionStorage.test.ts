import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { Logger } from '../storage/Logger.js'
import {
  createSiwxSessionStorage,
  getSiwxAccountKey,
  type StoredSiwxSessions,
} from './createSiwxSessionStorage.js'
import type { SiwxSession } from './SiwxConfig.js'

const silent: Logger = { error: () => undefined }
const optionalText = fc.option(fc.string(), { nil: undefined })

const session: fc.Arbitrary<SiwxSession> = fc.record({
  data: fc.record(
    {
      accountAddress: fc.string(),
      chainId: fc.constantFrom('eip155:1' as const, 'solana:abc' as const),
      domain: fc.string(),
      uri: fc.webUrl(),
      version: fc.constant('1' as const),
      nonce: fc.string(),
      statement: optionalText,
      issuedAt: optionalText,
      expirationTime: optionalText,
      notBefore: optionalText,
      requestId: optionalText,
      resources: fc.option(fc.array(fc.string()), { nil: undefined }),
    },
    { requiredKeys: ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'] },
  ),
  message: fc.string(),
  signature: fc.string(),
})

describe('createSiwxSessionStorage', () => {
  it('getSiwxAccountKey: the CAIP-10 id, eip155 addresses lowercased, others as written', () => {
    expect(getSiwxAccountKey('eip155:1', '0xAbC')).toBe('eip155:1:0xabc')
    expect(getSiwxAccountKey('solana:x', 'AbC')).toBe('solana:x:AbC')
  })

  test.prop([fc.dictionary(fc.string(), fc.array(session, { minLength: 1, maxLength: 2 }), { minKeys: 1 })])(
    'stored sessions read back equal',
    (sessions: StoredSiwxSessions) => {
      const storage = createSiwxSessionStorage(createMemoryStorage(), silent)
      storage.write(sessions)
      expect(storage.read()).toEqual(JSON.parse(JSON.stringify(sessions)))
    },
  )

  test.prop([fc.jsonValue()])('junk in storage reads as no session, without throwing', (junk) => {
    const backend = createMemoryStorage({ '@atrium/siwx_sessions': JSON.stringify(junk) })
    expect(Object.values(createSiwxSessionStorage(backend, silent).read()).flat()).toEqual([])
  })

  it('a value that is not JSON reads as no session; writing nothing removes the item', () => {
    const backend = createMemoryStorage({ '@atrium/siwx_sessions': '{not json' })
    const storage = createSiwxSessionStorage(backend, silent)
    expect(storage.read()).toEqual({})
    storage.write({})
    expect(backend.getItem('@atrium/siwx_sessions')).toBeNull()
  })
})
