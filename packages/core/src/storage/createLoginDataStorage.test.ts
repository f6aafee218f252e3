import { describe, expect, it } from 'vitest'
import { LOGIN_DATA_KEYS } from './createLoginDataStorage.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createServiceStorage } from './createServiceStorage.js'

function setup() {
  const backend = createMemoryStorage()
  return {
    backend,
    loginData: createServiceStorage({ backend, logger: { error: () => undefined } }).loginData,
  }
}

describe('createLoginDataStorage', () => {
  it('[STORE-017] the login cache keys are email, last email login time, social username, last used chain id, smart-account networks and email-login-used', () => {
    expect(LOGIN_DATA_KEYS).toEqual([
      'email',
      'lastEmailLoginTime',
      'socialUsername',
      'lastUsedChainId',
      'smartAccountEnabledNetworks',
      'emailLoginUsed',
    ])
  })

  it('[STORE-017] stores each key with its type, under the prefix', () => {
    const { backend, loginData } = setup()
    loginData.set('email', 'a@b.co')
    loginData.set('lastEmailLoginTime', 1_700_000_000_000)
    loginData.set('socialUsername', 'octocat')
    loginData.set('lastUsedChainId', 10)
    loginData.set('smartAccountEnabledNetworks', [1, 8453])
    loginData.set('emailLoginUsed', true)
    expect(loginData.get('email')).toBe('a@b.co')
    expect(loginData.get('lastEmailLoginTime')).toBe(1_700_000_000_000)
    expect(loginData.get('socialUsername')).toBe('octocat')
    expect(loginData.get('lastUsedChainId')).toBe(10)
    expect(loginData.get('smartAccountEnabledNetworks')).toEqual([1, 8453])
    expect(loginData.get('emailLoginUsed')).toBe(true)
    expect(backend.getItem('@atrium/login/emailLoginUsed')).toBe('true')
  })

  it('[STORE-017] remove deletes one key and clear deletes all (FRAME-018)', () => {
    const { loginData } = setup()
    loginData.set('email', 'a@b.co')
    loginData.set('emailLoginUsed', true)
    loginData.remove('email')
    expect(loginData.get('email')).toBeUndefined()
    expect(loginData.get('emailLoginUsed')).toBe(true)
    loginData.clear()
    expect(loginData.get('emailLoginUsed')).toBeUndefined()
  })

  it('[STORE-017] a stored value of the wrong type reads as absent', () => {
    const { backend, loginData } = setup()
    backend.setItem('@atrium/login/lastEmailLoginTime', '"yesterday"')
    expect(loginData.get('lastEmailLoginTime')).toBeUndefined()
  })
})
