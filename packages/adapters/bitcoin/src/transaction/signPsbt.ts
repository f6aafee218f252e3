import { InvalidParamsRpcError, NetworkNotFoundError, UnauthorizedProviderError } from '@atrium/common'
import { Psbt } from 'bitcoinjs-lib'
import type { BitcoinAdapter } from '../adapter/createBitcoinAdapter.js'
import { createEsploraClient } from '../esplora/createEsploraClient.js'
import { toBitcoinNetworkName } from '../networks/bitcoinNetwork.js'
import { finalizeSignedPsbt } from './finalizeSignedPsbt.js'

export type SignPsbtParameters = {
  /** The PSBT, base64. */
  readonly psbt: string
  /** Which inputs to sign with which of the session's addresses: `{ [address]: inputIndexes }`. */
  readonly signInputs: Readonly<Record<string, readonly number[]>>
  /** Finalise and broadcast through the session network's Esplora API after signing. Default false. */
  readonly broadcast?: boolean | undefined
}

export type SignPsbtReturnType = {
  /** The signed PSBT (base64), as the wallet returned it (not finalised). */
  readonly psbt: string
  /** The txid, when broadcast. */
  readonly txid?: string | undefined
}

/**
 * Asks the connected bitcoin wallet to sign a dApp-built PSBT (`signPsbt` of sats-connect, Unisat,
 * OKX and Leather, `signPSBT` of Phantom): the inputs of `signInputs`, nothing finalised by the wallet.
 * With `broadcast`, the adapter checks the wallet kept the transaction as given, finalises it and
 * broadcasts it itself. A PSBT for the session's network only.
 *
 * @throws UnauthorizedProviderError without a session, InvalidParamsRpcError for a PSBT that does
 *   not parse, the wallet's refusal (4001), TransactionRejectedRpcError for a signed PSBT that
 *   cannot be finalised, and the node's refusal when broadcast.
 * @example
 * const { psbt } = await signPsbt(adapter, { psbt: base64, signInputs: { [paymentAddress]: [0, 1] } })
 */
export async function signPsbt(
  adapter: BitcoinAdapter,
  parameters: SignPsbtParameters,
): Promise<SignPsbtReturnType> {
  const connection = adapter.getConnection()
  if (connection === undefined)
    throw new UnauthorizedProviderError({ details: 'No bitcoin wallet is connected' })
  let unsigned: Psbt
  try {
    unsigned = Psbt.fromBase64(parameters.psbt)
  } catch (error) {
    throw new InvalidParamsRpcError({ cause: error, details: 'psbt is not a base64 PSBT' })
  }
  const network = adapter.networks.find((entry) => entry.caipNetworkId === connection.networkId)
  const name = toBitcoinNetworkName(connection.networkId)
  if (network === undefined || name === undefined) {
    throw new NetworkNotFoundError({ details: `${connection.networkId} is not a configured network` })
  }
  const signed = await connection.connector.signPsbt({
    psbt: unsigned.toBase64(),
    signInputs: parameters.signInputs,
    network: name,
  })
  if (parameters.broadcast !== true) return { psbt: signed }
  const url = network.rpcUrls.default.http[0]
  if (url === undefined)
    throw new NetworkNotFoundError({ details: `${network.caipNetworkId} has no Esplora URL` })
  const txid = await createEsploraClient(url).broadcast(finalizeSignedPsbt(unsigned, signed).toHex())
  return { psbt: signed, txid }
}
