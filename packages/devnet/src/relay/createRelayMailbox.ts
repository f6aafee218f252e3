/** A message the relay holds for a topic until its TTL runs out. */
export type RelayMailboxMessage = {
  readonly topic: string
  /** The encrypted envelope, opaque to the relay. */
  readonly message: string
  /** Milliseconds since the epoch, from the relay's clock. */
  readonly publishedAt: number
  /** `publishedAt + ttl`; the message is dropped from then on. */
  readonly expiresAt: number
  readonly tag: number | undefined
  readonly attestation: string | undefined
  /** Client that published it: it is never echoed back to that client. */
  readonly publisherId: string
  /** Clients that acknowledged it (`result: true`), so a later subscription does not redeliver it. */
  readonly acknowledgedBy: Set<string>
}

export type RelayMailboxPublishParameters = {
  topic: string
  message: string
  /** Seconds, as in `irn_publish`. */
  ttlSeconds: number
  tag?: number | undefined
  attestation?: string | undefined
  publisherId: string
}

/** Injected time source, so TTL expiry is deterministic under test. */
export type RelayClock = { now(): number }

/**
 * Messages a topic holds at most; publishing more drops its oldest. A topic carries one pairing or
 * session whose clients acknowledge each push at once, so the mailbox only has to hold what a peer
 * misses while offline for a TTL (five minutes for a request): fifty requests with their responses,
 * far beyond anyone clicking through a session, while a runaway publisher cannot grow it without end.
 */
export const RELAY_MAX_MESSAGES_PER_TOPIC = 100

/**
 * Messages the mailbox holds at most over all topics; publishing more drops the oldest anywhere. Ten
 * times what a load test of 1,000 clients leaves behind, and at the usual few KiB per envelope (each
 * at most `RELAY_MAX_PAYLOAD_BYTES`) tens of MiB, where a relay kept up for days would otherwise keep
 * every topic any test opened.
 */
export const RELAY_MAX_MESSAGES = 10_000

/**
 * The relay's per-topic store. Each message stays until its TTL, whoever has read it: a peer that
 * subscribes later (the dApp subscribing to a session topic after the settle request was published,
 * or a client resubscribing after a relay restart) still receives it. It is bounded by
 * `RELAY_MAX_MESSAGES_PER_TOPIC` and `RELAY_MAX_MESSAGES`, dropping the oldest first.
 */
export function createRelayMailbox(parameters: { clock: RelayClock }) {
  const { clock } = parameters
  const topics = new Map<string, RelayMailboxMessage[]>()
  /** Every message held, oldest first (a Set keeps insertion order), for dropping the oldest anywhere. */
  const held = new Set<RelayMailboxMessage>()

  function setMessages(topic: string, messages: RelayMailboxMessage[]): void {
    if (messages.length === 0) topics.delete(topic)
    else topics.set(topic, messages)
  }

  function getLiveMessages(topic: string): RelayMailboxMessage[] {
    const now = clock.now()
    const messages = topics.get(topic) ?? []
    for (const message of messages) if (message.expiresAt <= now) held.delete(message)
    const live = messages.filter((message) => message.expiresAt > now)
    setMessages(topic, live)
    return live
  }

  function drop(message: RelayMailboxMessage): void {
    held.delete(message)
    setMessages(
      message.topic,
      (topics.get(message.topic) ?? []).filter((other) => other !== message),
    )
  }

  return {
    /** Stores a message and returns it; an identical envelope already held is returned instead. */
    publish(publish: RelayMailboxPublishParameters): RelayMailboxMessage {
      const messages = getLiveMessages(publish.topic)
      const duplicate = messages.find((message) => message.message === publish.message)
      if (duplicate !== undefined) return duplicate
      const publishedAt = clock.now()
      const stored: RelayMailboxMessage = {
        topic: publish.topic,
        message: publish.message,
        publishedAt,
        expiresAt: publishedAt + publish.ttlSeconds * 1000,
        tag: publish.tag,
        attestation: publish.attestation,
        publisherId: publish.publisherId,
        acknowledgedBy: new Set(),
      }
      setMessages(publish.topic, [...messages, stored])
      held.add(stored)
      const oldestOfTopic = messages[0]
      if (messages.length >= RELAY_MAX_MESSAGES_PER_TOPIC && oldestOfTopic !== undefined) drop(oldestOfTopic)
      const [oldest] = held
      if (held.size > RELAY_MAX_MESSAGES && oldest !== undefined) drop(oldest)
      return stored
    },
    /** Unexpired messages of `topic` that `clientId` neither published nor acknowledged, oldest first. */
    getPending(parameters: { topic: string; clientId: string }): RelayMailboxMessage[] {
      return getLiveMessages(parameters.topic).filter(
        (message) =>
          message.publisherId !== parameters.clientId && !message.acknowledgedBy.has(parameters.clientId),
      )
    },
    /** Records that `clientId` acknowledged `message`. */
    acknowledge(parameters: { message: RelayMailboxMessage; clientId: string }): void {
      parameters.message.acknowledgedBy.add(parameters.clientId)
    },
    /** Number of unexpired messages held, over every topic. */
    count(): number {
      let count = 0
      for (const topic of [...topics.keys()]) count += getLiveMessages(topic).length
      return count
    },
    clear(): void {
      topics.clear()
      held.clear()
    },
  }
}

export type RelayMailbox = ReturnType<typeof createRelayMailbox>
