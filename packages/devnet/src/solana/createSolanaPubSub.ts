import { PublicKey, SystemProgram } from '@solana/web3.js'
import type { WebSocket } from 'ws'
import { stringifyRelayJson } from '../relay/relayJson.js'
import type { SolanaAccount, SolanaLedger, SolanaTransactionRecord } from './createSolanaLedger.js'
import { SOLANA_SLOT_DURATION_MS } from './createSolanaSlotClock.js'
import {
  encodeSolanaAccount,
  readAccountEncodingOptions,
  type SolanaAccountEncodingOptions,
} from './encodeSolanaAccount.js'
import { handleSolanaRpcRequest, type SolanaRpcMethods } from './handleSolanaRpcRequest.js'
import {
  readCommitment,
  readConfig,
  readFlag,
  readPublicKey,
  readRequired,
  readSignature,
  SOLANA_RPC_ERROR_CODES,
  SolanaRpcError,
} from './readSolanaRpcParams.js'
import { withSolanaContext } from './solanaRpcContext.js'

type Subscription = {
  id: number
  kind: 'signature' | 'account' | 'slot'
  key: string
  notify(method: string, result: unknown): void
  encoding?: SolanaAccountEncodingOptions
  /** Whether a signature subscription also wants the `'receivedSignature'` notification. */
  received?: boolean
}

/** What the RPC reports for an account that a transaction deleted. */
const DELETED_ACCOUNT: SolanaAccount = {
  lamports: 0n,
  data: new Uint8Array(0),
  owner: SystemProgram.programId,
  executable: false,
  rentEpoch: 0n,
}

/**
 * The Solana PubSub API over WebSocket: `signatureSubscribe` (one notification, then the subscription
 * ends, as on a validator), `accountSubscribe` (a notification whenever a processed transaction wrote
 * the account) and `slotSubscribe`, each with its `…Unsubscribe`. The local chain roots every slot at
 * once, so each commitment level is reached when the transaction is processed and a subscription for
 * an already processed signature is answered at once.
 */
