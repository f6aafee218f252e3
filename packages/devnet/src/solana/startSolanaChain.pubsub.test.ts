import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SystemProgram,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTransferTransaction, getDevKeypair, openPubSub } from './solanaTestClient.test-helper.js'
import { type DevnetSolanaChain, startSolanaChain } from './startSolanaChain.js'

let chain: DevnetSolanaChain
let connection: Connection

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
  connection = new Connection(chain.rpcUrl, { wsEndpoint: chain.wsUrl, commitment: 'confirmed' })
})

afterAll(async () => {
  await chain.stop()
})

describe('startSolanaChain: PubSub subscriptions', () => {
  test('notifies account subscribers when a transaction writes the account', async () => {
    const from = getDevKeypair(9)
    const to = Keypair.generate().publicKey
    const notified = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(to, (account) => {
        void connection.removeAccountChangeListener(id)
        resolve(account.lamports)
      })
    })
    const pubSub = await openPubSub(chain.wsUrl)
    const subscribed = await pubSub.request('accountSubscribe', [to.toBase58(), { encoding: 'jsonParsed' }])
    expect(subscribed.result).toEqual(expect.any(Number))
    await sendAndConfirmTransaction(connection, createTransferTransaction(from, to, 3 * LAMPORTS_PER_SOL), [
      from,
    ])
    expect(await pubSub.nextNotification('accountNotification')).toEqual({
      subscription: subscribed.result,
      result: {
        context: { apiVersion: '4.3.0', slot: expect.any(Number) },
        value: {
          data: ['', 'base64'],
          executable: false,
          lamports: 3 * LAMPORTS_PER_SOL,
          owner: SystemProgram.programId.toBase58(),
          rentEpoch: expect.any(Number),
          space: 0,
        },
      },
    })
    // web3.js subscribed before the write too; the transfer reaches it through the same path.
    expect(await notified).toBe(3 * LAMPORTS_PER_SOL)
    expect((await pubSub.request('accountUnsubscribe', [subscribed.result])).result).toBe(true)
    expect((await pubSub.request('accountUnsubscribe', [subscribed.result])).error).toEqual({
      code: -32602,
      message: 'Invalid subscription id.',
    })
    await pubSub.close()
  })

  test('notifies a signature subscriber once, at once when the transaction is already processed', async () => {
    const from = getDevKeypair(9)
    const signature = await sendAndConfirmTransaction(
      connection,
      createTransferTransaction(from, Keypair.generate().publicKey, LAMPORTS_PER_SOL),
      [from],
    )
    const pubSub = await openPubSub(chain.wsUrl)
    const subscribed = await pubSub.request('signatureSubscribe', [
      signature,
      { commitment: 'finalized', enableReceivedNotification: true },
    ])
    expect(await pubSub.nextNotification('signatureNotification')).toMatchObject({
      subscription: subscribed.result,
      result: { value: 'receivedSignature' },
    })
    expect(await pubSub.nextNotification('signatureNotification')).toEqual({
      subscription: subscribed.result,
      result: { context: { apiVersion: '4.3.0', slot: expect.any(Number) }, value: { err: null } },
    })
    // A signature subscription ends with its notification, as on a validator.
    expect((await pubSub.request('signatureUnsubscribe', [subscribed.result])).error?.code).toBe(-32602)
    expect((await pubSub.request('signatureSubscribe', ['nope'])).error).toEqual({
      code: -32602,
      message: 'Invalid param: signature "nope" is not a base58 signature of 64 bytes',
    })
    expect(await pubSub.request('logsSubscribe', ['all'])).toMatchObject({
      error: { code: -32601, message: 'Method not found' },
    })
    expect(await pubSub.sendRaw('{not json')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
      id: null,
    })
    await pubSub.close()
  })

  test('notifies slot subscribers as slots advance', async () => {
    const pubSub = await openPubSub(chain.wsUrl)
    const subscribed = await pubSub.request('slotSubscribe', [])
    const first = await pubSub.nextNotification('slotNotification')
    const second = await pubSub.nextNotification('slotNotification')
    expect(first.subscription).toBe(subscribed.result)
    const slots = [first, second].map(({ result }) => (result as { slot: number }).slot)
    expect(slots[1]).toBeGreaterThan(slots[0] ?? 0)
    expect(second.result).toEqual({ parent: (slots[1] ?? 0) - 1, root: slots[1], slot: slots[1] })
    expect((await pubSub.request('slotUnsubscribe', [subscribed.result])).result).toBe(true)
    await pubSub.close()
  })
})
