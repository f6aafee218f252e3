import { Psbt } from 'bitcoinjs-lib'
import { createProviderRpcError } from '../wallet/ProviderRpcError.js'
import { type BitcoinTestWalletNetwork, toBitcoinJsNetwork } from './deriveBitcoinTestAccount.js'

const INVALID_PARAMS_CODE = -32602

/** A PSBT as a dApp hands it over: base64 (sats-connect), hex (Unisat, Leather) or bytes (Phantom). */
export type TestWalletPsbtInput =
  | { readonly base64: string }
  | { readonly hex: string }
  | { readonly bytes: Uint8Array }

/** Parses the dApp's PSBT; anything bitcoinjs-lib cannot read is the dApp's mistake: -32602. */
export function readTestWalletPsbt(input: TestWalletPsbtInput, network: BitcoinTestWalletNetwork): Psbt {
  const options = { network: toBitcoinJsNetwork(network) }
  try {
    if ('base64' in input) return Psbt.fromBase64(input.base64, options)
    if ('hex' in input) return Psbt.fromHex(input.hex, options)
    return Psbt.fromBuffer(input.bytes, options)
  } catch (error) {
    throw createProviderRpcError(
      INVALID_PARAMS_CODE,
      `Not a valid PSBT: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
