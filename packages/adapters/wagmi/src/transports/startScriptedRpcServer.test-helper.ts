import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/** One JSON-RPC call the server received (a batch is several, with the same `post` number). */
export type RecordedCall = { readonly method: string; readonly params: unknown; readonly post: number }

/** How to answer one HTTP POST: the canned answer, an HTTP error, or never (a hung node). */
export type ScriptedAnswer =
  | { readonly kind: 'answer' }
  | { readonly kind: 'status'; readonly status: number; readonly headers?: Readonly<Record<string, string>> }
  | { readonly kind: 'rpcError'; readonly code: number; readonly message: string }
  | { readonly kind: 'hang' }

/** Results the server gives when it answers (a node on chain 1 where every account holds 1.5 ETH). */
const RESULTS: Readonly<Record<string, unknown>> = {
  eth_chainId: '0x1',
  net_version: '1',
  net_listening: true,
  eth_blockNumber: '0x10',
  eth_getBalance: '0x14d1120d7b160000',
}

/**
 * A real HTTP JSON-RPC server on 127.0.0.1 that misbehaves on purpose, to test retries, time-outs
 * and fallbacks against real sockets. `script(post, methods)` decides the answer of each POST.
 */
export async function startScriptedRpcServer(
  script: (post: number, methods: readonly string[]) => ScriptedAnswer,
): Promise<{ url: string; calls: RecordedCall[]; posts: () => number; close: () => Promise<void> }> {
  const calls: RecordedCall[] = []
  const sockets = new Set<Socket>()
  let posts = 0
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const post = posts
      posts += 1
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
        | { id: number; method: string; params?: unknown }
        | { id: number; method: string; params?: unknown }[]
      const batch = Array.isArray(body) ? body : [body]
      for (const call of batch) calls.push({ method: call.method, params: call.params, post })
      if (request.method !== 'POST') {
        response.writeHead(405).end()
        return
      }
      const answer = script(
        post,
        batch.map((call) => call.method),
      )
      if (answer.kind === 'hang') return
      if (answer.kind === 'status') {
        // What gateways and rate limiters send: a status and a text body, no JSON-RPC object.
        response.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers })
        response.end(`status ${answer.status}`)
        return
      }
      const reply = batch.map((call) =>
        answer.kind === 'rpcError'
          ? { jsonrpc: '2.0', id: call.id, error: { code: answer.code, message: answer.message } }
          : { jsonrpc: '2.0', id: call.id, result: RESULTS[call.method] ?? null },
      )
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(body) ? reply : reply[0]))
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    posts: () => posts,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Lets real I/O (sockets) progress while fake timers hold every `setTimeout`. */
export async function settleIo(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise((resolve) => setImmediate(resolve))
}

/**
 * Waits until `condition` holds, turning the event loop with `setImmediate` (which the tests do not
 * fake) and bounded by `performance.now()` (not faked either). Under fake timers, `runDueTimers`
 * fires the timers due now without moving the clock: viem flushes a JSON-RPC batch with a
 * zero-delay `setTimeout`, while retry delays and time-outs stay pending.
 */
export async function waitForIo(
  condition: () => boolean,
  what: string,
  runDueTimers: () => Promise<unknown> = async () => undefined,
): Promise<void> {
  const deadline = performance.now() + 5_000
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await runDueTimers()
    await new Promise((resolve) => setImmediate(resolve))
  }
}
