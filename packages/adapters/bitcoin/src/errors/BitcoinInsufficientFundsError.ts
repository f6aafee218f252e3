import { AtriumError, type AtriumErrorOptions, formatMessage, SEND_MESSAGES } from '@atrium/common'

/**
 * A Bitcoin send the account's spendable coins cannot pay: the amount plus the fee of the
 * transaction they would make. `meta` carries both figures in sats, as decimal strings.
 */
export class BitcoinInsufficientFundsError extends AtriumError<'BITCOIN_INSUFFICIENT_FUNDS'> {
  override name = 'BitcoinInsufficientFundsError'
  constructor(
    parameters: { readonly needed: bigint; readonly available: bigint },
    options: AtriumErrorOptions = {},
  ) {
    const needed = parameters.needed.toString()
    const available = parameters.available.toString()
    super(
      'BITCOIN_INSUFFICIENT_FUNDS',
      formatMessage(SEND_MESSAGES.BITCOIN_INSUFFICIENT_FUNDS, { needed, available }),
      {
        ...options,
        meta: { ...options.meta, needed, available },
      },
    )
  }
}
