import { DEFAULT_API_URLS, FRAME_REQUEST_TIMEOUT_MS } from '@atrium/common'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { FRAME_EVENT_NAMES, getFrameEventTypes } from '../events/frameEvents.js'
import { APP_EVENT_KEY, FRAME_EVENT_KEY } from '../messages/frameMessage.js'
import { createFrameEip1193Provider } from '../providers/createFrameEip1193Provider.js'
import { buildFrameUrl } from './buildFrameUrl.js'
import { createFrameClient, type FrameClient } from './createFrameClient.js'
import type { FrameLoginDataValues } from './FrameLoginData.js'
import { createMemoryLoginData, startFramePageServer, watchFrame } from './framePage.test-helper.js'

const server = await startFramePageServer()
afterAll(() => server.close())

/** Requests still pending when a test ends reject with FRAME_DISPOSED; that rejection is expected. */
const leftPending = (promise: Promise<unknown>) => {
  promise.catch(() => undefined)
}

const clients: FrameClient[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const client of clients.splice(0)) client.dispose()
})

const USER = { email: 'ada@example.com', address: '0x00000000000000000000000000000000000000a1', chainId: 1 }
const READY = { type: `${FRAME_EVENT_KEY}READY` }

function newClient(initial: Partial<FrameLoginDataValues> = {}, now?: () => number) {
  const { loginData, values } = createMemoryLoginData(initial)
  const client = createFrameClient({
    frameUrl: server.url,
    projectId: 'project-1',
    chainId: 1,
    loginData,
    now,
  })
  clients.push(client)
  return { client, values }
}

/** A client whose frame sent ready, with the helpers to read its requests and answer them. */
async function readyClient(initial: Partial<FrameLoginDataValues> = {}, now?: () => number) {
  const { client, values } = newClient(initial, now)
  const loading = client.load()
  const iframe = client.getIframe()
  if (iframe === undefined) throw new Error('no iframe after load()')
  const frame = watchFrame(iframe, server.origin)
  frame.say(READY)
  await loading
  /** Answers the `n`th posted request with its success (or error) reply. */
  const answer = async (n: number, payload?: unknown, kind: 'success' | 'error' = 'success') => {
    const { message } = await frame.waitForPosted(n)
    const event = message.type.slice(APP_EVENT_KEY.length) as (typeof FRAME_EVENT_NAMES)[number]
    frame.say({ type: getFrameEventTypes(event)[kind], id: message.id, payload })
    return message
  }
  return { client, values, frame, iframe, answer }
}

