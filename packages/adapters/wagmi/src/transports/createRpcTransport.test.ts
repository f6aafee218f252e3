import {
  JSON_RPC_TIMEOUT_MS,
  RETRY_AFTER_MAX_MS,
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_STATUS_CODES,
} from '@atrium/common'
import { createPublicClient } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRpcTransport } from './createRpcTransport.js'
import {
  type ScriptedAnswer,
  settleIo,
  startScriptedRpcServer,
  waitForIo,
} from './startScriptedRpcServer.test-helper.js'

type Server = Awaited<ReturnType<typeof startScriptedRpcServer>>

const servers: Server[] = []
async function serve(script: (post: number, methods: readonly string[]) => ScriptedAnswer): Promise<Server> {
  const server = await startScriptedRpcServer(script)
  servers.push(server)
  return server
}
const answer: ScriptedAnswer = { kind: 'answer' }
const status = (code: number, headers?: Record<string, string>): ScriptedAnswer =>
  headers === undefined ? { kind: 'status', status: code } : { kind: 'status', status: code, headers }

function clientOf(urls: readonly [string, ...string[]]) {
  return createPublicClient({ transport: createRpcTransport({ urls }) })
}

/**
 * viem sends a batch from a zero-delay `setTimeout`; the fake clock gives a zero-delay timer made
 * while timers fire (the retry delay ending) 1 ms, so a retry's request leaves 1 ms after its delay.
 */
const BATCH_FLUSH_MS = 1

/** `waitForIo` under fake timers: zero-delay timers (batch flushes) run, the clock stays still. */
const waitOnFakeClock = (condition: () => boolean, what: string) =>
  waitForIo(condition, what, () => vi.advanceTimersByTimeAsync(0))

/** viem's fallback reports each endpoint's answer: how the tests know a failure reached the client. */
function onResponse(
  client: ReturnType<typeof clientOf>,
  listener: (response: { readonly status: 'success' | 'error' }) => void,
): void {
  ;(client.transport as unknown as { onResponse(fn: typeof listener): void }).onResponse(listener)
}

/** The calls of `method` a server received (ranking pings are `net_listening`). */
const callsOf = (server: Server, method: string) => server.calls.filter((call) => call.method === method)

/**
 * The first request is answered with `first`; the retry must leave exactly `waitMs` later (on the
 * fake clock) and its answer resolve the call.
 */
async function expectRetryAfter(first: ScriptedAnswer, waitMs: number): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: Date.now() })
  const server = await serve((post) => (post === 0 ? first : answer))
  const client = clientOf([server.url])
  let failures = 0
  onResponse(client, (response) => {
    if (response.status === 'error') failures += 1
  })
  const outcome = client.request({ method: 'eth_blockNumber' })
  await waitOnFakeClock(() => failures === 1, 'the first failure')
  await settleIo()
  await vi.advanceTimersByTimeAsync(waitMs - 1)
  await settleIo()
  expect(server.posts()).toBe(1)
  await vi.advanceTimersByTimeAsync(BATCH_FLUSH_MS + 1)
  await waitOnFakeClock(() => server.posts() === 2, 'the retry')
  expect(await outcome).toBe('0x10')
}

afterEach(async () => {
  vi.useRealTimers()
  for (const server of servers.splice(0)) await server.close()
})

