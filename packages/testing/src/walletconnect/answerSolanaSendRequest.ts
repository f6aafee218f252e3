import { JSON_RPC_TIMEOUT_MS, withTimeout } from '@atrium/common'
import { Connection, PublicKey, type SendOptions, VersionedTransaction } from '@solana/web3.js'
import { createProviderRpcError } from '../wallet/ProviderRpcError.js'
import type { SolanaSigner } from './createSolanaSigner.js'

/** JSON-RPC "invalid params". */
const INVALID_PARAMS_CODE = -32602
/** EIP-1193 "unsupported method" / "unauthorized" (a transaction the peer's key does not sign). */
const UNSUPPORTED_METHOD_CODE = 4200
const UNAUTHORIZED_CODE = 4100

export type AnswerSolanaSendRequestParameters = {
  readonly params: unknown
  readonly solana: SolanaSigner | undefined
  /** HTTP JSON-RPC URL of the chain the peer sends to; without it the peer does not send. */
  readonly rpcUrl: string | undefined
}

/** The `sendOptions` of the request, as web3.js's `SendOptions`; anything else is dropped. */
function readSendOptions(value: unknown): SendOptions {
  if (typeof value !== 'object' || value === null) return {}
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = value as Record<string, unknown>
  return {
    ...(typeof skipPreflight === 'boolean' ? { skipPreflight } : {}),
    ...(typeof preflightCommitment === 'string'
      ? { preflightCommitment: preflightCommitment as NonNullable<SendOptions['preflightCommitment']> }
      : {}),
    ...(typeof maxRetries === 'number' ? { maxRetries } : {}),
    ...(typeof minContextSlot === 'number' ? { minContextSlot } : {}),
  }
}

function readTransaction(transaction: unknown): VersionedTransaction {
  if (typeof transaction !== 'string')
    throw createProviderRpcError(INVALID_PARAMS_CODE, 'Expected a base64 transaction')
  try {
    // Reads legacy and v0 wire transactions alike.
    return VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'))
  } catch {
    throw createProviderRpcError(
      INVALID_PARAMS_CODE,
      'The transaction is not a serialized Solana transaction',
    )
  }
}

/**
 * `solana_signAndSendTransaction` of the WalletConnect Solana reference (`{ transaction: base64 of
 * a serialized transaction, sendOptions? }` → `{ signature }`), with the peer's real key: the
 * transaction is read, signed where the peer's key is a required signer, and sent to `rpcUrl`
 * with the send options (preflight simulation included unless skipped). The answer is the base58
 * signature, the transaction id, once the node accepted it.
 *
 * @throws ProviderRpcError 4100 when the peer's key is not a required signer, -32602 for a
 * malformed transaction, 4200 without an RPC URL; the node's own JSON-RPC error when it refuses.
 */
export async function answerSolanaSendRequest(
  parameters: AnswerSolanaSendRequestParameters,
): Promise<unknown> {
  const { solana, rpcUrl } = parameters
  if (solana === undefined)
    throw createProviderRpcError(UNAUTHORIZED_CODE, 'The peer holds no Solana account')
  if (rpcUrl === undefined)
    throw createProviderRpcError(UNSUPPORTED_METHOD_CODE, 'The peer has no Solana RPC URL to send through')
  const { transaction: encoded, sendOptions } = (parameters.params ?? {}) as Record<string, unknown>
  const transaction = readTransaction(encoded)
  const { message } = transaction
  const signerIndex = message.staticAccountKeys.findIndex((key) => key.toBase58() === solana.address)
  if (signerIndex < 0 || signerIndex >= message.header.numRequiredSignatures) {
    throw createProviderRpcError(UNAUTHORIZED_CODE, 'The transaction does not need the peer’s signature')
  }
  transaction.addSignature(new PublicKey(solana.address), solana.signMessage(message.serialize()))
  const connection = new Connection(rpcUrl, 'confirmed')
  const signature = await withTimeout(
    connection.sendRawTransaction(transaction.serialize(), readSendOptions(sendOptions)),
    JSON_RPC_TIMEOUT_MS,
    'The Solana node',
  )
  return { signature }
}
