import { SiwxChainNotSupportedError, SiwxVerificationFailedError } from '../errors/siwx.js'
import { findSiwxVerifier, SIWX_LINE_BREAK } from './findSiwxVerifier.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { isSiwxSessionExpired } from './isSiwxSessionExpired.js'
import type { SiwxSession, SiwxVerifier } from './SiwxConfig.js'

export type VerifySiwxSessionParameters = {
  readonly verifiers: readonly SiwxVerifier[]
  /** The app's domain: a session signed for another one is refused (EIP-4361's relying-party check). */
  readonly domain: string
  /** ms since the epoch. */
  readonly now: number
  /** When given, the session's nonce must be one of these (issued by this page): no replay. */
  readonly issuedNonces?: ReadonlySet<string> | undefined
}

export type VerifySiwxSessionReturnType = undefined
export type VerifySiwxSessionErrorType = SiwxChainNotSupportedError | SiwxVerificationFailedError

/**
 * Checks a sign-in session before it is kept: its chain has a verifier (else ERR-004), its text is
 * exactly `formatSiwxMessage(data)` with a one-line statement, it is for `domain`, within its
 * validity window and (when `issuedNonces` is given) for a nonce this page issued, and the
 * namespace's verifier accepts the signature. Any other failure is ERR-002, its reason in
 * `details` and a throwing verifier's error as `cause`.
 *
 * @throws SiwxChainNotSupportedError | SiwxVerificationFailedError
 */
export async function verifySiwxSession(
  session: SiwxSession,
  parameters: VerifySiwxSessionParameters,
): Promise<VerifySiwxSessionReturnType> {
  const { data } = session
  const { chainId } = data
  const verifier = findSiwxVerifier(parameters.verifiers, chainId)
  if (verifier === undefined) throw new SiwxChainNotSupportedError({ chainId: String(chainId) })
  const fail = (details: string, cause?: unknown) =>
    new SiwxVerificationFailedError({
      details,
      ...(cause === undefined ? {} : { cause }),
      meta: { chainId, address: data.accountAddress },
    })
  if (data.accountAddress === '') throw fail('The session names no account')
  if (data.statement !== undefined && SIWX_LINE_BREAK.test(data.statement))
    throw fail('The statement spans several lines')
  if (session.message !== formatSiwxMessage(data)) throw fail('The message text does not match its data')
  if (data.domain !== parameters.domain)
    throw fail(`The session is for ${data.domain}, not ${parameters.domain}`)
  if (isSiwxSessionExpired(data, parameters.now)) throw fail('The session has expired')
  if (data.notBefore !== undefined && !(Date.parse(data.notBefore) <= parameters.now))
    throw fail('The session is not valid yet')
  if (parameters.issuedNonces !== undefined && !parameters.issuedNonces.has(data.nonce))
    throw fail('The nonce was not issued by this page')
  let valid: boolean
  try {
    valid = await verifier.verify(session)
  } catch (cause) {
    throw fail('The verifier failed', cause)
  }
  if (!valid) throw fail("The signature is not the account's")
}
