import type { KeyringPair } from '@polkadot/keyring/types'
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import type { HexString } from '@polkadot/util/types'

/**
 * Signs an extrinsic payload the way a polkadot-js extension does for a chain whose metadata it was
 * never given: a fresh `TypeRegistry` set to the payload's own signed extensions (so `mode` and
 * `metadataHash` of `CheckMetadataHash`, `assetId` of `ChargeAssetTxPayment` and the era are encoded
 * exactly as the runtime lists them), the `ExtrinsicPayload` of the payload's version, then the
 * key's signature over it (blake2-256 first when the payload is longer than 256 bytes). The result
 * carries the MultiSignature type byte, as `signer.signPayload` must return it.
 */
export function signPolkadotPayload(pair: KeyringPair, payload: SignerPayloadJSON): HexString {
  const registry = new TypeRegistry()
  registry.setSignedExtensions(payload.signedExtensions)
  return registry.createType('ExtrinsicPayload', payload, { version: payload.version }).sign(pair).signature
}
