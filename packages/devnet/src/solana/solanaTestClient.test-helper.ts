import {
  type Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { SOLANA_DEV_ACCOUNTS } from './solanaDevAccounts.js'
import { ASSOCIATED_TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaProgramIds.js'

/** A JSON-RPC answer as the tests read it. */
export type RpcAnswer = {
  jsonrpc: string
  id: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/** The web3.js keypair of dev account `index`. */
export function getDevKeypair(index: number): Keypair {
  const account = SOLANA_DEV_ACCOUNTS[index]
  if (account === undefined) throw new RangeError(`no dev account ${index}`)
  return Keypair.fromSecretKey(account.secretKey)
}

/** Posts a raw body to the RPC and reads the JSON answer. */
export async function postRpcBody(url: string, body: string): Promise<{ status: number; answer: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  const text = await response.text()
  return { status: response.status, answer: text === '' ? undefined : JSON.parse(text) }
}

/** Calls one RPC method with a raw JSON-RPC request. */
export async function callRpc(url: string, method: string, params?: unknown): Promise<RpcAnswer> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, ...(params === undefined ? {} : { params }) })
  return (await postRpcBody(url, body)).answer as RpcAnswer
}

/** A legacy SOL transfer, without blockhash and signature. */
export function createTransferTransaction(
  from: Keypair,
  to: PublicKey,
  lamports: number | bigint,
): Transaction {
  return new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))
}

/** A signed v0 SOL transfer on the chain's latest blockhash, with that blockhash for confirmation. */
export async function createSignedV0Transfer(
  connection: Connection,
  from: Keypair,
  to: PublicKey,
  lamports: number,
) {
  const latest = await connection.getLatestBlockhash()
  const message = new TransactionMessage({
    payerKey: from.publicKey,
    recentBlockhash: latest.blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports })],
  }).compileToV0Message()
  const transaction = new VersionedTransaction(message)
  transaction.sign([from])
  return { transaction, latest }
}

/** The associated token account of `owner` for `mint` under SPL Token. */
export function getAssociatedTokenAddress(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()],
    ASSOCIATED_TOKEN_PROGRAM_ID,
  )[0]
}

/** The ATA program's `CreateIdempotent` instruction (tag 1), as @solana/spl-token builds it. */
export function createAssociatedTokenAccountInstruction(parameters: {
  payer: PublicKey
  owner: PublicKey
  mint: PublicKey
}): TransactionInstruction {
  const { payer, owner, mint } = parameters
  return new TransactionInstruction({
    programId: ASSOCIATED_TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: getAssociatedTokenAddress(owner, mint), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: TOKEN_PROGRAM_ID, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([1]),
  })
}

/** SPL Token's `TransferChecked` instruction (tag 12: amount u64, decimals u8). */
export function createTransferCheckedInstruction(parameters: {
  source: PublicKey
  mint: PublicKey
  destination: PublicKey
  owner: PublicKey
  amount: bigint
  decimals: number
}): TransactionInstruction {
  const data = Buffer.alloc(10)
  data.writeUInt8(12, 0)
  data.writeBigUInt64LE(parameters.amount, 1)
  data.writeUInt8(parameters.decimals, 9)
  return new TransactionInstruction({
    programId: TOKEN_PROGRAM_ID,
    keys: [
      { pubkey: parameters.source, isSigner: false, isWritable: true },
      { pubkey: parameters.mint, isSigner: false, isWritable: false },
      { pubkey: parameters.destination, isSigner: false, isWritable: true },
      { pubkey: parameters.owner, isSigner: true, isWritable: false },
    ],
    data,
  })
}

/** A raw PubSub client: requests answered by id, notifications queued by method. */
export type PubSubTestClient = {
  request(method: string, params?: unknown): Promise<RpcAnswer>
  /** The next notification of `method` (its `params`), taken from the queue or awaited. */
  nextNotification(method: string): Promise<{ result: unknown; subscription: number }>
  /** Sends raw text and resolves with the next message that is not a notification. */
  sendRaw(text: string): Promise<unknown>
  close(): Promise<void>
}

/** Opens a WebSocket to the PubSub server. */
export async function openPubSub(url: string): Promise<PubSubTestClient> {
  const { WebSocket } = await import('ws')
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const queued: { method: string; params: { result: unknown; subscription: number } }[] = []
  const waiting: { method: string; resolve: (params: { result: unknown; subscription: number }) => void }[] =
    []
  const answers: ((answer: unknown) => void)[] = []
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>
    if (typeof message.method === 'string') {
      const notification = {
        method: message.method,
        params: message.params as { result: unknown; subscription: number },
      }
      const index = waiting.findIndex((waiter) => waiter.method === notification.method)
      if (index === -1) queued.push(notification)
      else waiting.splice(index, 1)[0]?.resolve(notification.params)
      return
    }
    answers.shift()?.(message)
  })
  let nextId = 0
  const sendRaw = (text: string) =>
    new Promise<unknown>((resolve) => {
      answers.push(resolve)
      socket.send(text)
    })
  return {
    sendRaw,
    async request(method, params) {
      nextId += 1
      return (await sendRaw(JSON.stringify({ jsonrpc: '2.0', id: nextId, method, params }))) as RpcAnswer
    },
    nextNotification(method) {
      const index = queued.findIndex((notification) => notification.method === method)
      if (index !== -1) return Promise.resolve((queued.splice(index, 1)[0] as (typeof queued)[number]).params)
      return new Promise((resolve) => waiting.push({ method, resolve }))
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
