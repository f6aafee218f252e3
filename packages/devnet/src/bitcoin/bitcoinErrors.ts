import { DevnetError, type DevnetErrorOptions } from '../errors.js'

/**
 * The local Bitcoin chain refused a transaction. `reason` is the text bitcoind gives for the same
 * fault (`min relay fee not met, 100 < 141`, `bad-txns-inputs-missingorspent`, …) and `rpcCode` its
 * JSON-RPC error code, so the Esplora endpoint can answer exactly as a real node behind Esplora does.
 */
export class DevnetBitcoinTransactionRejectedError extends DevnetError<'DEVNET_BITCOIN_TRANSACTION_REJECTED'> {
  override name = 'DevnetBitcoinTransactionRejectedError'
  readonly rpcCode: number
  readonly reason: string

  constructor(parameters: { rpcCode: number; reason: string }, options: DevnetErrorOptions = {}) {
    super(
      'DEVNET_BITCOIN_TRANSACTION_REJECTED',
      `The local Bitcoin chain rejected the transaction: ${parameters.reason}.`,
      { ...options, meta: { ...options.meta, rpcCode: parameters.rpcCode, reason: parameters.reason } },
    )
    this.rpcCode = parameters.rpcCode
    this.reason = parameters.reason
  }
}

/** Why an address cannot be used on the local chain. */
export type BitcoinAddressProblem = 'format' | 'network'

/** A text is no Bitcoin address (`format`), or one of another network than regtest (`network`). */
export class DevnetBitcoinInvalidAddressError extends DevnetError<'DEVNET_BITCOIN_INVALID_ADDRESS'> {
  override name = 'DevnetBitcoinInvalidAddressError'
  readonly problem: BitcoinAddressProblem

  constructor(
    parameters: { address: string; problem: BitcoinAddressProblem },
    options: DevnetErrorOptions = {},
  ) {
    super(
      'DEVNET_BITCOIN_INVALID_ADDRESS',
      parameters.problem === 'network'
        ? `The address "${parameters.address}" belongs to another Bitcoin network than regtest.`
        : `"${parameters.address}" is not a Bitcoin address.`,
      { ...options, meta: { address: parameters.address, problem: parameters.problem } },
    )
    this.problem = parameters.problem
  }
}
