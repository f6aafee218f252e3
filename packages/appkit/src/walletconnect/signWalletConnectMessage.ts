import { type CaipAddress, parseCaipAddress } from '@atrium/common'
import bs58 from 'bs58'
import { readWalletConnectResult } from './readWalletConnectResult.js'
import { toBase64Signature } from './toBase64Signature.js'

/** Sends one request to the wallet on `chainId` (the connection's `request`). */
export type WalletConnectRequest = (parameters: {
  readonly chainId: string
  readonly method: string
  readonly params: unknown
}) => Promise<unknown>

export type SignWalletConnectMessageParameters = {
  readonly caipAddress: CaipAddress
  readonly message: string
}

/** Polkadot's guard: signed text is wrapped so it can never also be a valid extrinsic payload. */
const POLKADOT_WRAP_START = '<Bytes>'
const POLKADOT_WRAP_END = '</Bytes>'

function toHex(bytes: Uint8Array): `0x${string}` {
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

const utf8 = (text: string) => new TextEncoder().encode(text)

/** As polkadot-js's `u8aWrapBytes`: text already wrapped is left as it is. */
function wrapPolkadotMessage(message: string): string {
  return message.startsWith(POLKADOT_WRAP_START) && message.endsWith(POLKADOT_WRAP_END)
    ? message
    : `${POLKADOT_WRAP_START}${message}${POLKADOT_WRAP_END}`
}

/**
 * Signs `message` with a WalletConnect session account, in its namespace's method of the
 * WalletConnect RPC reference, and returns the signature in the form the namespace's adapter
 * returns it:
 * - eip155 `personal_sign` (`[hex message, address]`): the 0x signature;
 * - solana `solana_signMessage` (`{ message: base58 of the UTF-8 bytes, pubkey }`): base58;
 * - polkadot `polkadot_signMessage` (`{ address, data: hex of <Bytes>message</Bytes>, type: 'bytes' }`,
 *   the reference's `SignerPayloadRaw`, plus `message` for wallets built on WalletConnect's example
 *   wallet, which read that): hex, as `signRaw` returns it;
 * - bip122 `signMessage` (`{ account, address, message }`, the wallet's default protocol): the
 *   reference's hex answer as base64, the form the Bitcoin adapter returns and verifiers take.
 * Rejections arrive as the request's coded errors (a refusal is `RPC_USER_REJECTED_REQUEST`).
 *
 * @throws InternalRpcError when the wallet answers without a signature (or, bip122, not in hex).
 */
export async function signWalletConnectMessage(
  request: WalletConnectRequest,
  parameters: SignWalletConnectMessageParameters,
): Promise<string> {
  const { message } = parameters
  const { namespace, caipNetworkId: chainId, address } = parseCaipAddress(parameters.caipAddress)
  switch (namespace) {
    case 'eip155': {
      const method = 'personal_sign'
      const result = await request({ chainId, method, params: [toHex(utf8(message)), address] })
      return readWalletConnectResult(result, { method })
    }
    case 'solana': {
      const method = 'solana_signMessage'
      const params = { message: bs58.encode(utf8(message)), pubkey: address }
      return readWalletConnectResult(await request({ chainId, method, params }), {
        method,
        field: 'signature',
      })
    }
    case 'polkadot': {
      const method = 'polkadot_signMessage'
      const params = { address, data: toHex(utf8(wrapPolkadotMessage(message))), type: 'bytes', message }
      return readWalletConnectResult(await request({ chainId, method, params }), {
        method,
        field: 'signature',
      })
    }
    case 'bip122': {
      const method = 'signMessage'
      const params = { account: address, address, message }
      const result = await request({ chainId, method, params })
      return toBase64Signature(readWalletConnectResult(result, { method, field: 'signature' }))
    }
  }
}
