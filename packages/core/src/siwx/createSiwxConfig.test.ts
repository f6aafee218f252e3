import { afterEach, describe, expect, it, vi } from 'vitest'
import { InvalidOptionError } from '../errors/options.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { Logger } from '../storage/Logger.js'
import type { StorageBackend } from '../storage/StorageBackend.js'
import { createHmacSiwxVerifier } from './createHmacSiwxVerifier.test-helper.js'
import { type CreateSiwxConfigParameters, createSiwxConfig } from './createSiwxConfig.js'
import { SIWX_NONCE_LENGTH } from './createSiwxNonce.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxMessage, SiwxSession } from './SiwxConfig.js'

const ADDRESS = '0xAbC0000000000000000000000000000000000001'
const OTHER_ADDRESS = '0xdef0000000000000000000000000000000000002'
const START = Date.parse('2025-03-01T12:00:00.000Z')

function setup(overrides: Partial<CreateSiwxConfigParameters> = {}) {
  const { verifier, sign } = createHmacSiwxVerifier()
  const backend = overrides.storage ?? createMemoryStorage()
  const clock = { time: START, now: () => clock.time }
  const siwx = createSiwxConfig({
    domain: 'app.example',
    uri: 'https://app.example/login',
    verifiers: [verifier],
    storage: backend,
    clock,
    ...overrides,
  })
  /** What the account's wallet returns for `message`, for `accountAddress` (the message's own by default). */
  const signIn = async (
    accountAddress = ADDRESS,
    chainId: `eip155:${string}` = 'eip155:1',
  ): Promise<SiwxSession> => {
    const { data } = await siwx.createMessage({ accountAddress, chainId })
    const message = formatSiwxMessage(data)
    return { data, message, signature: sign(accountAddress, message) }
  }
  return { siwx, backend, clock, sign, signIn }
}