export function createSolanaPubSub(ledger: SolanaLedger) {
  const subscriptions = new Map<number, Subscription>()
  const byKey = new Map<string, Set<Subscription>>()
  let nextId = 0
  let slotTicker: NodeJS.Timeout | undefined

  const unwatchTransactions = ledger.watchTransactions(onTransaction)
  const unwatchSlots = ledger.watchSlot((slot) => {
    for (const subscription of byKey.get('slot:') ?? []) {
      subscription.notify('slotNotification', { parent: Math.max(slot - 1, 0), root: slot, slot })
    }
  })

  function add(subscription: Omit<Subscription, 'id'>): Subscription {
    nextId += 1
    const added = { ...subscription, id: nextId }
    subscriptions.set(added.id, added)
    const key = `${added.kind}:${added.key}`
    const set = byKey.get(key)
    if (set === undefined) byKey.set(key, new Set([added]))
    else set.add(added)
    if (added.kind === 'slot' && slotTicker === undefined) {
      // Slots advance lazily; a ticker makes them advance (and be notified) while someone listens.
      slotTicker = setInterval(() => ledger.getSlot(), SOLANA_SLOT_DURATION_MS)
      slotTicker.unref()
    }
    return added
  }

  function remove(subscription: Subscription): void {
    subscriptions.delete(subscription.id)
    const key = `${subscription.kind}:${subscription.key}`
    byKey.get(key)?.delete(subscription)
    if (byKey.get(key)?.size === 0) byKey.delete(key)
    if (!byKey.has('slot:') && slotTicker !== undefined) {
      clearInterval(slotTicker)
      slotTicker = undefined
    }
  }

  function onTransaction(record: SolanaTransactionRecord): void {
    for (const subscription of byKey.get(`signature:${record.signature}`) ?? []) {
      notifySignature(subscription, record)
    }
    const written = record.accountKeys.filter(
      // A failed transaction only charges its fee payer.
      (_key, index) =>
        record.err === null ? record.transaction.message.isAccountWritable(index) : index === 0,
    )
    for (const address of new Set(written.map((key) => key.toBase58()))) {
      const listeners = byKey.get(`account:${address}`)
      if (listeners === undefined) continue
      const account = ledger.getAccount(new PublicKey(address)) ?? DELETED_ACCOUNT
      for (const subscription of listeners) {
        subscription.notify(
          'accountNotification',
          withSolanaContext(
            record.slot,
            encodeSolanaAccount(
              account,
              subscription.encoding ?? { encoding: 'base64', dataSlice: undefined },
              ledger.getMintDecimals,
            ),
          ),
        )
      }
    }
  }

  function notifySignature(subscription: Subscription, record: SolanaTransactionRecord): void {
    remove(subscription)
    // Receiving and processing are one step on the local chain.
    if (subscription.received === true) {
      subscription.notify('signatureNotification', withSolanaContext(record.slot, 'receivedSignature'))
    }
    subscription.notify('signatureNotification', withSolanaContext(record.slot, { err: record.err }))
  }

  /** Serves one client until its socket closes. */
  function connect(socket: WebSocket): void {
    const own = new Set<Subscription>()
    const send = (payload: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(stringifyRelayJson(payload))
    }
    const subscribe = (subscription: Omit<Subscription, 'id' | 'notify'>): number => {
      const added = add({
        ...subscription,
        notify: (method, result) => {
          if (subscription.kind === 'signature') own.delete(added)
          send({ jsonrpc: '2.0', method, params: { result, subscription: added.id } })
        },
      })
      own.add(added)
      return added.id
    }
    const unsubscribe = (kind: Subscription['kind']) => (params: unknown[]) => {
      const id = readRequired(params, 0, 'subscription id')
      const subscription = typeof id === 'number' ? subscriptions.get(id) : undefined
      if (subscription === undefined || subscription.kind !== kind || !own.has(subscription)) {
        throw new SolanaRpcError(SOLANA_RPC_ERROR_CODES.invalidParams, 'Invalid subscription id.')
      }
      own.delete(subscription)
      remove(subscription)
      return true
    }
    const methods: SolanaRpcMethods = {
      signatureSubscribe(params) {
        const signature = readSignature(readRequired(params, 0, 'signature'), 'signature')
        const config = readConfig(params, 1)
        readCommitment(config)
        const received = readFlag(config, 'enableReceivedNotification', false)
        const id = subscribe({ kind: 'signature', key: signature, received })
        const record = ledger.getTransaction(signature)
        if (record !== undefined) {
          // The notification must follow the subscription's own answer, which the caller sends first.
          queueMicrotask(() => {
            const subscription = subscriptions.get(id)
            if (subscription !== undefined) notifySignature(subscription, record)
          })
        }
        return id
      },
      signatureUnsubscribe: unsubscribe('signature'),
      accountSubscribe(params) {
        const address = readPublicKey(readRequired(params, 0, 'pubkey'), 'pubkey')
        const config = readConfig(params, 1)
        readCommitment(config)
        return subscribe({
          kind: 'account',
          key: address.toBase58(),
          encoding: readAccountEncodingOptions(config),
        })
      },
      accountUnsubscribe: unsubscribe('account'),
      slotSubscribe() {
        return subscribe({ kind: 'slot', key: '' })
      },
      slotUnsubscribe: unsubscribe('slot'),
    }
    socket.on('message', (data) => {
      const response = handleSolanaRpcRequest(methods, data.toString())
      if (response !== undefined && socket.readyState === socket.OPEN) socket.send(response)
    })
    // A client vanishing mid-write is normal; the close event cleans up.
    socket.on('error', () => {})
    socket.on('close', () => {
      for (const subscription of own) remove(subscription)
      own.clear()
    })
  }

  return {
    connect,
    /** Subscriptions open right now, over all clients. */
    get subscriptionCount(): number {
      return subscriptions.size
    },
    /** Stops listening to the chain; sockets are closed by the server that owns them. */
    dispose(): void {
      unwatchTransactions()
      unwatchSlots()
      for (const subscription of [...subscriptions.values()]) remove(subscription)
    },
  }
}

/** The PubSub side of a local Solana chain. */
export type SolanaPubSub = ReturnType<typeof createSolanaPubSub>
