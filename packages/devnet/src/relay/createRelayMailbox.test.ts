import { describe, expect, test } from 'vitest'
import { createRelayMailbox, RELAY_MAX_MESSAGES, RELAY_MAX_MESSAGES_PER_TOPIC } from './createRelayMailbox.js'

const TOPIC = 'a'.repeat(64)

function createMailbox() {
  const clock = { now: () => 1_000_000 }
  return { clock, mailbox: createRelayMailbox({ clock }) }
}

function publishMessages(
  mailbox: ReturnType<typeof createRelayMailbox>,
  parameters: { count: number; topicOf: (index: number) => string; ttlSeconds?: number },
): void {
  for (let index = 0; index < parameters.count; index += 1) {
    mailbox.publish({
      topic: parameters.topicOf(index),
      message: `message-${index}`,
      ttlSeconds: parameters.ttlSeconds ?? 300,
      publisherId: 'did:key:dapp',
    })
  }
}

function getPendingMessages(mailbox: ReturnType<typeof createRelayMailbox>, topic: string): string[] {
  return mailbox.getPending({ topic, clientId: 'did:key:wallet' }).map((held) => held.message)
}

describe('createRelayMailbox', () => {
  test('holds what is published, oldest first, once per envelope', () => {
    const { mailbox } = createMailbox()

    publishMessages(mailbox, { count: 2, topicOf: () => TOPIC })
    publishMessages(mailbox, { count: 1, topicOf: () => TOPIC })

    expect(getPendingMessages(mailbox, TOPIC)).toEqual(['message-0', 'message-1'])
    expect(mailbox.count()).toBe(2)
  })

  test(`keeps the newest RELAY_MAX_MESSAGES_PER_TOPIC (${RELAY_MAX_MESSAGES_PER_TOPIC}) messages of a topic, dropping the oldest`, () => {
    const { mailbox } = createMailbox()
    const otherTopic = 'b'.repeat(64)
    publishMessages(mailbox, { count: 1, topicOf: () => otherTopic })

    publishMessages(mailbox, { count: RELAY_MAX_MESSAGES_PER_TOPIC + 2, topicOf: () => TOPIC })

    const pending = getPendingMessages(mailbox, TOPIC)
    expect(pending).toHaveLength(RELAY_MAX_MESSAGES_PER_TOPIC)
    expect(pending[0]).toBe('message-2')
    expect(pending.at(-1)).toBe(`message-${RELAY_MAX_MESSAGES_PER_TOPIC + 1}`)
    expect(getPendingMessages(mailbox, otherTopic)).toEqual(['message-0'])
    expect(mailbox.count()).toBe(RELAY_MAX_MESSAGES_PER_TOPIC + 1)
  })

  test(`keeps the newest RELAY_MAX_MESSAGES (${RELAY_MAX_MESSAGES}) messages over all topics, dropping the oldest anywhere`, () => {
    const { mailbox } = createMailbox()
    const topicOf = (index: number) => `topic-${index % (RELAY_MAX_MESSAGES / 10)}`

    publishMessages(mailbox, { count: RELAY_MAX_MESSAGES + 1, topicOf })

    expect(mailbox.count()).toBe(RELAY_MAX_MESSAGES)
    expect(getPendingMessages(mailbox, topicOf(0))).toEqual(
      Array.from({ length: 10 }, (_value, index) => `message-${(index + 1) * (RELAY_MAX_MESSAGES / 10)}`),
    )
    expect(getPendingMessages(mailbox, topicOf(1))[0]).toBe('message-1')
  })

  test('an expired message leaves room: a full topic takes a new message without dropping a live one', () => {
    const { clock, mailbox } = createMailbox()
    publishMessages(mailbox, { count: 1, topicOf: () => TOPIC, ttlSeconds: 30 })
    mailbox.publish({ topic: TOPIC, message: 'live', ttlSeconds: 300, publisherId: 'did:key:dapp' })
    for (let index = 2; index < RELAY_MAX_MESSAGES_PER_TOPIC; index += 1) {
      mailbox.publish({
        topic: TOPIC,
        message: `filler-${index}`,
        ttlSeconds: 300,
        publisherId: 'did:key:dapp',
      })
    }

    clock.now = () => 1_030_000
    mailbox.publish({ topic: TOPIC, message: 'newest', ttlSeconds: 300, publisherId: 'did:key:dapp' })

    const pending = getPendingMessages(mailbox, TOPIC)
    expect(pending).toHaveLength(RELAY_MAX_MESSAGES_PER_TOPIC)
    expect([pending[0], pending.at(-1)]).toEqual(['live', 'newest'])
  })

  test('clear() empties every topic', () => {
    const { mailbox } = createMailbox()
    publishMessages(mailbox, { count: 3, topicOf: (index) => `topic-${index}` })

    mailbox.clear()

    expect(mailbox.count()).toBe(0)
    expect(getPendingMessages(mailbox, 'topic-0')).toEqual([])
  })
})
