import {
  HttpRequestError,
  isAtriumError,
  JSON_RPC_TIMEOUT_MS,
  UnsupportedProviderMethodError,
  withTimeout,
} from '@atrium/common'

export type BuildSolanaTransferParameters = {
  /** Base58 address of the payer and sender. */
  readonly from: string
  /** Base58 address of the receiver. */
  readonly to: string
  readonly lamports: bigint
  /** HTTP JSON-RPC URL of the network the transfer goes to: where the recent blockhash comes from. */
  readonly rpcUrl: string
}

/**
 * @solana/web3.js is an optional peer dependency of appkit: only a page that sends SOL through
 * WalletConnect needs it, so it is loaded here, in the lazy WalletConnect chunk, and nowhere else.
 */
async function loadSolanaWeb3() {
  try {
    return await import('@solana/web3.js')
  } catch (error) {
    throw new UnsupportedProviderMethodError({
      details: 'Sending SOL through WalletConnect needs the optional peer dependency @solana/web3.js',
      cause: error,
    })
  }
}

/**
 * The unsigned legacy transaction of one System Program transfer, paid by `from`, on the latest
 * blockhash of `rpcUrl`, serialized and in base64: the `transaction` parameter of WalletConnect's
 * `solana_signAndSendTransaction`. The wallet adds the signature, so none is required here.
 * Addresses and amount must already be valid.
 *
 * @throws RequestTimeoutError when the node does not answer within `JSON_RPC_TIMEOUT_MS`.
 * @throws HttpRequestError when the blockhash cannot be read, the node's error as `cause`.
 * @throws UnsupportedProviderMethodError when @solana/web3.js is not installed.
 */
export async function buildSolanaTransfer(parameters: BuildSolanaTransferParameters): Promise<string> {
  const { Connection, PublicKey, SystemProgram, Transaction } = await loadSolanaWeb3()
  const connection = new Connection(parameters.rpcUrl, 'confirmed')
  let blockhash: Awaited<ReturnType<typeof connection.getLatestBlockhash>>
  try {
    blockhash = await withTimeout(connection.getLatestBlockhash(), JSON_RPC_TIMEOUT_MS, 'The Solana node')
  } catch (error) {
    if (isAtriumError(error)) throw error
    throw new HttpRequestError({
      details: `getLatestBlockhash failed on ${parameters.rpcUrl}`,
      cause: error,
    })
  }
  const from = new PublicKey(parameters.from)
  const transaction = new Transaction({ feePayer: from, ...blockhash }).add(
    SystemProgram.transfer({
      fromPubkey: from,
      toPubkey: new PublicKey(parameters.to),
      lamports: parameters.lamports,
    }),
  )
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  return bytes.toString('base64')
}
