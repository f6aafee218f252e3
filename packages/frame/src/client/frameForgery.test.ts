import { fc } from '@fast-check/vitest'
import { afterAll, expect, it } from 'vitest'
import { FRAME_EVENT_KEY, MAX_FRAME_MESSAGE_CHARS } from '../messages/frameMessage.js'
import { createFrameClient } from './createFrameClient.js'
import { createMemoryLoginData, startFramePageServer, watchFrame } from './framePage.test-helper.js'

const server = await startFramePageServer()
const secondServer = await startFramePageServer()
afterAll(() => Promise.all([server.close(), secondServer.close()]))

/** Forged messages sent per run: more than the 1,000. */
const FORGED_MESSAGES = 1_500
const USER = { address: '0x00000000000000000000000000000000000000a1', chainId: 1 }
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const

/** Builds an object whose own keys include `key` (JSON.parse keeps `__proto__` as an own key). */
const withOwnKey = (base: Record<string, unknown>, key: string, value: unknown) =>
  JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)},${JSON.stringify(base).slice(1)}`)

it('[FRAME-009][FRAME-012] forged messages never settle a request, make a frame ready or pollute a prototype', async () => {
  const { loginData } = createMemoryLoginData()
  const client = createFrameClient({ frameUrl: server.url, projectId: 'p', chainId: 1, loginData })
  const loading = client.load()
  const frame = watchFrame(client.getIframe() as HTMLIFrameElement, server.origin)
  frame.say({ type: `${FRAME_EVENT_KEY}READY` })
  await loading
  // A second client, its frame on another origin, that has not said ready yet.
  const waiting = createFrameClient({ frameUrl: secondServer.url, projectId: 'p', chainId: 1, loginData })
  const waitingLoad = waiting.load()
  waitingLoad.catch(() => undefined)
  const waitingWindow = (waiting.getIframe() as HTMLIFrameElement).contentWindow
  // Another frame of the same origin as the client's, e.g. one an attacker embedded.
  const sameOriginFrame = document.createElement('iframe')
  sameOriginFrame.src = server.url
  document.body.appendChild(sameOriginFrame)

  const settled: string[] = []
  const user = client.getUser()
  const rpc = client.request({ method: 'personal_sign', params: ['0x6869', USER.address] })
  void user.then(
    () => settled.push('user'),
    () => settled.push('user rejected'),
  )
  void rpc.then(
    () => settled.push('rpc'),
    () => settled.push('rpc rejected'),
  )
  const userId = (await frame.waitForPosted(0)).message.id
  const rpcId = (await frame.waitForPosted(1)).message.id

  const genuineReplies = [
    { type: `${FRAME_EVENT_KEY}GET_USER_SUCCESS`, id: userId, payload: USER },
    { type: `${FRAME_EVENT_KEY}GET_USER_ERROR`, id: userId, payload: { message: 'forged' } },
    { type: `${FRAME_EVENT_KEY}RPC_REQUEST_SUCCESS`, id: rpcId, payload: '0xsignature' },
    { type: `${FRAME_EVENT_KEY}RPC_REQUEST_ERROR`, id: rpcId },
    { type: `${FRAME_EVENT_KEY}READY` },
  ]
  const genuine = fc.constantFrom(...genuineReplies)
  const wrongOrigin = fc.constantFrom(
    'http://dapp.localhost:5173',
    `${server.origin}/`,
    server.origin.replace('127.0.0.1', 'localhost'),
    server.origin.replace('http:', 'https:'),
    `${server.origin}0`,
    'null',
    '',
  )
  const wrongSource = fc.constantFrom<MessageEventSource | null>(
    window,
    sameOriginFrame.contentWindow,
    waitingWindow,
    null,
  )
  const wrongId = fc.oneof(
    fc.uuid(),
    fc.constantFrom(`${userId} `, userId.toUpperCase(), `${rpcId}x`, '', '__proto__'),
    fc.string({ maxLength: 40 }),
  )
  const pollutingKey = fc.constantFrom(...POLLUTING_KEYS)
  /** Replies from the frame's own origin and window that still must be ignored. */
  const badShape = fc.oneof(
    // A pending request's reply with another id, or a replayed one.
    fc.tuple(genuine, wrongId).map(([reply, id]) => ({ ...reply, id })),
    // The type without the frame or app event key.
    genuine.map((reply) => ({ ...reply, type: reply.type.replace(FRAME_EVENT_KEY, '') })),
    // Extra keys on the envelope, prototype-polluting ones included.
    fc
      .tuple(genuine, pollutingKey, fc.jsonValue())
      .map(([reply, key, value]) => withOwnKey(reply, key, { polluted: value })),
    fc
      .tuple(genuine, fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue())
      .map(([reply, key, value]) =>
        withOwnKey(reply, key === 'type' || key === 'id' || key === 'payload' ? `${key}2` : key, value),
      ),
    // Oversize: a reply that would be valid but for its size.
    fc.constantFrom({
      type: `${FRAME_EVENT_KEY}RPC_REQUEST_SUCCESS`,
      id: rpcId,
      payload: 'a'.repeat(MAX_FRAME_MESSAGE_CHARS),
    }),
    // Not an envelope at all.
    fc.anything(),
    fc.constantFrom(JSON.stringify(genuineReplies[0]), [genuineReplies[0]], 1n, null),
  )
  const forged = fc.oneof(
    fc.record({ data: fc.oneof(genuine, badShape), origin: wrongOrigin, source: fc.constant(undefined) }),
    fc.record({ data: fc.oneof(genuine, badShape), origin: fc.constant(undefined), source: wrongSource }),
    fc.record({ data: badShape, origin: fc.constant(undefined), source: fc.constant(undefined) }),
  )

  let sent = 0
  await fc.assert(
    fc.asyncProperty(forged, async ({ data, origin, source }) => {
      frame.say(data, {
        ...(origin === undefined ? {} : { origin }),
        ...(source === undefined ? {} : { source }),
      })
      sent += 1
      await Promise.resolve()
      await Promise.resolve()
      expect(settled).toEqual([])
      expect(waiting.isReady()).toBe(false)
      for (const key of ['polluted', ...POLLUTING_KEYS.slice(2)]) {
        expect(Object.hasOwn(Object.prototype, key)).toBe(false)
      }
    }),
    { numRuns: FORGED_MESSAGES },
  )
  expect(sent).toBeGreaterThanOrEqual(1_000)

  // The genuine replies still work, so the property above could have seen a settled request.
  frame.say(genuineReplies[0])
  frame.say(genuineReplies[2])
  await expect(user).resolves.toEqual(USER)
  await expect(rpc).resolves.toBe('0xsignature')
  client.dispose()
  waiting.dispose()
  sameOriginFrame.remove()
})

it('[FRAME-013] a frame navigated to another origin receives nothing', async () => {
  const evil = await startFramePageServer()
  try {
    const { loginData } = createMemoryLoginData()
    const client = createFrameClient({ frameUrl: server.url, projectId: 'p', chainId: 1, loginData })
    const loading = client.load()
    const iframe = client.getIframe() as HTMLIFrameElement
    watchFrame(iframe, server.origin).say({ type: `${FRAME_EVENT_KEY}READY` })
    await loading
    iframe.src = evil.url
    const evilFrame = watchFrame(iframe, evil.origin)
    await expect(client.getChainId()).rejects.toMatchObject({ code: 'FRAME_IFRAME_NOT_SET' })
    // The window's own postMessage refused the message: its origin is not the frame's.
    expect(evilFrame.posted()).toHaveLength(1)
    expect(evilFrame.posted()[0]?.targetOrigin).toBe(server.origin)
    client.dispose()
  } finally {
    await evil.close()
  }
})
