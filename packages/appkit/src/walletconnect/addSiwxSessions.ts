import { isCaipAddress, parseCaipAddress } from '@atrium/common'
import {
  getSiwxAccountKey,
  type SiwxCacao,
  type SiwxSession,
  SiwxVerificationFailedError,
  toSiwxSession,
} from '@atrium/core'
import type { SiwxAuthentication } from './prepareSiwxAuthentication.js'

/** The session's accounts keyed as sign-ins are (`getSiwxAccountKey`: eip155 hex in any case). */
function toAccountKeys(accounts: readonly string[]): Set<string> {
  return new Set(
    accounts.filter(isCaipAddress).map((account) => {
      const { caipNetworkId, address } = parseCaipAddress(account)
      return getSiwxAccountKey(caipNetworkId, address)
    }),
  )
}

/**
 * [CONN-015] Keeps the sign-ins a wallet returned with an authenticated session: each CACAO becomes
 * a `SiwxSession` (`toSiwxSession`), which must answer the request that was sent (its domain,
 * nonce and URI, a requested chain) for an account of the approved session, and is then verified
 * and kept by `siwx.addSession`. sign-client does not check CACAOs, so this is where a forged or
 * replayed one stops. All or nothing: when one fails, those kept before it are revoked and the
 * error (ERR-002 `SMART_ACCOUNT_NOT_SUPPORTED`, or the config's own) is thrown.
 */
export async function addSiwxSessions(parameters: {
  readonly authentication: SiwxAuthentication
  readonly cacaos: readonly SiwxCacao[]
  /** The CAIP-10 accounts of the approved session. */
  readonly accounts: readonly string[]
}): Promise<readonly SiwxSession[]> {
  const { siwx, message, request } = parameters.authentication
  const accounts = toAccountKeys(parameters.accounts)
  const sessions = parameters.cacaos.map((cacao) => {
    const session = toSiwxSession(cacao)
    const { data } = session
    const problem =
      data.domain !== message.data.domain || data.uri !== message.data.uri
        ? 'The CACAO is for another domain or URI'
        : data.nonce !== message.data.nonce
          ? 'The CACAO answers another nonce'
          : !request.chains.includes(data.chainId)
            ? `The CACAO is for ${data.chainId}, which was not requested`
            : !accounts.has(getSiwxAccountKey(data.chainId, data.accountAddress))
              ? 'The CACAO is for an account the session does not hold'
              : undefined
    if (problem !== undefined) {
      throw new SiwxVerificationFailedError({ details: problem, meta: { iss: cacao.p.iss } })
    }
    return session
  })
  const kept: SiwxSession[] = []
  try {
    for (const session of sessions) {
      await siwx.addSession(session)
      kept.push(session)
    }
  } catch (error) {
    await Promise.all(
      kept.map(({ data }) => siwx.revokeSession(data.chainId, data.accountAddress).catch(() => undefined)),
    )
    throw error
  }
  return kept
}
