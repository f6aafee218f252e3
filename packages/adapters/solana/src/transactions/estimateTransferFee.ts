import { RpcRequestError } from '@atrium/common'
import type { Commitment, Connection } from '@solana/web3.js'
import { planTransfer } from './planTransfer.js'
import { buildTransferTransaction, type SolanaTransfer } from './readTransfer.js'

/**
 * The lamports `transfer` costs the sender besides what it moves: the fee the network charges
 * (`getFeeForMessage` on the message compiled with the latest blockhash: the base fee per
 * signature, plus any priority fee), plus the rent-exempt deposit of the receiver's token account
 * when an SPL transfer creates it, so Max and the balance guards count it.
 *
 * @throws RpcRequestError when the node knows no fee for the message (its blockhash expired
 * meanwhile); what `planTransfer` throws for an SPL transfer it refuses.
 */
export async function estimateTransferFee(parameters: {
  readonly connection: Connection
  readonly transfer: SolanaTransfer
  readonly commitment: Commitment
}): Promise<bigint> {
  const { connection, commitment, transfer } = parameters
  const [latest, plan] = await Promise.all([
    connection.getLatestBlockhash(commitment),
    planTransfer(parameters),
  ])
  const message = buildTransferTransaction(transfer.from, plan.instructions, latest).compileMessage()
  const { value } = await connection.getFeeForMessage(message, commitment)
  if (value === null)
    throw new RpcRequestError({ details: 'The node returned no fee for the transfer message' })
  return BigInt(value) + plan.rent
}
