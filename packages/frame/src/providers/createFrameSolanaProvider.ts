import { z } from 'zod'
import type { FrameClient } from '../client/createFrameClient.js'
import type { FrameEventRequest } from '../events/frameEvents.js'
import { parseFrameSchema } from '../events/frameSchemaIssue.js'

/** The part of the frame client the Solana provider uses. */
export type FrameSolanaSource = Pick<FrameClient, 'request'>

const base58 = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,128}$/)
const signatureResultSchema = z.object({ signature: base58 })
const transactionResultSchema = z.object({
  transaction: z
    .string()
    .min(1)
    .max(64 * 1024),
})
const transactionsResultSchema = z.object({
  transactions: z
    .array(
      z
        .string()
        .min(1)
        .max(64 * 1024),
    )
    .max(64),
})

/** Sends `method` to the embedded wallet and checks its answer with `schema`. */
// The RPC request event's schema checks that `params` are JSON before anything is sent.
async function ask<schema extends z.ZodType>(
  client: FrameSolanaSource,
  chainId: string,
  method: string,
  params: Record<string, unknown>,
  schema: schema,
): Promise<z.output<schema>> {
  const result = parseFrameSchema(
    schema,
    await client.request({ method, params: params as FrameEventRequest<'RPC_REQUEST'>['params'], chainId }),
  )
  if (!result.success) throw result.error
  return result.data
}

/**
 * A Solana provider over the embedded wallet on network `chainId` (a CAIP-2 id), speaking the
 * WalletConnect Solana methods of RPC-002 with their wire shapes: messages base58, transactions
 * base64, signatures base58. The Solana adapter's auth session uses the same shapes.
 */
export function createFrameSolanaProvider(
  client: FrameSolanaSource,
  parameters: { readonly chainId: string; readonly publicKey: string },
) {
  const { chainId, publicKey } = parameters
  return {
    publicKey,
    /** Signs a base58 message; resolves with the base58 signature. */
    signMessage: async (message: string) =>
      (
        await ask(
          client,
          chainId,
          'solana_signMessage',
          { message, pubkey: publicKey },
          signatureResultSchema,
        )
      ).signature,
    /** Signs a base64 transaction; resolves with the signed transaction (base64). */
    signTransaction: async (transaction: string) =>
      (await ask(client, chainId, 'solana_signTransaction', { transaction }, transactionResultSchema))
        .transaction,
    signAllTransactions: async (transactions: readonly string[]) =>
      (
        await ask(
          client,
          chainId,
          'solana_signAllTransactions',
          { transactions: [...transactions] },
          transactionsResultSchema,
        )
      ).transactions,
    /** Signs and sends a base64 transaction; resolves with its base58 signature. */
    signAndSendTransaction: async (transaction: string, sendOptions?: Record<string, unknown>) =>
      (
        await ask(
          client,
          chainId,
          'solana_signAndSendTransaction',
          sendOptions === undefined ? { transaction } : { transaction, sendOptions },
          signatureResultSchema,
        )
      ).signature,
  }
}
