import { DevnetError, type DevnetErrorOptions } from '../errors.js'

/**
 * The running chain contradicts a fact the local Polkadot chain announced before starting it (its
 * genesis hash or SS58 prefix), e.g. after an upgrade of chopsticks or of the chain spec package.
 * Clients configured with the announced fact would address another chain, so the start fails.
 */
export class DevnetPolkadotChainMismatchError extends DevnetError<'DEVNET_POLKADOT_CHAIN_MISMATCH'> {
  override name = 'DevnetPolkadotChainMismatchError'

  constructor(
    parameters: { fact: string; expected: string; actual: string },
    options: DevnetErrorOptions = {},
  ) {
    super(
      'DEVNET_POLKADOT_CHAIN_MISMATCH',
      `The local Polkadot chain reports ${parameters.fact} ${parameters.actual}, not ${parameters.expected} as announced.`,
      { ...options, meta: parameters },
    )
  }
}