describe('the iframe', () => {
  it('[FRAME-006] is created on the first call, not before', async () => {
    const { client } = newClient()
    expect(client.getIframe()).toBeUndefined()
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
    leftPending(client.load())
    expect(document.querySelectorAll('iframe')).toHaveLength(1)
  })

  it('[FRAME-001][FRAME-002][FRAME-003] is hidden, fixed at z-index 999999, with projectId, chainId, version and enableLogger', async () => {
    const { iframe } = await readyClient()
    expect(iframe.style.position).toBe('fixed')
    expect(iframe.style.zIndex).toBe('999999')
    expect(iframe.style.display).toBe('none')
    const src = new URL(iframe.src)
    expect(src.origin + src.pathname).toBe(server.url)
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'project-1',
      chainId: '1',
      version: '2.16.7',
      enableLogger: 'false',
    })
  })

  it("[FRAME-005] by default loads the frame page at apiUrls.frame's default, on its origin", () => {
    const url = buildFrameUrl({ frameUrl: DEFAULT_API_URLS.frame, projectId: 'p', chainId: 1 })
    expect(url.origin).toBe('https://secure.walletconnect.org')
    expect(url.pathname).toBe('/sdk')
  })

  it('dispose rejects pending requests, removes the iframe and refuses later calls', async () => {
    const { client, frame } = await readyClient()
    const pending = client.getUser()
    await frame.waitForPosted(0)
    client.dispose()
    await expect(pending).rejects.toMatchObject({ code: 'FRAME_DISPOSED' })
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
    await expect(client.getChainId()).rejects.toMatchObject({ code: 'FRAME_DISPOSED' })
  })

  it('[FRAME-007] is ready only after the ready event of its own frame', async () => {
    const { client } = newClient()
    let loaded = false
    const loading = client.load().then(() => {
      loaded = true
    })
    const frame = watchFrame(client.getIframe() as HTMLIFrameElement, server.origin)
    frame.say(READY, { origin: 'http://dapp.localhost:5173' })
    frame.say(READY, { source: window })
    await Promise.resolve()
    expect(client.isReady()).toBe(false)
    expect(loaded).toBe(false)
    frame.say(READY)
    await loading
    expect(client.isReady()).toBe(true)
  })

  it('[FRAME-015] that fails to load fails the frame with "Unable to load email login dependency"', async () => {
    const closed = await startFramePageServer()
    await closed.close()
    const { loginData } = createMemoryLoginData({ emailLoginUsed: true })
    const client = createFrameClient({ frameUrl: closed.url, projectId: 'p', chainId: 1, loginData })
    clients.push(client)
    await expect(client.getUser()).rejects.toMatchObject({
      code: 'FRAME_LOAD_FAILED',
      message: 'Unable to load email login dependency',
    })
    expect(client.getIframe()).toBeUndefined()
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
    // A later call tries again with a new iframe.
    await expect(client.isConnected()).rejects.toMatchObject({ code: 'FRAME_LOAD_FAILED' })
  })

  it('[FRAME-013] removed from the page: sending throws "W3mFrame: iframe is not set"', async () => {
    const { client, iframe } = await readyClient()
    iframe.remove()
    await expect(client.getUser()).rejects.toMatchObject({
      code: 'FRAME_IFRAME_NOT_SET',
      message: 'W3mFrame: iframe is not set',
    })
  })
})

