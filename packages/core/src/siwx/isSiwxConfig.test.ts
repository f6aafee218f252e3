import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createHmacSiwxVerifier } from './createHmacSiwxVerifier.test-helper.js'
import { createSiwxConfig } from './createSiwxConfig.js'
import { isSiwxConfig } from './isSiwxConfig.js'

const config = createSiwxConfig({
  domain: 'app.example',
  verifiers: [createHmacSiwxVerifier().verifier],
  storage: createMemoryStorage(),
})

describe('isSiwxConfig', () => {
  it('[OPT-009] a config made by createSiwxConfig, or any object with its functions', () => {
    expect(isSiwxConfig(config)).toBe(true)
    const { getRequired: _getRequired, signOutOnDisconnect: _signOut, ...minimal } = config
    expect(isSiwxConfig(minimal)).toBe(true)
  })

  it('anything missing one of its functions is not', () => {
    const { addSession: _addSession, ...withoutAddSession } = config
    for (const value of [undefined, null, 'siwx', {}, withoutAddSession, { ...config, createMessage: 'x' }]) {
      expect(isSiwxConfig(value)).toBe(false)
    }
  })
})
