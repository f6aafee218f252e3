import { base, mainnet, optimism, solana } from '@atrium/common'
import { createMemoryStorage, createSiwxConfig, type SiwxConfig, type SiwxVerifier } from '@atrium/core'
import { describe, expect, it } from 'vitest'
import { AUTHENTICATED_PROPOSAL_TTL_SECONDS, prepareSiwxAuthentication } from './prepareSiwxAuthentication.js'

/** Making a message never verifies anything: the verifiers only name the namespaces served. */
const serves = (namespace: SiwxVerifier['namespace']): SiwxVerifier => ({
  namespace,
  verify: () => Promise.reject(new Error('not called when a message is made')),
})

function createSiwx(overrides: Partial<Parameters<typeof createSiwxConfig>[0]> = {}): SiwxConfig {
  return createSiwxConfig({
    domain: 'dapp.example',
    uri: 'https://dapp.example/login',
    verifiers: [serves('eip155')],
    storage: createMemoryStorage(),
    clock: { now: () => Date.parse('2025-03-01T12:00:00.000Z') },
    ...overrides,
  })
}

describe('prepareSiwxAuthentication', () => {
  it('[CONN-015] sign-in configured and eip155 networks: a request on every eip155 chain, the active one first', async () => {
    const siwx = createSiwx({ statement: 'Sign in to Example', expiresInMs: 3_600_000 })
    const authentication = await prepareSiwxAuthentication({
      siwx,
      networks: [mainnet, solana, optimism, base],
      activeNetwork: base,
    })
    expect(authentication?.siwx).toBe(siwx)
    expect(authentication?.message.data).toMatchObject({ accountAddress: '', chainId: 'eip155:8453' })
    expect(authentication?.request).toEqual({
      domain: 'dapp.example',
      uri: 'https://dapp.example/login',
      chains: ['eip155:8453', 'eip155:1', 'eip155:10'],
      nonce: authentication?.message.data.nonce,
      ttl: AUTHENTICATED_PROPOSAL_TTL_SECONDS,
      statement: 'Sign in to Example',
      exp: '2025-03-01T13:00:00.000Z',
    })
  })

  it('the first eip155 network when the active one is not an eip155 network the app configured', async () => {
    const authentication = await prepareSiwxAuthentication({
      siwx: createSiwx(),
      networks: [solana, optimism, mainnet],
      activeNetwork: solana,
    })
    expect(authentication?.request.chains).toEqual(['eip155:10', 'eip155:1'])
  })

  it('[CONN-015] a plain session (A-17): no siwx, no eip155 network, or a config that cannot sign in on eip155', async () => {
    expect(
      await prepareSiwxAuthentication({ siwx: undefined, networks: [mainnet], activeNetwork: mainnet }),
    ).toBeUndefined()
    expect(
      await prepareSiwxAuthentication({ siwx: createSiwx(), networks: [solana], activeNetwork: solana }),
    ).toBeUndefined()
    const solanaOnly = createSiwx({ verifiers: [serves('solana')] })
    expect(
      await prepareSiwxAuthentication({ siwx: solanaOnly, networks: [mainnet], activeNetwork: mainnet }),
    ).toBeUndefined()
  })

  it('[ERR-003] a message that cannot be made rejects: coded errors as they are, others wrapped', async () => {
    const cause = new Error('nonce service down')
    const failing = createSiwx({ getNonce: () => Promise.reject(cause) })
    await expect(
      prepareSiwxAuthentication({ siwx: failing, networks: [mainnet], activeNetwork: mainnet }),
    ).rejects.toMatchObject({ code: 'AUTHENTICATION_INITIALIZE_FAILED', cause })
    const foreign = { ...createSiwx(), createMessage: () => Promise.reject(cause) }
    await expect(
      prepareSiwxAuthentication({ siwx: foreign, networks: [mainnet], activeNetwork: mainnet }),
    ).rejects.toMatchObject({
      name: 'SiwxInitializeFailedError',
      message: 'A problem occurred while trying initialize authentication',
      cause,
    })
  })
})
