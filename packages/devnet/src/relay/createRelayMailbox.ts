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
 * The relay's per-topic store. Each message stays until its TTL, whoever has read it: a peer that
 * subscribes later (the dApp subscribing to a session topic after the settle request was published,
 * or a client resubscribing after a relay restart) still receives it.
 */
export function createRelayMailbox(parameters: { clock: RelayClock }) {
  const { clock } = parameters
  const topics = new Map<string, RelayMailboxMessage[]>()

  function getLiveMessages(topic: string): RelayMailboxMessage[] {
    const now = clock.now()
    const messages = (topics.get(topic) ?? []).filter((message) => message.expiresAt > now)
    if (messages.length === 0) topics.delete(topic)
    else topics.set(topic, messages)
    return messages
  }

  return {
    /** Stores a message and returns it; an identical envelope already held is returned instead. */
    publish(publish: RelayMailboxPublishParameters): RelayMailboxMessage {
      const messages = getLiveMessages(publish.topic)
      const duplicate = messages.find((held) => held.message === publish.message)
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
      topics.set(publish.topic, [...messages, stored])
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
    },
  }
}

export type RelayMailbox = ReturnType<typeof createRelayMailbox>
