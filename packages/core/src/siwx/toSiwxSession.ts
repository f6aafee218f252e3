import { isCaipAddress, type Namespace } from '@atrium/common'
import { SiwxVerificationFailedError } from '../errors/siwx.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxCacao, SiwxMessageData, SiwxSession } from './SiwxConfig.js'

const DID_PKH_PREFIX = 'did:pkh:'

/** `value` when it is a string, for the optional payload fields (absent or null in JSON). */
function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/**
 * The sign-in session a CACAO proves (a WalletConnect wallet's answer to an authenticated session
 * request): the account and chain of its issuer `did:pkh:<CAIP-10>`, the payload's fields, the
 * text both sides format from them (`formatSiwxMessage`, as WalletKit's `formatAuthMessage`) and
 * the signature. Nothing is verified here: `SiwxConfig.addSession` does that.
 *
 * @throws SiwxVerificationFailedError when the issuer is not a `did:pkh` account or the version is not 1.
 */
export function toSiwxSession(cacao: SiwxCacao): SiwxSession {
  const { p: payload } = cacao
  const account = payload.iss.startsWith(DID_PKH_PREFIX) ? payload.iss.slice(DID_PKH_PREFIX.length) : ''
  if (!isCaipAddress(account)) {
    throw new SiwxVerificationFailedError({
      details: `The CACAO issuer ${payload.iss} is not a did:pkh account`,
    })
  }
  const uri = payload.aud || payload.uri
  if (payload.version !== '1' || uri === undefined) {
    throw new SiwxVerificationFailedError({ details: 'The CACAO is not a version 1 sign-in for a URI' })
  }
  const [namespace, reference, address] = account.split(':') as [Namespace, string, string]
  const optional = {
    statement: text(payload.statement),
    issuedAt: text(payload.iat),
    expirationTime: text(payload.exp),
    notBefore: text(payload.nbf),
    requestId: text(payload.requestId),
    resources: Array.isArray(payload.resources) ? payload.resources : undefined,
  }
  const data: SiwxMessageData = {
    accountAddress: address,
    chainId: `${namespace}:${reference}`,
    domain: payload.domain,
    uri,
    version: '1',
    nonce: payload.nonce,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
  }
  return { data, message: formatSiwxMessage(data), signature: cacao.s.s, cacao }
}
