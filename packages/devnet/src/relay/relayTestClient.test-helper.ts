import { afterEach } from 'vitest'
import { WebSocket } from 'ws'
import { type DevnetRelay, type StartRelayParameters, startRelay } from './startRelay.js'

/** An `irn_subscription` push as the relay sends it. */
export type RelayPush = { id: number; method: string; params: { id: string; data: Record<string, unknown> } }

/** A WebSocket client of the relay speaking its JSON-RPC, as the WalletConnect clients do. */
export type RelayTestClient = {
  socket: WebSocket
  request(
    method: string,
    params: unknown,
  ): Promise<{ result?: unknown; error?: { code: number; message: string } }>
  /** The next `irn_subscription` push, acknowledged unless `acknowledge` is false. */
  nextPush(options?: { acknowledge?: boolean }): Promise<RelayPush>
  /** Pushes received and not yet taken by `nextPush`. */
  queued: RelayPush[]
  close(): Promise<void>
}

/** A relay-auth JWT whose `iss` is `clientId` (the relay reads the client id from it, not the signature). */
export function createRelayAuthJwt(clientId: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ iss: clientId })}.signature`
}

/** Connects to `relay` as `clientId`, with the query the WalletConnect clients send. */
export async function connectRelayTestClient(relay: DevnetRelay, clientId: string): Promise<RelayTestClient> {
  const socket = new WebSocket(`${relay.url}/?auth=${createRelayAuthJwt(clientId)}&projectId=devnet&ua=test`)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let nextId = 1_719_000_000_000_000_000_000n
  const pending = new Map<string, (response: Record<string, unknown>) => void>()
  const queued: RelayPush[] = []
  const waiting: ((push: RelayPush) => void)[] = []
  socket.on('message', (data) => {
    // The request ids below exceed 2^53: compare them as text.
    const text = data.toString()
    const payload = JSON.parse(text) as Record<string, unknown>
    if (payload.method === 'irn_subscription') {
      const push = payload as unknown as RelayPush
      const waiter = waiting.shift()
      if (waiter === undefined) queued.push(push)
      else waiter(push)
      return
    }
    const id = /"id":("?[\d]+"?)/.exec(text)?.[1]?.replaceAll('"', '') ?? ''
    pending.get(id)?.(payload)
    pending.delete(id)
  })
  return {
    socket,
    queued,
    request(method, params) {
      const id = nextId++
      socket.send(`{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`)
      return new Promise((resolve) => pending.set(String(id), resolve))
    },
    async nextPush(options = {}) {
      const push = queued.shift() ?? (await new Promise<RelayPush>((resolve) => waiting.push(resolve)))
      if (options.acknowledge !== false)
        socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
      return push
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return
      await new Promise((resolve) => {
        socket.once('close', resolve)
        socket.close()
      })
    },
  }
}

/**
 * Relays and clients for the tests of one file: `start` and `connect` track what they open, and
 * everything is closed after each test. Call it at the top of the file.
 */
export function setUpRelayTests() {
  const relays: DevnetRelay[] = []
  const clients: RelayTestClient[] = []
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()))
    await Promise.all(relays.splice(0).map((relay) => relay.stop()))
  })
  return {
    async start(parameters: StartRelayParameters = { port: 0 }): Promise<DevnetRelay> {
      const relay = await startRelay(parameters)
      relays.push(relay)
      return relay
    },
    async connect(relay: DevnetRelay, clientId: string): Promise<RelayTestClient> {
      const client = await connectRelayTestClient(relay, clientId)
      clients.push(client)
      return client
    },
  }
}
