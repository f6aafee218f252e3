import { createPrivateKey, type KeyObject, sign } from 'node:crypto'
import { base58 } from '@scure/base'
import {
  Connection,
  PACKET_DATA_SIZE,
  PublicKey,
  type SendOptions,
  VersionedMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { z } from 'zod'
import type { AuthServiceConfig } from '../config/authServiceConfig.js'
import { AuthServiceError } from '../errors/AuthServiceError.js'

/** The Solana methods the embedded wallet answers (the WalletConnect Solana names, A-29). */
export const SOLANA_WALLET_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** Longest message `solana_signMessage` signs, in bytes: sign-in messages are a few hundred. */
export const SOLANA_MAX_MESSAGE_BYTES = 2048
/** Most transactions one `solana_signAllTransactions` signs. */
export const SOLANA_MAX_TRANSACTIONS = 16

/** Base64 text of at most one packet (1232 bytes), checked before any decoding. */
const base64TransactionSchema = z
  .string()
  .max(Math.ceil(PACKET_DATA_SIZE / 3) * 4)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'a base64 transaction')
const base58Schema = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'base58 text')

const sendOptionsSchema = z
  .object({
    skipPreflight: z.boolean().optional(),
    preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
    maxRetries: z.number().int().min(0).max(10).optional(),
    minContextSlot: z.number().int().nonnegative().optional(),
  })
  .strict()

/** A CAIP-2 Solana chain id: `solana:` and the first 32 characters of the genesis hash. */
export const solanaChainIdSchema = z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'a solana: chain id')

/** The Solana requests, as `createAuthSession` of `@atrium/adapter-solana` sends them. */
export const solanaRequestSchemas = [
  z.object({
    method: z.literal('solana_signMessage'),
    // Base58 of SOLANA_MAX_MESSAGE_BYTES bytes is at most ~1.37 times as long.
    params: z.object({
      message: base58Schema(Math.ceil(SOLANA_MAX_MESSAGE_BYTES * 1.37) + 1),
      pubkey: base58Schema(44),
    }),
  }),
  z.object({
    method: z.literal('solana_signTransaction'),
    params: z.object({ transaction: base64TransactionSchema }),
  }),
  z.object({
    method: z.literal('solana_signAllTransactions'),
    params: z.object({ transactions: z.array(base64TransactionSchema).min(1).max(SOLANA_MAX_TRANSACTIONS) }),
  }),
  z.object({
    method: z.literal('solana_signAndSendTransaction'),
    chainId: solanaChainIdSchema,
    params: z.object({ transaction: base64TransactionSchema, sendOptions: sendOptionsSchema.optional() }),
  }),
] as const

export type SolanaRequest = z.infer<(typeof solanaRequestSchemas)[number]>

/** PKCS#8 DER prefix of an Ed25519 private key (RFC 8410), followed by the 32-byte seed. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** The user's Ed25519 key as a node:crypto key object, which signs without exposing the seed again. */
export function toSolanaSigningKey(seed: Buffer): KeyObject {
  const der = Buffer.concat([ED25519_PKCS8_PREFIX, seed])
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  } finally {
    der.fill(0)
  }
}

const invalidTransaction = (reason: string) =>
  new AuthServiceError(400, 'AUTH_SERVICE_SOLANA_TRANSACTION_INVALID', { parameters: { reason } })

/** The wire transaction of base64 `text`, refused unless it parses to a whole, valid transaction. */
function readTransaction(text: string): VersionedTransaction {
  const bytes = Buffer.from(text, 'base64')
  if (bytes.length === 0 || bytes.length > PACKET_DATA_SIZE) {
    throw invalidTransaction(`it must be 1 to ${PACKET_DATA_SIZE} bytes`)
  }
  let transaction: VersionedTransaction
  try {
    transaction = VersionedTransaction.deserialize(bytes)
  } catch {
    throw invalidTransaction('it is not a serialized Solana transaction')
  }
  // web3.js ignores bytes after the message; a signed blob must be exactly what was parsed.
  if (!Buffer.from(transaction.serialize()).equals(bytes)) {
    throw invalidTransaction('it has bytes after the transaction')
  }
  return transaction
}

/**
 * Refuses a transaction `owner` does not pay the fee of: a transaction paid by another account could
 * spend this one's balance as a co-signer where the user expects a transfer of their own.
 */
const assertPaidBy = (owner: PublicKey) => (transaction: VersionedTransaction) => {
  const [feePayer] = transaction.message.staticAccountKeys
  if (feePayer === undefined || !feePayer.equals(owner)) {
    throw new AuthServiceError(403, 'AUTH_SERVICE_SOLANA_FEE_PAYER_MISMATCH', {
      parameters: { address: feePayer?.toBase58() ?? '' },
    })
  }
}