describe('requests', () => {
  it('[FRAME-008] each carries a new id, posted only to the frame origin', async () => {
    const { client, frame } = await readyClient()
    leftPending(client.getUser())
    leftPending(client.getUser())
    const first = await frame.waitForPosted(0)
    const second = await frame.waitForPosted(1)
    expect(first.message.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(second.message.id).not.toBe(first.message.id)
    expect(new Set(frame.posted().map((entry) => entry.targetOrigin))).toEqual(new Set([server.origin]))
  })

  it('[FRAME-009] resolve on the success reply with their id; other ids and replays are ignored', async () => {
    const { client, frame, answer } = await readyClient()
    const results: unknown[] = []
    leftPending(client.getUser().then((user) => results.push(user)))
    const { message } = await frame.waitForPosted(0)
    frame.say({ type: `${FRAME_EVENT_KEY}GET_USER_SUCCESS`, id: crypto.randomUUID(), payload: USER })
    await Promise.resolve()
    expect(results).toEqual([])
    await answer(0, USER)
    await vi.waitFor(() => expect(results).toEqual([USER]))
    const second = client.getUser({ chainId: 10 })
    const next = await frame.waitForPosted(1)
    expect(next.message.payload).toEqual({ chainId: 10 })
    frame.say({
      type: `${FRAME_EVENT_KEY}GET_USER_SUCCESS`,
      id: message.id,
      payload: { ...USER, chainId: 99 },
    })
    await answer(1, { ...USER, chainId: 10 })
    await expect(second).resolves.toEqual({ ...USER, chainId: 10 })
  })

  it("[FRAME-010][FRAME-029] reject on the error reply with the frame's message, else 'An error occurred'", async () => {
    const { client, answer } = await readyClient()
    const failing = client.getChainId()
    await answer(0, { message: 'Session expired' }, 'error')
    await expect(failing).rejects.toMatchObject({ code: 'FRAME_REQUEST_FAILED', message: 'Session expired' })
    const silent = client.signOut()
    await answer(1, undefined, 'error')
    await expect(silent).rejects.toMatchObject({ code: 'FRAME_REQUEST_FAILED', message: 'An error occurred' })
  })

  it("[FRAME-011] are checked before sending: 'Required' for a missing field, 'Invalid input' for a wrong one", async () => {
    const { client, frame } = await readyClient()
    const theme = { themeMode: 'dark', themeVariables: {}, w3mThemeVariables: {} } as const
    const { w3mThemeVariables: _, ...missing } = theme
    await expect(client.syncTheme(missing as typeof theme)).rejects.toMatchObject({
      code: 'FRAME_SCHEMA_REQUIRED',
      message: 'Required',
    })
    await expect(client.syncTheme({ ...theme, themeMode: 'sepia' as 'dark' })).rejects.toMatchObject({
      code: 'FRAME_SCHEMA_INVALID_INPUT',
      message: 'Invalid input',
    })
    expect(frame.posted()).toEqual([])
  })

  it("[FRAME-011][FRAME-033] a reply that breaks its schema rejects with 'Invalid input'", async () => {
    const { client, answer } = await readyClient()
    const user = client.getUser()
    await answer(0, { ...USER, accounts: [{ address: USER.address, type: 'contract' }] })
    await expect(user).rejects.toMatchObject({ message: 'Invalid input' })
    const polluted = client.getUser()
    await answer(
      1,
      JSON.parse(`{"__proto__": {"polluted": true}, "address": "${USER.address}", "chainId": 1}`),
    )
    await expect(polluted).rejects.toMatchObject({ message: 'Invalid input' })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('[FRAME-033] the login user: email null, chainId a string, accounts with their type', async () => {
    const { client, answer } = await readyClient()
    const user = {
      email: null,
      address: USER.address,
      chainId: 'eip155:1',
      accounts: [
        { address: USER.address, type: 'eoa' },
        { address: '0x00000000000000000000000000000000000000b2', type: 'smartAccount' },
      ],
      preferredAccountType: 'smartAccount',
    }
    const pending = client.getUser()
    await answer(0, user)
    await expect(pending).resolves.toEqual(user)
  })

  it('[FRAME-016] email, device, OTP, social and social-redirect requests time out after 30 s; others wait', async () => {
    const { client, frame } = await readyClient()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const settled: string[] = []
    const track = (name: string, promise: Promise<unknown>) =>
      void promise.then(
        () => settled.push(`${name} resolved`),
        (error: { code: string }) => settled.push(`${name} ${error.code}`),
      )
    track('email', client.connectEmail({ email: 'ada@example.com' }))
    track('device', client.connectDevice())
    track('otp', client.connectOtp({ otp: '123456' }))
    track('social', client.connectSocial({ uri: 'https://frame.example/callback?code=1' }))
    track('redirect', client.getSocialRedirectUri({ provider: 'google' }))
    track('user', client.getUser())
    // Lets the requests reach the frame without moving the clock (vi.waitFor would advance fake time).
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.posted()).toHaveLength(6)
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS - 1)
    expect(settled).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(settled.sort()).toEqual(
      ['device', 'email', 'otp', 'redirect', 'social'].map((name) => `${name} FRAME_REQUEST_TIMEOUT`),
    )
    await vi.advanceTimersByTimeAsync(10 * FRAME_REQUEST_TIMEOUT_MS)
    expect(settled).toHaveLength(5)
  })

  it('[FRAME-016] the time-out also runs while the frame never gets ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client } = newClient()
    const otp = client.connectOtp({ otp: '123456' })
    let error: unknown
    otp.catch((reason: unknown) => {
      error = reason
    })
    await vi.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS - 1)
    expect(error).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(error).toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT' })
    expect(client.isReady()).toBe(false)
  })

  it('[FRAME-028][FRAME-029] every app event has its type and a success and an error reply type', () => {
    expect(FRAME_EVENT_NAMES).toEqual([
      'SWITCH_NETWORK',
      'CONNECT_EMAIL',
      'CONNECT_DEVICE',
      'CONNECT_OTP',
      'CONNECT_SOCIAL',
      'GET_FARCASTER_URI',
      'CONNECT_FARCASTER',
      'GET_USER',
      'GET_SOCIAL_REDIRECT_URI',
      'SIGN_OUT',
      'IS_CONNECTED',
      'GET_CHAIN_ID',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'INIT_SMART_ACCOUNT',
      'SET_PREFERRED_ACCOUNT',
      'RPC_REQUEST',
      'UPDATE_EMAIL',
      'UPDATE_EMAIL_PRIMARY_OTP',
      'UPDATE_EMAIL_SECONDARY_OTP',
      'SYNC_THEME',
      'SYNC_DAPP_DATA',
      'RELOAD',
    ])
    expect(getFrameEventTypes('SIGN_OUT')).toEqual({
      request: '@atrium-app/SIGN_OUT',
      success: '@atrium-frame/SIGN_OUT_SUCCESS',
      error: '@atrium-frame/SIGN_OUT_ERROR',
    })
  })

  it('[FRAME-028] each client method sends its app event and resolves on its reply', async () => {
    const { client, answer } = await readyClient({ emailLoginUsed: true })
    const calls: [string, () => Promise<unknown>, unknown][] = [
      ['SWITCH_NETWORK', () => client.switchNetwork({ chainId: 10 }), { chainId: 10 }],
      ['GET_FARCASTER_URI', () => client.getFarcasterUri(), { url: 'https://farcaster.example/c/1' }],
      ['CONNECT_FARCASTER', () => client.connectFarcaster(), { userName: 'ada' }],
      ['IS_CONNECTED', () => client.isConnected({ token: 'session-token' }), { isConnected: true }],
      [
        'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
        () => client.getSmartAccountEnabledNetworks(),
        { smartAccountEnabledNetworks: [1, 10] },
      ],
      ['INIT_SMART_ACCOUNT', () => client.initSmartAccount(), { address: USER.address, isDeployed: false }],
      [
        'SET_PREFERRED_ACCOUNT',
        () => client.setPreferredAccount({ type: 'eoa' }),
        { type: 'eoa', address: USER.address },
      ],
      ['RELOAD', () => client.reload(), undefined],
    ]
    for (const [index, [event, call, result]] of calls.entries()) {
      const pending = call()
      const message = await answer(index, result)
      expect(message.type).toBe(`${APP_EVENT_KEY}${event}`)
      await expect(pending).resolves.toEqual(result)
    }
  })
})

