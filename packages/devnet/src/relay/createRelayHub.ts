import { createHash } from 'node:crypto'
import { createRelayMailbox, type RelayClock, type RelayMailboxMessage } from './createRelayMailbox.js'
import {
  RelayInvalidParamsError,
  readOptionalRelayInteger,
  readOptionalRelayString,
  readRelayArray,
  readRelayParams,
  readRelayString,
} from './readRelayParams.js'
import { parseRelayJson, stringifyRelayJson } from './relayJson.js'

/**
 * TTL of a publish that names none. `irn_publish` always carries one; `wc_proposeSession` and
 * `wc_approveSession` may not, and the clients then use five minutes (the proposal's lifetime).
 */
const DEFAULT_PUBLISH_TTL_SECONDS = 300

/** Tags of the messages the relay publishes for `wc_*` calls, as the sign client tags them itself. */
const SESSION_PROPOSE_REQUEST_TAG = 1100
const SESSION_PROPOSE_RESPONSE_TAG = 1101
const SESSION_SETTLE_REQUEST_TAG = 1102

/** Topics one `irn_batchSubscribe` may name: the public relay refuses larger batches. */
export const RELAY_MAX_TOPICS_PER_BATCH = 500

/**
 * Topics one connection may hold. A dApp or wallet holds a few per pairing and session; the bound
 * keeps one client from filling the relay's maps with a stream of subscriptions.
 */
export const RELAY_MAX_TOPICS_PER_CONNECTION = 10_000

/** JSON-RPC 2.0 error codes the relay answers with. */
const JSON_RPC_PARSE_ERROR = -32700
const JSON_RPC_INVALID_REQUEST = -32600
const JSON_RPC_METHOD_NOT_FOUND = -32601
const JSON_RPC_INVALID_PARAMS = -32602

type JsonRpcId = string | number | bigint

/** One WebSocket client of the relay. */
export type RelayConnection = {
  /** The relay-auth `iss` (`did:key:…`), or a per-connection id. */
  readonly clientId: string
  /** Topics this connection is subscribed to. */
  readonly topics: Set<string>
  /** Pushed `irn_subscription` ids awaiting the client's `result: true`. */
  readonly awaitingAck: Map<string, RelayMailboxMessage>
  send(text: string): void
}

/**
 * The relay's state and protocol, without sockets: subscriptions per topic, the mailbox, and the
 * JSON-RPC methods the WalletConnect 2.x clients (core / sign-client 2.25, WalletKit 1.6) call.
 */
