import { RpcRequestError } from '@atrium/common'
import type { Commitment, Connection } from '@solana/web3.js'
import { buildTransferTransaction, type SolanaTransfer } from './readTransfer.js'

/**
 * The fee in lamports the network charges for `transfer` (`getFeeForMessage` on the message
 * compiled with the latest blockhash): the base fee per signature, plus any priority fee.
 *
 * @throws RpcRequestError when the node knows no fee for the message (its blockhash expired meanwhile).
 */
export async function estimateTransferFee(parameters: {
  readonly connection: Connection
  readonly transfer: SolanaTransfer
  readonly commitment: Commitment
}): Promise<bigint> {
  const { connection, commitment } = parameters
  const latest = await connection.getLatestBlockhash(commitment)
  const message = buildTransferTransaction(parameters.transfer, latest).compileMessage()
  const { value } = await connection.getFeeForMessage(message, commitment)
  if (value === null)
    throw new RpcRequestError({ details: 'The node returned no fee for the transfer message' })
  return BigInt(value)
}
