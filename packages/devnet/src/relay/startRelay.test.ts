import { describe, expect, test } from 'vitest'
import { isPortFree } from '../ports.js'
import { setUpRelayTests } from './relayTestClient.test-helper.js'
import { startRelay } from './startRelay.js'

const { start, connect } = setUpRelayTests()

const TOPIC = 'a'.repeat(64)

describe('startRelay', () => {
  test('answers irn_subscribe with the subscription id the clients compute and keeps 22-digit request ids', async () => {
    const relay = await start()
    expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
    const client = await connect(relay, 'did:key:wallet')

    const response = await client.request('irn_subscribe', { topic: TOPIC })

    const { createHash } = await import('node:crypto')
    expect(response.result).toBe(createHash('sha256').update(`${TOPIC}did:key:wallet`).digest('hex'))
  })

  test('pushes a publish to the other subscribers (not back to the publisher) with topic, message, publishedAt and tag', async () => {
    const relay = await start()
    const [dapp, wallet] = [await connect(relay, 'did:key:dapp'), await connect(relay, 'did:key:wallet')]
    await dapp.request('irn_subscribe', { topic: TOPIC })
    await wallet.request('irn_subscribe', { topic: TOPIC })

    const published = await dapp.request('irn_publish', {
      topic: TOPIC,
      message: 'ZW52ZWxvcGU=',
      ttl: 300,
      prompt: true,
      tag: 1108,
      correlationId: 1,
    })
    const push = await wallet.nextPush()

    expect(published).toEqual({ id: expect.any(Number), jsonrpc: '2.0', result: true })
    expect(push).toMatchObject({
      method: 'irn_subscription',
      params: { data: { topic: TOPIC, message: 'ZW52ZWxvcGU=', tag: 1108, publishedAt: expect.any(Number) } },
    })
    expect(dapp.queued).toEqual([])
  })

  test('keeps messages in the mailbox and delivers them on subscribe; an acknowledged message is not redelivered', async () => {
    const relay = await start()
    const dapp = await connect(relay, 'did:key:dapp')
    await dapp.request('irn_publish', { topic: TOPIC, message: 'bWFpbGJveA==', ttl: 300 })
    expect(relay.messageCount).toBe(1)

    const wallet = await connect(relay, 'did:key:wallet')
    await wallet.request('irn_subscribe', { topic: TOPIC })
    expect((await wallet.nextPush()).params.data.message).toBe('bWFpbGJveA==')
    await wallet.close()

    const walletAgain = await connect(relay, 'did:key:wallet')
    await walletAgain.request('irn_batchSubscribe', { topics: [TOPIC] })
    const other = await connect(relay, 'did:key:other')
    await other.request('irn_batchSubscribe', { topics: [TOPIC] })
    expect((await other.nextPush()).params.data.message).toBe('bWFpbGJveA==')
    expect(walletAgain.queued).toEqual([])
  })

  test('redelivers a message that was pushed but not acknowledged', async () => {
    const relay = await start()
    const dapp = await connect(relay, 'did:key:dapp')
    const wallet = await connect(relay, 'did:key:wallet')
    await wallet.request('irn_subscribe', { topic: TOPIC })
    await dapp.request('irn_publish', { topic: TOPIC, message: 'dW5hY2tlZA==', ttl: 300 })
    await wallet.nextPush({ acknowledge: false })
    await wallet.close()

    const walletAgain = await connect(relay, 'did:key:wallet')
    await walletAgain.request('irn_subscribe', { topic: TOPIC })

    expect((await walletAgain.nextPush()).params.data.message).toBe('dW5hY2tlZA==')
  })

  test('drops a message once its TTL has passed (injected clock)', async () => {
    let now = 1_000_000
    const relay = await start({ port: 0, clock: { now: () => now } })
    const dapp = await connect(relay, 'did:key:dapp')
    await dapp.request('irn_publish', { topic: TOPIC, message: 'c2hvcnQ=', ttl: 30 })
    await dapp.request('irn_publish', { topic: TOPIC, message: 'bG9uZw==', ttl: 300 })

    now += 30_000
    const wallet = await connect(relay, 'did:key:wallet')
    await wallet.request('irn_subscribe', { topic: TOPIC })

    expect((await wallet.nextPush()).params.data).toMatchObject({
      message: 'bG9uZw==',
      publishedAt: 1_000_000,
    })
    expect(relay.messageCount).toBe(1)
    now += 270_000
    expect(relay.messageCount).toBe(0)
  })

  test('irn_unsubscribe and irn_batchUnsubscribe stop deliveries', async () => {
    const relay = await start()
    const dapp = await connect(relay, 'did:key:dapp')
    const wallet = await connect(relay, 'did:key:wallet')
    const otherTopic = 'b'.repeat(64)
    await wallet.request('irn_batchSubscribe', { topics: [TOPIC, otherTopic] })

    expect(await wallet.request('irn_unsubscribe', { topic: TOPIC, id: 'x' })).toMatchObject({ result: true })
    expect(
      await wallet.request('irn_batchUnsubscribe', { subscriptions: [{ topic: otherTopic, id: 'y' }] }),
    ).toMatchObject({ result: true })
    await dapp.request('irn_publish', { topic: TOPIC, message: 'MQ==', ttl: 300 })
    await dapp.request('irn_publish', { topic: otherTopic, message: 'Mg==', ttl: 300 })
    // A round trip after the publishes: any push would have arrived before this answer.
    await wallet.request('irn_subscribe', { topic: 'c'.repeat(64) })

    expect(wallet.queued).toEqual([])
  })

  test('wc_proposeSession subscribes the dApp to the pairing topic and publishes the proposal there', async () => {
    const relay = await start()
    const dapp = await connect(relay, 'did:key:dapp')
    const wallet = await connect(relay, 'did:key:wallet')
    const pairingTopic = 'd'.repeat(64)

    expect(
      await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=', ttl: 300 }),
    ).toMatchObject({ result: true })
    await wallet.request('irn_subscribe', { topic: pairingTopic })

    expect((await wallet.nextPush()).params.data).toMatchObject({
      topic: pairingTopic,
      message: 'cHJvcG9zYWw=',
      tag: 1100,
    })

    await wallet.request('irn_publish', { topic: pairingTopic, message: 'cmVwbHk=', ttl: 300 })
    expect((await dapp.nextPush()).params.data).toMatchObject({ topic: pairingTopic, message: 'cmVwbHk=' })
  })

  test('wc_approveSession answers on the pairing topic, settles on the session topic and subscribes the wallet to it', async () => {
    const relay = await start()
    const dapp = await connect(relay, 'did:key:dapp')
    const wallet = await connect(relay, 'did:key:wallet')
    const pairingTopic = 'd'.repeat(64)
    const sessionTopic = 'e'.repeat(64)
    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'cHJvcG9zYWw=' })

    await wallet.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
    })
    const response = await dapp.nextPush()
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    const settle = await dapp.nextPush()
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'YWNr', ttl: 300 })

    expect(response.params.data).toMatchObject({ topic: pairingTopic, message: 'cmVzcG9uc2U=', tag: 1101 })
    expect(settle.params.data).toMatchObject({ topic: sessionTopic, message: 'c2V0dGxl', tag: 1102 })
    expect((await wallet.nextPush()).params.data).toMatchObject({ topic: sessionTopic, message: 'YWNr' })
  })

  test('answers unknown methods, invalid params and invalid JSON with JSON-RPC errors', async () => {
    const relay = await start()
    const client = await connect(relay, 'did:key:dapp')

    expect((await client.request('irn_fetchMessages', { topic: TOPIC })).error).toEqual({
      code: -32601,
      message: 'Method not found: irn_fetchMessages',
    })
    expect((await client.request('irn_publish', { topic: TOPIC, message: 'x', ttl: -1 })).error).toEqual({
      code: -32602,
      message: 'Invalid params: ttl must be a non-negative integer',
    })
    expect((await client.request('irn_subscribe', [TOPIC])).error?.code).toBe(-32602)
    const parseError = new Promise((resolve) =>
      client.socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
    )
    client.socket.send('{"id":')
    expect(await parseError).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
    })
  })

  test('pings every client', async () => {
    const relay = await start({ port: 0, pingIntervalMs: 10 })
    const client = await connect(relay, 'did:key:dapp')

    await new Promise((resolve) => client.socket.once('ping', resolve))
  })

  test('answers plain HTTP with 426', async () => {
    const relay = await start()
    const response = await fetch(`http://127.0.0.1:${relay.port}/`)
    expect(response.status).toBe(426)
  })

  test('restart() drops the clients and listens on the same port; mailboxes survive unless told otherwise', async () => {
    const relay = await start()
    const port = relay.port
    const dapp = await connect(relay, 'did:key:dapp')
    await dapp.request('irn_publish', { topic: TOPIC, message: 'a2VwdA==', ttl: 300 })
    const closed = new Promise((resolve) => dapp.socket.once('close', resolve))

    await relay.restart()

    await closed
    expect(relay.port).toBe(port)
    expect(relay.isRunning).toBe(true)
    expect(relay.connectionCount).toBe(0)
    const wallet = await connect(relay, 'did:key:wallet')
    await wallet.request('irn_subscribe', { topic: TOPIC })
    expect((await wallet.nextPush()).params.data.message).toBe('a2VwdA==')

    await relay.restart({ keepMailboxes: false })
    expect(relay.messageCount).toBe(0)
  })

  test('stop() frees the port and is idempotent; start() listens again', async () => {
    const relay = await start()
    await relay.stop()
    await relay.stop()
    expect(relay.isRunning).toBe(false)
    expect(await isPortFree(relay.port)).toBe(true)

    await relay.start()
    expect(relay.isRunning).toBe(true)
    await connect(relay, 'did:key:dapp')
    expect(relay.connectionCount).toBe(1)
  })

  test('a port in use rejects with DevnetPortInUseError', async () => {
    const relay = await start()
    await expect(startRelay({ port: relay.port })).rejects.toMatchObject({
      code: 'DEVNET_PORT_IN_USE',
      port: relay.port,
    })
  })
})
