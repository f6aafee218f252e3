import type { SiwxVerifier } from '@atrium/core'
import { isAddress, isHex, verifyMessage } from 'viem'

/**
 * [CONN-015] The eip155 verifier of sign-in sessions for `createSiwxConfig`: the signature must be
 * the account's EIP-191 (`personal_sign`) signature of the session's message, recovered locally
 * with viem, so no RPC is called. That proves externally owned accounts only: a smart account's
 * ERC-1271 / ERC-6492 signature is refused, which the modal reports as 'This application might not
 * support Smart Accounts' (ERR-002, A-45). Malformed addresses and signatures verify `false`.
 *
 * @example
 * createSiwxConfig({ verifiers: [createEip155SiwxVerifier()] })
 */
export function createEip155SiwxVerifier(): SiwxVerifier {
  return {
    namespace: 'eip155',
    async verify(session) {
      const { accountAddress } = session.data
      const { signature } = session
      if (!session.data.chainId.startsWith('eip155:')) return false
      if (!isAddress(accountAddress, { strict: false }) || !isHex(signature)) return false
      try {
        return await verifyMessage({ address: accountAddress, message: session.message, signature })
      } catch {
        return false
      }
    },
  }
}
