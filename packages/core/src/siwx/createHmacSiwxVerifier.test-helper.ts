import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Namespace } from '@atrium/common'
import type { SiwxSession, SiwxVerifier } from './SiwxConfig.js'

/**
 * A real signature scheme for core's tests, where no chain library may be loaded: HMAC-SHA256 of
 * the message under a key per account. `sign` makes what the account's wallet would return; the
 * verifier recomputes it, so a changed message, account or signature fails as on a chain.
 */
export function createHmacSiwxVerifier(namespace: Namespace = 'eip155') {
  const sign = (accountAddress: string, message: string) =>
    createHmac('sha256', `key-of-${accountAddress.toLowerCase()}`).update(message).digest('hex')
  const verifier: SiwxVerifier = {
    namespace,
    verify: async (session: SiwxSession) => {
      const expected = Buffer.from(sign(session.data.accountAddress, session.message), 'hex')
      const given = Buffer.from(session.signature, 'hex')
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
  return { verifier, sign }
}