describe('reload', () => {
  it("after RELOAD, the old page's requests fail and new ones wait for the reloaded page's ready event", async () => {
    const { client, answer, frame } = await readyClient({ emailLoginUsed: true })
    const farcaster = client.connectFarcaster()
    await frame.waitForPosted(0)
    const reload = client.reload()
    await answer(1)
    await reload
    await expect(farcaster).rejects.toMatchObject({ code: 'FRAME_REQUEST_FAILED' })
    expect(client.isReady()).toBe(false)
    const uri = client.getFarcasterUri()
    // Not posted to the page that is going away: it waits for the reloaded one.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(frame.posted()).toHaveLength(2)
    frame.say(READY)
    expect((await answer(2, { url: 'https://farcaster.example/c/2' })).type).toBe(
      '@atrium-app/GET_FARCASTER_URI',
    )
    await expect(uri).resolves.toEqual({ url: 'https://farcaster.example/c/2' })
    expect(client.isReady()).toBe(true)
  })

  it('a request made while RELOAD is unanswered is posted to the reloaded page, not to the old one', async () => {
    const { client, answer, frame } = await readyClient({ emailLoginUsed: true })
    const reload = client.reload()
    const uri = client.getFarcasterUri()
    await frame.waitForPosted(0)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(frame.posted()).toHaveLength(1)
    await answer(0)
    await reload
    frame.say(READY)
    expect((await answer(1, { url: 'https://farcaster.example/c/3' })).type).toBe(
      '@atrium-app/GET_FARCASTER_URI',
    )
    await expect(uri).resolves.toEqual({ url: 'https://farcaster.example/c/3' })
  })

  it('a RELOAD the frame refuses leaves its page in use', async () => {
    const { client, answer, frame } = await readyClient({ emailLoginUsed: true })
    const farcaster = client.connectFarcaster()
    await frame.waitForPosted(0)
    const reload = client.reload()
    const uri = client.getFarcasterUri()
    await answer(1, { message: 'Not now' }, 'error')
    await expect(reload).rejects.toMatchObject({ code: 'FRAME_REQUEST_FAILED' })
    await answer(2, { url: 'https://farcaster.example/c/4' })
    await expect(uri).resolves.toEqual({ url: 'https://farcaster.example/c/4' })
    expect(client.isReady()).toBe(true)
    leftPending(farcaster)
  })
})

