import type { SiwxVerifier } from '@atrium/core'
import { isAddress, isHex, verifyMessage } from 'viem'

/**
 * An eip155 `SiwxVerifier` for tests of packages the layers keep away from
 * `@atrium/adapter-wagmi` (appkit): it checks, with viem's local recovery, that a session's
 * signature is its account's EIP-191 signature of its message, the check of the adapter's
 * `createEip155SiwxVerifier`, which dApps and the laboratory use. The WalletConnect peer's CACAOs
 * pass it; tampered ones do not.
 */
export function createEip191SiwxVerifier(): SiwxVerifier {
  return {
    namespace: 'eip155',
    async verify({ data, message, signature }) {
      if (!isAddress(data.accountAddress, { strict: false }) || !isHex(signature)) return false
      return verifyMessage({ address: data.accountAddress, message, signature }).catch(() => false)
    },
  }
}