describe('createRpcTransport against a real local HTTP server', () => {
  it('[RPC-008][RPC-009] sends JSON-RPC over POST and batches concurrent calls into one POST', async () => {
    const server = await serve(() => answer)
    const client = clientOf([server.url])
    const results = await Promise.all([
      client.request({ method: 'eth_chainId' }),
      client.request({ method: 'eth_blockNumber' }),
      client.request({ method: 'net_version' }),
    ])
    expect(results).toEqual(['0x1', '0x10', '1'])
    expect(server.posts()).toBe(1)
    expect(server.calls.map((call) => call.method)).toEqual(['eth_chainId', 'eth_blockNumber', 'net_version'])
  })

  it('[RPC-013][RPC-016] retries each retryable status 3 times: 4 requests, then the failure', async () => {
    const results = await Promise.all(
      RPC_RETRY_STATUS_CODES.map(async (code) => {
        const server = await serve(() => status(code))
        const error = await clientOf([server.url])
          .request({ method: 'eth_blockNumber' })
          .catch((caught: unknown) => caught)
        return { code, posts: server.posts(), status: (error as { status?: number }).status }
      }),
    )
    expect(results).toEqual(
      RPC_RETRY_STATUS_CODES.map((code) => ({ code, posts: RPC_RETRY_COUNT + 1, status: code })),
    )
  })

  it('[RPC-016] does not retry other statuses', async () => {
    const results = await Promise.all(
      [400, 401, 404, 405, 501].map(async (code) => {
        const server = await serve(() => status(code))
        await clientOf([server.url])
          .request({ method: 'eth_blockNumber' })
          .catch(() => undefined)
        return server.posts()
      }),
    )
    expect(results).toEqual([1, 1, 1, 1, 1])
  })

  it('[RPC-013] a retry that succeeds resolves with the answer', async () => {
    const server = await serve((post) => (post < 2 ? status(503) : answer))
    expect(await clientOf([server.url]).request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(server.posts()).toBe(3)
  })

  it('[RPC-014] waits 150, 300 then 600 ms between attempts (fake clock, real sockets)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const server = await serve(() => status(503))
    const client = clientOf([server.url])
    let failures = 0
    onResponse(client, (response) => {
      if (response.status === 'error') failures += 1
    })
    const outcome = client.request({ method: 'eth_blockNumber' }).catch((error: unknown) => error)
    const delays = [RPC_RETRY_BASE_DELAY_MS, RPC_RETRY_BASE_DELAY_MS * 2, RPC_RETRY_BASE_DELAY_MS * 4]
    expect(delays).toEqual([150, 300, 600])
    for (const [attempt, delay] of delays.entries()) {
      await waitOnFakeClock(() => failures === attempt + 1, `failure ${attempt + 1}`)
      await settleIo()
      await vi.advanceTimersByTimeAsync(delay - 1)
      await settleIo()
      expect(server.posts()).toBe(attempt + 1)
      await vi.advanceTimersByTimeAsync(BATCH_FLUSH_MS + 1)
      await waitOnFakeClock(() => server.posts() === attempt + 2, `request ${attempt + 2}`)
    }
    await waitOnFakeClock(() => failures === 4, 'the last failure')
    expect(await outcome).toMatchObject({ name: 'HttpRequestError', status: 503 })
  })

  it('[RPC-015] honours Retry-After (seconds) in place of the computed delay', async () => {
    await expectRetryAfter(status(429, { 'Retry-After': '2' }), 2_000)
  })

  it('[RPC-015] honours Retry-After as an HTTP date', async () => {
    vi.setSystemTime(new Date('2030-01-01T00:00:00.000Z'))
    await expectRetryAfter(status(503, { 'Retry-After': 'Tue, 01 Jan 2030 00:00:05 GMT' }), 5_000)
  })

  it('[RPC-015] a Retry-After of an hour is waited for at most RETRY_AFTER_MAX_MS', async () => {
    await expectRetryAfter(status(429, { 'Retry-After': '3600' }), RETRY_AFTER_MAX_MS)
  })

  it('[RPC-014] an unreadable Retry-After falls back to the 150 ms back-off', async () => {
    await expectRetryAfter(status(503, { 'Retry-After': '9'.repeat(400) }), RPC_RETRY_BASE_DELAY_MS)
  })

  it('[RPC-012] a node that never answers times out after 10 s per attempt, 4 attempts in all', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const server = await serve(() => ({ kind: 'hang' }))
    const client = clientOf([server.url])
    let settled = false
    const outcome = client.request({ method: 'eth_blockNumber' }).catch((error: unknown) => {
      settled = true
      return error
    })
    for (let attempt = 1; attempt <= RPC_RETRY_COUNT + 1; attempt += 1) {
      await waitOnFakeClock(() => server.posts() === attempt, `request ${attempt}`)
      await vi.advanceTimersByTimeAsync(JSON_RPC_TIMEOUT_MS - 1)
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      if (attempt <= RPC_RETRY_COUNT) {
        // Once the aborted request is through, the only timer left is the retry delay.
        await waitOnFakeClock(() => vi.getTimerCount() > 0, 'the retry delay')
        await vi.advanceTimersToNextTimerAsync()
      }
    }
    await waitOnFakeClock(() => settled, 'the time-out')
    expect(await outcome).toMatchObject({ name: 'TimeoutError' })
    expect(server.posts()).toBe(4)
  })

  it('[RPC-010] moves to the next endpoint when the current one fails', async () => {
    const failing = await serve(() => status(400))
    const healthy = await serve(() => answer)
    const client = clientOf([failing.url, healthy.url])
    expect(await client.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(callsOf(failing, 'eth_blockNumber').length).toBeLessThanOrEqual(1)
    expect(callsOf(healthy, 'eth_blockNumber')).toHaveLength(1)
  })

  it('[RPC-011] with several endpoints, ranking pings them and moves a failing one behind a healthy one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const failing = await serve(() => status(503))
    const healthy = await serve(() => answer)
    const client = clientOf([failing.url, healthy.url])
    await waitOnFakeClock(
      () => callsOf(failing, 'net_listening').length === 1 && callsOf(healthy, 'net_listening').length === 1,
      'the first ranking sample',
    )
    await settleIo(50)
    const request = client.request({ method: 'eth_blockNumber' })
    await vi.advanceTimersByTimeAsync(0)
    expect(await request).toBe('0x10')
    expect(callsOf(failing, 'eth_blockNumber')).toEqual([])
  })

  it('[RPC-011] with one endpoint, nothing is ranked: no request before the first call', async () => {
    const server = await serve(() => answer)
    const client = clientOf([server.url])
    await settleIo(50)
    expect(server.posts()).toBe(0)
    await client.request({ method: 'eth_blockNumber' })
    expect(callsOf(server, 'net_listening')).toEqual([])
  })
})