describe('email login', () => {
  it('[FRAME-019] an invalid email is refused before any request', async () => {
    const { client } = newClient()
    await expect(client.connectEmail({ email: 'ada@localhost' })).rejects.toMatchObject({
      code: 'INVALID_EMAIL',
    })
    await expect(client.updateEmail({ email: 'not an email' })).rejects.toMatchObject({
      code: 'INVALID_EMAIL',
    })
    expect(client.getIframe()).toBeUndefined()
  })

  it('[FRAME-020] the frame answers which verification step comes next', async () => {
    const { client, answer, values } = await readyClient()
    const first = client.connectEmail({ email: 'ada@example.com' })
    const message = await answer(0, { action: 'VERIFY_OTP' })
    expect(message.payload).toEqual({ email: 'ada@example.com' })
    await expect(first).resolves.toEqual({ action: 'VERIFY_OTP' })
    const otp = client.connectOtp({ otp: '123456' })
    await answer(1)
    await otp
    expect(values.get('emailLoginUsed')).toBe(true)
  })

  it('[FRAME-022] a second trigger within 30 s is refused with the seconds left, also by a new client', async () => {
    let now = 1_000_000
    const { client, answer, values } = await readyClient({}, () => now)
    const first = client.connectEmail({ email: 'ada@example.com' })
    await answer(0, { action: 'VERIFY_DEVICE' })
    await first
    now += 12_500
    await expect(client.connectEmail({ email: 'bob@example.com' })).rejects.toMatchObject({
      code: 'EMAIL_COOLDOWN',
      message: 'Please try again after 18 seconds',
    })
    const reloaded = createFrameClient({
      frameUrl: server.url,
      projectId: 'project-1',
      chainId: 1,
      loginData: createMemoryLoginData(Object.fromEntries(values) as Partial<FrameLoginDataValues>).loginData,
      now: () => now,
    })
    clients.push(reloaded)
    await expect(reloaded.connectEmail({ email: 'ada@example.com' })).rejects.toThrow(
      'Please try again after 18 seconds',
    )
    now += 17_500
    expect(client.getEmailCooldownSeconds()).toBe(0)
    leftPending(client.connectEmail({ email: 'bob@example.com' }))
    await expect((await answer(1, { action: 'VERIFY_OTP' })).payload).toEqual({ email: 'bob@example.com' })
  })

  it('[FRAME-021] an email change goes through the primary then the secondary code', async () => {
    const { client, answer, values } = await readyClient({ email: 'ada@example.com' })
    const start = client.updateEmail({ email: 'ada@new.example' })
    await answer(0, { action: 'VERIFY_PRIMARY_OTP' })
    await expect(start).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = client.updateEmailPrimaryOtp({ otp: '111111' })
    expect((await answer(1)).type).toBe('@atrium-app/UPDATE_EMAIL_PRIMARY_OTP')
    await primary
    const secondary = client.updateEmailSecondaryOtp({ otp: '222222' })
    expect((await answer(2, { newEmail: 'ada@new.example' })).type).toBe(
      '@atrium-app/UPDATE_EMAIL_SECONDARY_OTP',
    )
    await expect(secondary).resolves.toEqual({ newEmail: 'ada@new.example' })
    expect(values.get('email')).toBe('ada@new.example')
  })
})

