import { AtriumError, type AtriumErrorOptions, AUTH_MESSAGES } from '@atrium/common'

/**
 * [ERR-002] A sign-in session did not verify: its signature does not match its message and
 * account, its message does not match its data, or it is expired, for another domain or for a
 * nonce this page never issued (A-45: the verifiers check plain account signatures, so a smart
 * account's signature fails here too, which is what the text tells the user). `details` says which
 * check failed; the text never does.
 */
export class SiwxVerificationFailedError extends AtriumError<'SMART_ACCOUNT_NOT_SUPPORTED'> {
  override name = 'SiwxVerificationFailedError'
  constructor(options: AtriumErrorOptions = {}) {
    super('SMART_ACCOUNT_NOT_SUPPORTED', AUTH_MESSAGES.SMART_ACCOUNT_NOT_SUPPORTED, options)
  }
}

/**
 * [ERR-004] Sign-in was asked for on a chain the configuration cannot verify: no verifier serves
 * its namespace, or the chain id is not a CAIP-2 id. `meta.chainId` holds the chain.
 */
export class SiwxChainNotSupportedError extends AtriumError<'CHAIN_NOT_SUPPORTED'> {
  override name = 'SiwxChainNotSupportedError'
  constructor(parameters: { readonly chainId: string }, options: AtriumErrorOptions = {}) {
    super('CHAIN_NOT_SUPPORTED', AUTH_MESSAGES.CHAIN_NOT_SUPPORTED, {
      ...options,
      meta: { ...options.meta, chainId: parameters.chainId },
    })
  }
}

/**
 * [ERR-003] The sign-in message could not be prepared (the nonce source failed, no domain outside
 * a browser), so no authenticated session was requested. `cause` holds the failure.
 */
export class SiwxInitializeFailedError extends AtriumError<'AUTHENTICATION_INITIALIZE_FAILED'> {
  override name = 'SiwxInitializeFailedError'
  constructor(options: AtriumErrorOptions = {}) {
    super('AUTHENTICATION_INITIALIZE_FAILED', AUTH_MESSAGES.AUTHENTICATION_INITIALIZE_FAILED, options)
  }
}