export function createRelayHub(parameters: { clock: RelayClock }) {
  const mailbox = createRelayMailbox({ clock: parameters.clock })
  const subscribers = new Map<string, Set<RelayConnection>>()
  let nextPushId = 1

  /** Refuses a subscription that would take `connection` past its topic bound, before any is made. */
  function checkTopicRoom(connection: RelayConnection, topics: readonly string[]): void {
    const added = new Set(topics.filter((topic) => !connection.topics.has(topic))).size
    if (connection.topics.size + added > RELAY_MAX_TOPICS_PER_CONNECTION) {
      throw new RelayInvalidParamsError(
        `a connection holds at most ${RELAY_MAX_TOPICS_PER_CONNECTION} topics`,
      )
    }
  }

  function subscribe(connection: RelayConnection, topic: string): string {
    connection.topics.add(topic)
    const connections = subscribers.get(topic) ?? new Set()
    connections.add(connection)
    subscribers.set(topic, connections)
    // The id the clients compute themselves (`hashMessage(topic + clientId)` in core's Subscriber).
    return createHash('sha256')
      .update(topic + connection.clientId)
      .digest('hex')
  }

  function unsubscribe(connection: RelayConnection, topic: string): void {
    connection.topics.delete(topic)
    subscribers.get(topic)?.delete(connection)
    if (subscribers.get(topic)?.size === 0) subscribers.delete(topic)
  }

  /** Pushes what the mailbox holds for `topic` that this client has not acknowledged yet. */
  function deliverPending(connection: RelayConnection, topic: string): void {
    for (const message of mailbox.getPending({ topic, clientId: connection.clientId }))
      push(connection, message)
  }

  function push(connection: RelayConnection, message: RelayMailboxMessage): void {
    const id = nextPushId++
    connection.awaitingAck.set(String(id), message)
    connection.send(
      stringifyRelayJson({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: createHash('sha256')
            .update(message.topic + connection.clientId)
            .digest('hex'),
          data: {
            topic: message.topic,
            message: message.message,
            publishedAt: message.publishedAt,
            ...(message.tag === undefined ? {} : { tag: message.tag }),
            // An empty attestation tells the clients there is nothing to verify. Without it, a wallet
            // (WalletKit / sign-client 2.25, even under test) looks the message hash up on
            // verify.walletconnect.org for every proposal and request: a remote call the devnet forbids.
            attestation: message.attestation ?? '',
          },
        },
      }),
    )
  }

  function publish(
    publisher: RelayConnection,
    parameters: { topic: string; message: string; ttlSeconds: number; tag?: number; attestation?: string },
  ): void {
    const stored = mailbox.publish({ ...parameters, publisherId: publisher.clientId })
    for (const connection of subscribers.get(parameters.topic) ?? []) {
      if (connection.clientId === publisher.clientId) continue
      if (stored.acknowledgedBy.has(connection.clientId)) continue
      push(connection, stored)
    }
  }

  function readPublish(params: Record<string, unknown>, keys: { topic: string; message: string }) {
    const attestation = readOptionalRelayString(params, 'attestation')
    return {
      topic: readRelayString(params, keys.topic),
      message: readRelayString(params, keys.message),
      ttlSeconds: readOptionalRelayInteger(params, 'ttl') ?? DEFAULT_PUBLISH_TTL_SECONDS,
      ...(attestation === undefined ? {} : { attestation }),
    }
  }

  /** Runs one method; what it returns is the `result`, `afterResponse` runs once the result is sent. */
  function call(
    connection: RelayConnection,
    method: string,
    params: Record<string, unknown>,
  ): { result: unknown; afterResponse?: () => void } {
    switch (method) {
      case 'irn_subscribe': {
        const topic = readRelayString(params, 'topic')
        checkTopicRoom(connection, [topic])
        return {
          result: subscribe(connection, topic),
          afterResponse: () => deliverPending(connection, topic),
        }
      }
      case 'irn_batchSubscribe': {
        const topics = readRelayArray(params, 'topics', readTopic)
        if (topics.length > RELAY_MAX_TOPICS_PER_BATCH) {
          throw new RelayInvalidParamsError(
            `a batch subscribes to at most ${RELAY_MAX_TOPICS_PER_BATCH} topics`,
          )
        }
        checkTopicRoom(connection, topics)
        return {
          result: topics.map((topic) => subscribe(connection, topic)),
          afterResponse: () => {
            for (const topic of topics) deliverPending(connection, topic)
          },
        }
      }
      case 'irn_unsubscribe':
        unsubscribe(connection, readRelayString(params, 'topic'))
        return { result: true }
      case 'irn_batchUnsubscribe':
        for (const subscription of readRelayArray(params, 'subscriptions', readRelayParams)) {
          unsubscribe(connection, readRelayString(subscription, 'topic'))
        }
        return { result: true }
      case 'irn_publish': {
        const tag = readOptionalRelayInteger(params, 'tag')
        const publishParameters = readPublish(params, { topic: 'topic', message: 'message' })
        return {
          result: true,
          afterResponse: () =>
            publish(connection, { ...publishParameters, ...(tag === undefined ? {} : { tag }) }),
        }
      }
      // The sign client hands session setup to the relay: the dApp never sends irn_subscribe for the
      // pairing topic (it subscribes locally with `skipSubscribe`), nor the wallet for the session topic.
      case 'wc_proposeSession': {
        const proposal = readPublish(params, { topic: 'pairingTopic', message: 'sessionProposal' })
        subscribe(connection, proposal.topic)
        return {
          result: true,
          afterResponse: () => publish(connection, { ...proposal, tag: SESSION_PROPOSE_REQUEST_TAG }),
        }
      }
      case 'wc_approveSession': {
        const response = readPublish(params, { topic: 'pairingTopic', message: 'sessionProposalResponse' })
        const settle = readPublish(params, { topic: 'sessionTopic', message: 'sessionSettlementRequest' })
        subscribe(connection, settle.topic)
        return {
          result: true,
          afterResponse: () => {
            publish(connection, { ...response, tag: SESSION_PROPOSE_RESPONSE_TAG })
            publish(connection, { ...settle, tag: SESSION_SETTLE_REQUEST_TAG })
          },
        }
      }
      default:
        return { result: undefined }
    }
  }

  function receive(connection: RelayConnection, text: string): void {
    let payload: unknown
    try {
      payload = parseRelayJson(text)
    } catch {
      connection.send(stringifyRelayJson(errorResponse(null, JSON_RPC_PARSE_ERROR, 'Parse error')))
      return
    }
    if (typeof payload !== 'object' || payload === null) {
      connection.send(stringifyRelayJson(errorResponse(null, JSON_RPC_INVALID_REQUEST, 'Invalid request')))
      return
    }
    const { id, method, params } = payload as { id?: unknown; method?: unknown; params?: unknown }
    if (!isJsonRpcId(id)) {
      connection.send(stringifyRelayJson(errorResponse(null, JSON_RPC_INVALID_REQUEST, 'Invalid request')))
      return
    }
    if (method === undefined) {
      // A response: the acknowledgement of an `irn_subscription` push.
      const message = connection.awaitingAck.get(String(id))
      connection.awaitingAck.delete(String(id))
      if (message !== undefined && (payload as { result?: unknown }).result === true) {
        mailbox.acknowledge({ message, clientId: connection.clientId })
      }
      return
    }
    if (typeof method !== 'string') {
      connection.send(stringifyRelayJson(errorResponse(id, JSON_RPC_INVALID_REQUEST, 'Invalid request')))
      return
    }
    try {
      const { result, afterResponse } = call(connection, method, readRelayParams(params))
      if (result === undefined) {
        connection.send(
          stringifyRelayJson(errorResponse(id, JSON_RPC_METHOD_NOT_FOUND, `Method not found: ${method}`)),
        )
        return
      }
      connection.send(stringifyRelayJson({ id, jsonrpc: '2.0', result }))
      afterResponse?.()
    } catch (error) {
      if (!(error instanceof RelayInvalidParamsError)) throw error
      connection.send(
        stringifyRelayJson(errorResponse(id, JSON_RPC_INVALID_PARAMS, `Invalid params: ${error.message}`)),
      )
    }
  }

  return {
    mailbox,
    /** Registers a client; `send` writes one text frame to it. */
    connect(connection: { clientId: string; send(text: string): void }): RelayConnection {
      return { ...connection, topics: new Set(), awaitingAck: new Map() }
    },
    /** Forgets a closed client's subscriptions; what it did not acknowledge stays in the mailbox. */
    disconnect(connection: RelayConnection): void {
      for (const topic of [...connection.topics]) unsubscribe(connection, topic)
      connection.awaitingAck.clear()
    },
    /** Handles one text frame from `connection`. */
    receive,
    /** Topics with at least one subscriber. */
    getSubscribedTopics(): string[] {
      return [...subscribers.keys()]
    },
  }
}

export type RelayHub = ReturnType<typeof createRelayHub>

function readTopic(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) {
    throw new RelayInvalidParamsError('topics must be non-empty strings')
  }
  return value
}

function isJsonRpcId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
}

function errorResponse(id: JsonRpcId | null, code: number, message: string) {
  return { id, jsonrpc: '2.0', error: { code, message } }
}