/** Signs `transaction` as `owner`, its fee payer, with the key `openKey` opens once the check passed. */
function signTransaction(
  transaction: VersionedTransaction,
  owner: PublicKey,
  openKey: () => KeyObject,
): VersionedTransaction {
  assertPaidBy(owner)(transaction)
  transaction.addSignature(owner, sign(null, transaction.message.serialize(), openKey()))
  return transaction
}

const encodeTransaction = (transaction: VersionedTransaction) =>
  Buffer.from(transaction.serialize()).toString('base64')

/** True when `bytes` read as a transaction message: signing them as a message would sign that transaction. */
function isTransactionMessage(bytes: Uint8Array): boolean {
  try {
    VersionedMessage.deserialize(bytes)
    return true
  } catch {
    return false
  }
}

/** The RPC's short reason of a failed send, never the transaction. */
const toSendFailure = (error: unknown) =>
  new AuthServiceError(502, 'AUTH_SERVICE_RPC_FAILED', {
    parameters: {
      reason:
        error instanceof Error && error.message !== ''
          ? (error.message.split('\n')[0]?.slice(0, 300) ?? '')
          : 'the RPC refused the transaction',
    },
  })

/**
 * Answers one Solana request with the user's Ed25519 key: messages and transactions signed here,
 * `solana_signAndSendTransaction` sent to the configured chain's RPC. Answers have the WalletConnect
 * shapes: `{ signature }` (base58), plus `{ transaction }` (base64) for a signed transaction and
 * `{ transactions }` for several.
 */
export async function answerSolanaRequest(parameters: {
  request: SolanaRequest
  address: string
  /** Opens the user's key; called once checks passed, so a refused request never opens it. */
  openKey: () => KeyObject
  chains: NonNullable<AuthServiceConfig['solanaChains']>
}): Promise<Record<string, unknown>> {
  const { request } = parameters
  const owner = new PublicKey(parameters.address)
  switch (request.method) {
    case 'solana_signMessage': {
      if (request.params.pubkey !== parameters.address) {
        throw new AuthServiceError(403, 'AUTH_SERVICE_RPC_ADDRESS_MISMATCH', {
          parameters: { address: request.params.pubkey },
        })
      }
      let message: Uint8Array
      try {
        message = base58.decode(request.params.message)
      } catch {
        throw new AuthServiceError(400, 'AUTH_SERVICE_INVALID_REQUEST', {
          parameters: { reason: 'params.message: base58 text' },
        })
      }
      if (message.length > SOLANA_MAX_MESSAGE_BYTES)
        throw new AuthServiceError(413, 'AUTH_SERVICE_BODY_TOO_LARGE')
      if (isTransactionMessage(message))
        throw new AuthServiceError(400, 'AUTH_SERVICE_SOLANA_MESSAGE_IS_TRANSACTION')
      return { signature: base58.encode(sign(null, message, parameters.openKey())) }
    }
    case 'solana_signTransaction': {
      const signed = signTransaction(readTransaction(request.params.transaction), owner, parameters.openKey)
      return {
        signature: base58.encode(signed.signatures[0] ?? new Uint8Array()),
        transaction: encodeTransaction(signed),
      }
    }
    case 'solana_signAllTransactions': {
      // Every transaction is read and checked before any is signed: one refusal signs none.
      const transactions = request.params.transactions.map(readTransaction)
      transactions.forEach(assertPaidBy(owner))
      const key = parameters.openKey()
      return {
        transactions: transactions.map((transaction) =>
          encodeTransaction(signTransaction(transaction, owner, () => key)),
        ),
      }
    }
    case 'solana_signAndSendTransaction': {
      const configured = parameters.chains.find(({ chainId }) => chainId === request.chainId)
      if (configured === undefined) {
        throw new AuthServiceError(400, 'AUTH_SERVICE_CHAIN_UNSUPPORTED', {
          parameters: { chainId: request.chainId },
        })
      }
      const signed = signTransaction(readTransaction(request.params.transaction), owner, parameters.openKey)
      const connection = new Connection(configured.rpcUrl, {
        commitment: 'confirmed',
        disableRetryOnRateLimit: true,
      })
      const signature = await connection
        .sendRawTransaction(signed.serialize(), (request.params.sendOptions ?? {}) as SendOptions)
        .catch((error: unknown) => {
          throw toSendFailure(error)
        })
      return { signature }
    }
  }
}
