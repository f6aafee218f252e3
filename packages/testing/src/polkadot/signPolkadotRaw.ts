import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, isHex, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import type { HexString } from '@polkadot/util/types'

/**
 * Signs raw bytes as polkadot-js's `signer.signRaw` does: the data (hex) wrapped in
 * `<Bytes>…</Bytes>` unless it already is, so a signed message can never be a valid extrinsic, and
 * the bare signature returned (no MultiSignature type byte, unlike `signPayload`).
 *
 * @throws TypeError when `data` is not hex.
 */
export function signPolkadotRaw(pair: KeyringPair, data: string): HexString {
  if (!isHex(data)) throw new TypeError('signRaw expects hex data')
  return u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(data))))
}