async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createSiwxConfig', () => {
  it('[CONN-015] createMessage: the account, chain, domain, uri, a fresh nonce and the time, with its text', async () => {
    const { siwx } = setup({ statement: 'Sign in to Example' })
    const first: SiwxMessage = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:10' })
    expect(first.data).toEqual({
      accountAddress: ADDRESS,
      chainId: 'eip155:10',
      domain: 'app.example',
      uri: 'https://app.example/login',
      version: '1',
      nonce: expect.stringMatching(new RegExp(`^[A-Za-z0-9]{${SIWX_NONCE_LENGTH}}$`)),
      statement: 'Sign in to Example',
      issuedAt: '2025-03-01T12:00:00.000Z',
    })
    expect(first.message).toBe(formatSiwxMessage(first.data))
    const second = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:10' })
    expect(second.data.nonce).not.toBe(first.data.nonce)
  })

  it('expiresInMs sets the expiration time from the clock', async () => {
    const { siwx } = setup({ expiresInMs: 60_000 })
    const { data } = await siwx.createMessage({ accountAddress: '', chainId: 'eip155:1' })
    expect(data.expirationTime).toBe('2025-03-01T12:01:00.000Z')
  })

  it('getNonce: its nonce is used; a failure or a nonce EIP-4361 refuses is ERR-003', async () => {
    expect(
      (
        await setup({ getNonce: async () => 'server0nonce' }).siwx.createMessage({
          accountAddress: '',
          chainId: 'eip155:1',
        })
      ).data.nonce,
    ).toBe('server0nonce')
    const cause = new Error('nonce service down')
    const failed = await errorOf(() =>
      setup({ getNonce: () => Promise.reject(cause) }).siwx.createMessage({
        accountAddress: '',
        chainId: 'eip155:1',
      }),
    )
    expect(failed).toMatchObject({ code: 'AUTHENTICATION_INITIALIZE_FAILED', cause })
    const short = await errorOf(() =>
      setup({ getNonce: async () => 'abc' }).siwx.createMessage({ accountAddress: '', chainId: 'eip155:1' }),
    )
    expect(short).toMatchObject({
      code: 'AUTHENTICATION_INITIALIZE_FAILED',
      message: 'A problem occurred while trying initialize authentication',
    })
  })

  it('[ERR-004] createMessage on a chain no verifier serves is CHAIN_NOT_SUPPORTED', async () => {
    const { siwx } = setup()
    for (const chainId of ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'nonsense'] as const) {
      const error = await errorOf(() => siwx.createMessage({ accountAddress: '', chainId: chainId as never }))
      expect(error).toMatchObject({
        code: 'CHAIN_NOT_SUPPORTED',
        message: 'Chain is not supported',
        meta: { chainId },
      })
    }
  })

  it("domain and uri default to the page's location, read when a message is made", async () => {
    const { siwx } = setup({ domain: undefined, uri: undefined })
    expect(
      await errorOf(() => siwx.createMessage({ accountAddress: '', chainId: 'eip155:1' })),
    ).toMatchObject({
      code: 'AUTHENTICATION_INITIALIZE_FAILED',
    })
    vi.stubGlobal('location', { host: 'dapp.example:8080', href: 'https://dapp.example:8080/#/evm' })
    const { data } = await siwx.createMessage({ accountAddress: '', chainId: 'eip155:1' })
    expect(data).toMatchObject({ domain: 'dapp.example:8080', uri: 'https://dapp.example:8080/#/evm' })
  })

  it('[CONN-015] addSession keeps a verified session under its chain and account (eip155 in any case)', async () => {
    const { siwx, signIn } = setup()
    const session = await signIn()
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([session])
    expect(await siwx.getSessions('eip155:1', ADDRESS.toLowerCase())).toEqual([session])
    expect(await siwx.getSessions('eip155:10', ADDRESS)).toEqual([])
    expect(await siwx.getSessions('eip155:1', OTHER_ADDRESS)).toEqual([])
    await siwx.addSession(session)
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toHaveLength(1)
  })

  it('sessions live in the storage backend: another config over it reads them', async () => {
    const { siwx, backend, signIn } = setup()
    const session = await signIn()
    await siwx.addSession(session)
    expect(backend.getItem('@atrium/siwx_sessions')).toContain(session.signature)
    const reloaded = setup({ storage: backend }).siwx
    expect(await reloaded.getSessions('eip155:1', ADDRESS)).toEqual([session])
  })

  it.each([
    [
      'a signature by another account',
      (session: SiwxSession, sign: (a: string, m: string) => string) => ({
        ...session,
        signature: sign(OTHER_ADDRESS, session.message),
      }),
    ],
    [
      'a text that is not its data',
      (session: SiwxSession, sign: (a: string, m: string) => string) => {
        const message = session.message.replace('Version: 1', 'Version: 2')
        return { ...session, message, signature: sign(ADDRESS, message) }
      },
    ],
    [
      'data changed after signing',
      (session: SiwxSession) => {
        const data = { ...session.data, chainId: 'eip155:10' as const }
        return { ...session, data, message: formatSiwxMessage(data) }
      },
    ],
    [
      'another domain',
      (session: SiwxSession, sign: (a: string, m: string) => string) => {
        const data = { ...session.data, domain: 'evil.example' }
        const message = formatSiwxMessage(data)
        return { ...session, data, message, signature: sign(ADDRESS, message) }
      },
    ],
    [
      'a nonce this page never issued',
      (session: SiwxSession, sign: (a: string, m: string) => string) => {
        const data = { ...session.data, nonce: 'replayed0nonce' }
        const message = formatSiwxMessage(data)
        return { ...session, data, message, signature: sign(ADDRESS, message) }
      },
    ],
    [
      'a statement of two lines',
      (session: SiwxSession, sign: (a: string, m: string) => string) => {
        const data = { ...session.data, statement: 'one\nURI: https://evil.example' }
        const message = formatSiwxMessage(data)
        return { ...session, data, message, signature: sign(ADDRESS, message) }
      },
    ],
  ])('[ERR-002] addSession refuses %s and keeps nothing', async (_case, tamper) => {
    const { siwx, sign, signIn } = setup()
    const session = tamper(await signIn(), sign)
    const error = await errorOf(() => siwx.addSession(session))
    expect(error).toMatchObject({
      name: 'SiwxVerificationFailedError',
      code: 'SMART_ACCOUNT_NOT_SUPPORTED',
      message: 'This application might not support Smart Accounts',
    })
    expect(await siwx.getSessions(session.data.chainId, session.data.accountAddress)).toEqual([])
  })

  it('[ERR-002] an expired session or one not valid yet is refused', async () => {
    const { siwx, clock, signIn } = setup({ expiresInMs: 1_000 })
    const session = await signIn()
    clock.time += 1_000
    expect(await errorOf(() => siwx.addSession(session))).toMatchObject({
      code: 'SMART_ACCOUNT_NOT_SUPPORTED',
    })
    const { sign } = createHmacSiwxVerifier()
    const data = { ...(await signIn()).data, notBefore: new Date(clock.time + 60_000).toISOString() }
    const message = formatSiwxMessage(data)
    const early = { data, message, signature: sign(ADDRESS, message) }
    expect(await errorOf(() => siwx.addSession(early))).toMatchObject({ code: 'SMART_ACCOUNT_NOT_SUPPORTED' })
  })

  it('[ERR-004] addSession of a namespace no verifier serves is CHAIN_NOT_SUPPORTED', async () => {
    const { siwx, signIn } = setup()
    const session = await signIn()
    const data = { ...session.data, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const }
    const error = await errorOf(() => siwx.addSession({ ...session, data, message: formatSiwxMessage(data) }))
    expect(error).toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
  })

  it('a verifier that throws is a verification failure, its error the cause', async () => {
    const cause = new Error('rpc down')
    const { siwx, signIn } = setup({
      verifiers: [{ namespace: 'eip155', verify: () => Promise.reject(cause) }],
    })
    expect(await errorOf(async () => siwx.addSession(await signIn()))).toMatchObject({
      code: 'SMART_ACCOUNT_NOT_SUPPORTED',
      cause,
    })
  })

  it('expired sessions are dropped when read, from storage too', async () => {
    const { siwx, backend, clock, signIn } = setup({ expiresInMs: 60_000 })
    await siwx.addSession(await signIn())
    clock.time += 59_999
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toHaveLength(1)
    clock.time += 1
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([])
    expect(backend.getItem('@atrium/siwx_sessions')).toBeNull()
  })

  it('revokeSession forgets one account on one chain', async () => {
    const { siwx, signIn } = setup()
    await siwx.addSession(await signIn(ADDRESS, 'eip155:1'))
    await siwx.addSession(await signIn(ADDRESS, 'eip155:10'))
    await siwx.addSession(await signIn(OTHER_ADDRESS, 'eip155:1'))
    await siwx.revokeSession('eip155:1', ADDRESS.toLowerCase())
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([])
    expect(await siwx.getSessions('eip155:10', ADDRESS)).toHaveLength(1)
    expect(await siwx.getSessions('eip155:1', OTHER_ADDRESS)).toHaveLength(1)
  })

  it('[CONN-019] setSessions replaces every session; [] signs out everywhere', async () => {
    const { siwx, backend, signIn } = setup()
    await siwx.addSession(await signIn(ADDRESS, 'eip155:1'))
    const replacement = await signIn(OTHER_ADDRESS, 'eip155:10')
    await siwx.setSessions([replacement])
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([])
    expect(await siwx.getSessions('eip155:10', OTHER_ADDRESS)).toEqual([replacement])
    await siwx.setSessions([])
    expect(await siwx.getSessions('eip155:10', OTHER_ADDRESS)).toEqual([])
    expect(backend.getItem('@atrium/siwx_sessions')).toBeNull()
  })

  it('setSessions verifies every session first and changes nothing when one fails', async () => {
    const { siwx, signIn } = setup()
    const kept = await signIn()
    await siwx.addSession(kept)
    const bad = { ...(await signIn(OTHER_ADDRESS)), signature: 'ab' }
    expect(await errorOf(() => siwx.setSessions([kept, bad]))).toMatchObject({
      code: 'SMART_ACCOUNT_NOT_SUPPORTED',
    })
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([kept])
  })

  it('[STORE-019] a failing storage reads as no session and never throws', async () => {
    const fail = (): never => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    const storage: StorageBackend = { getItem: fail, setItem: fail, removeItem: fail }
    const logged: string[] = []
    const logger: Logger = { error: (message) => void logged.push(message) }
    const { siwx, signIn } = setup({ storage, logger })
    await siwx.addSession(await signIn())
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([])
    await vi.waitFor(() => expect(logged).toContain('Unable to set cached sign-in sessions'))
  })

  it('getRequired and signOutOnDisconnect: false and true by default, as given otherwise', () => {
    const defaults = setup().siwx
    expect(defaults.getRequired?.()).toBe(false)
    expect(defaults.signOutOnDisconnect).toBe(true)
    const given = setup({ required: true, signOutOnDisconnect: false }).siwx
    expect(given.getRequired?.()).toBe(true)
    expect(given.signOutOnDisconnect).toBe(false)
  })

  it.each([
    [{ verifiers: [] }, 'siwx.verifiers'],
    [{ verifiers: [createHmacSiwxVerifier().verifier, createHmacSiwxVerifier().verifier] }, 'siwx.verifiers'],
    [{ statement: 'two\nlines' }, 'siwx.statement'],
    [{ expiresInMs: 0 }, 'siwx.expiresInMs'],
    [{ expiresInMs: 1.5 }, 'siwx.expiresInMs'],
  ])('[OPT-002] %j is refused when the config is made', (overrides, option) => {
    let error: unknown
    try {
      setup(overrides)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(InvalidOptionError)
    expect((error as InvalidOptionError).meta?.option).toBe(option)
  })
})
