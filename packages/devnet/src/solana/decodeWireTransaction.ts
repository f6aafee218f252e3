import { base58Decode } from '@polkadot/util-crypto/base58'
import { VersionedTransaction } from '@solana/web3.js'
import { SOLANA_RPC_ERROR_CODES, SolanaRpcError } from './readSolanaRpcParams.js'

/** Largest serialized transaction the cluster accepts (an IPv6 MTU minus headers). */
export const PACKET_DATA_SIZE = 1232

/** Encodings of a transaction sent to `sendTransaction` / `simulateTransaction`. */
export type WireTransactionEncoding = 'base58' | 'base64'

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * Decodes and deserializes a wire transaction with the RPC's checks and messages: encoding, size,
 * layout, and a signature count matching the message header.
 */
export function decodeWireTransaction(
  encoded: string,
  encoding: WireTransactionEncoding,
): VersionedTransaction {
  const typeName = 'solana_transaction::versioned::VersionedTransaction'
  const maxEncoded = encoding === 'base64' ? 1644 : 1683
  if (encoded.length > maxEncoded) {
    throw new SolanaRpcError(
      SOLANA_RPC_ERROR_CODES.invalidParams,
      `${encoding} encoded ${typeName} too large: ${encoded.length} bytes (max: encoded/raw ${maxEncoded}/${PACKET_DATA_SIZE})`,
    )
  }
  let bytes: Uint8Array
  try {
    if (encoding === 'base64' && (!BASE64.test(encoded) || encoded.length % 4 !== 0)) {
      throw new SyntaxError('Invalid symbol or padding')
    }
    bytes = encoding === 'base64' ? Buffer.from(encoded, 'base64') : base58Decode(encoded)
  } catch (error) {
    throw new SolanaRpcError(
      SOLANA_RPC_ERROR_CODES.invalidParams,
      `invalid ${encoding} encoding: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (bytes.length > PACKET_DATA_SIZE) {
    throw new SolanaRpcError(
      SOLANA_RPC_ERROR_CODES.invalidParams,
      `decoded ${typeName} too large: ${bytes.length} bytes (max: ${PACKET_DATA_SIZE} bytes)`,
    )
  }
  let transaction: VersionedTransaction
  try {
    transaction = VersionedTransaction.deserialize(bytes)
  } catch (error) {
    throw new SolanaRpcError(
      SOLANA_RPC_ERROR_CODES.invalidParams,
      `failed to deserialize ${typeName}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  const { header } = transaction.message
  // A fee payer must sign and be writable, and every required signature must be present.
  if (
    transaction.signatures.length !== header.numRequiredSignatures ||
    header.numReadonlySignedAccounts >= header.numRequiredSignatures
  ) {
    throw new SolanaRpcError(
      SOLANA_RPC_ERROR_CODES.invalidParams,
      'invalid transaction: Transaction failed to sanitize accounts offsets correctly',
    )
  }
  return transaction
}
