import { hexToU8a, isHex, stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress, ed25519Verify, sr25519Verify } from '@polkadot/util-crypto'

export type VerifyPolkadotMessageParameters = {
  /** The signer's SS58 address (any prefix). */
  readonly address: string
  /** The signed text. */
  readonly message: string
  /** Hex signature, as `signRaw` and `polkadot_signMessage` return it. */
  readonly signature: string
}

/**
 * True when `signature` is `address`'s sr25519 or ed25519 signature of `message` wrapped in
 * `<Bytes>…</Bytes>`: what polkadot-js's `signRaw`, the Polkadot adapter's `signMessage` and a
 * WalletConnect `polkadot_signMessage` produce. Stricter than `signatureVerify`, which also
 * accepts a signature of the bare message. Never throws for a wrong signature, only for an
 * invalid address.
 */
export async function verifyPolkadotMessage(parameters: VerifyPolkadotMessageParameters): Promise<boolean> {
  await cryptoWaitReady()
  const publicKey = decodeAddress(parameters.address)
  if (!isHex(parameters.signature)) return false
  const signature = hexToU8a(parameters.signature)
  const wrapped = u8aWrapBytes(stringToU8a(parameters.message))
  return [sr25519Verify, ed25519Verify].some((verify) => {
    try {
      return verify(wrapped, signature, publicKey)
    } catch {
      return false
    }
  })
}
