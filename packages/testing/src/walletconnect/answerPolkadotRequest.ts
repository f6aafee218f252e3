import type { KeyringPair } from '@polkadot/keyring/types'
import { isHex, stringToHex, u8aEq } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import { signPolkadotRaw } from '../polkadot/signPolkadotRaw.js'
import { createProviderRpcError } from '../wallet/ProviderRpcError.js'

/** JSON-RPC "invalid params". */
const INVALID_PARAMS_CODE = -32602
/** EIP-1193 "unauthorized": an account the peer does not hold. */
const UNAUTHORIZED_CODE = 4100

export type AnswerPolkadotRequestParameters = {
  readonly params: unknown
  /** The peer's Polkadot key; `undefined` when it offers no Polkadot account. */
  readonly pair: KeyringPair | undefined
}

function holdsAddress(pair: KeyringPair, address: unknown): boolean {
  if (typeof address !== 'string') return false
  try {
    return u8aEq(decodeAddress(address), pair.publicKey)
  } catch {
    return false
  }
}

/**
 * The result of `polkadot_signMessage`, signed with the peer's sr25519 key as polkadot-js's
 * `signRaw` signs: `{ signature }`, hex, over the bytes wrapped in `<Bytes>…</Bytes>`. It reads the
 * request as the WalletConnect Polkadot reference writes it (`{ address, data: hex, type }`, a
 * `SignerPayloadRaw`) and, without `data`, as WalletConnect's example wallet does
 * (`{ address, message }`, UTF-8 text). The address may use any SS58 prefix.
 *
 * @throws ProviderRpcError 4100 for an address the peer does not hold, -32602 without a message.
 */
export function answerPolkadotRequest(parameters: AnswerPolkadotRequestParameters): { signature: string } {
  const { pair } = parameters
  const { address, data, message } = (parameters.params ?? {}) as {
    address?: unknown
    data?: unknown
    message?: unknown
  }
  if (pair === undefined || !holdsAddress(pair, address)) {
    throw createProviderRpcError(UNAUTHORIZED_CODE, 'Unknown Polkadot account')
  }
  const bytes = isHex(data) ? data : typeof message === 'string' ? stringToHex(message) : undefined
  if (bytes === undefined) {
    throw createProviderRpcError(INVALID_PARAMS_CODE, 'polkadot_signMessage expects hex data or a message')
  }
  return { signature: signPolkadotRaw(pair, bytes) }
}