describe('the connection check', () => {
  it('[FRAME-017] without a past frame login: not connected, and the frame is not created', async () => {
    const { client } = newClient({ email: 'ada@example.com' })
    await expect(client.isConnected()).resolves.toEqual({ isConnected: false })
    expect(client.getIframe()).toBeUndefined()
  })

  it('[FRAME-018] the frame says not connected: the login cache is deleted', async () => {
    const { client, answer, values } = await readyClient({
      emailLoginUsed: true,
      email: 'ada@example.com',
      lastEmailLoginTime: 1,
    })
    const check = client.isConnected()
    await answer(0, { isConnected: false })
    await expect(check).resolves.toEqual({ isConnected: false })
    expect(values.size).toBe(0)
  })
})

describe('sync and RPC', () => {
  it('[FRAME-031] the theme sync payload', async () => {
    const { client, answer } = await readyClient()
    const theme = {
      themeMode: 'light',
      themeVariables: { accent: '#47a1ff', borderRadiusPx: 8 },
      w3mThemeVariables: { '--w3m-accent': '#47a1ff' },
    } as const
    const sync = client.syncTheme(theme)
    expect((await answer(0)).payload).toEqual(theme)
    await sync
  })

  it('[FRAME-032] the dapp-data sync payload', async () => {
    const { client, answer } = await readyClient()
    const dapp = {
      name: 'Atrium Lab',
      description: 'A dApp',
      url: 'https://lab.example',
      icons: ['https://lab.example/icon.png'],
      sdkVersion: 'react-1.7.0',
      sdkType: 'atrium',
      projectId: 'project-1',
    }
    const sync = client.syncDappData(dapp)
    expect((await answer(0)).payload).toEqual(dapp)
    await sync
    await expect(client.syncDappData({ ...dapp, url: 'javascript:alert(1)' })).rejects.toThrow(
      'Invalid input',
    )
  })

  it('[FRAME-030] the EIP-1193 provider relays personal_sign, eth_signTypedData_v4, eth_sendTransaction and wallet_sendCalls as RPC requests', async () => {
    const { client, answer } = await readyClient()
    const provider = createFrameEip1193Provider(client)
    const requests = [
      { method: 'personal_sign', params: ['0x68690a', USER.address] },
      { method: 'eth_signTypedData_v4', params: [USER.address, '{"types":{}}'] },
      { method: 'eth_sendTransaction', params: [{ from: USER.address, to: USER.address, value: '0x1' }] },
      { method: 'wallet_sendCalls', params: [{ version: '2.0.0', calls: [{ to: USER.address }] }] },
    ]
    for (const [index, request] of requests.entries()) {
      const pending = provider.request(request)
      const message = await answer(index, `0x${index}`)
      expect(message).toMatchObject({ type: '@atrium-app/RPC_REQUEST', payload: request })
      await expect(pending).resolves.toBe(`0x${index}`)
    }
    const chainChanges: unknown[] = []
    provider.on('chainChanged', (chainId) => chainChanges.push(chainId))
    const switching = provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect((await answer(requests.length, { chainId: 10 })).payload).toEqual({ chainId: 10 })
    await switching
    expect(chainChanges).toEqual(['0xa'])
  })
})
