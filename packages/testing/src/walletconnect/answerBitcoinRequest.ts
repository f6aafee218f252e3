import type { Network } from 'bitcoinjs-lib'
import { fromBase64, toHex } from '../bitcoin/byteEncoding.js'
import type { BitcoinTestAccount, BitcoinTestAddress } from '../bitcoin/deriveBitcoinTestAccount.js'
import { sendTestWalletTransfer } from '../bitcoin/sendTestWalletTransfer.js'
import { signBip137Message } from '../bitcoin/signBip137Message.js'
import { signBip322Message } from '../bitcoin/signBip322Message.js'
import { createProviderRpcError } from '../wallet/ProviderRpcError.js'

/** JSON-RPC "invalid params" and "internal error". */
const INVALID_PARAMS_CODE = -32602
const INTERNAL_ERROR_CODE = -32603
/** EIP-1193 "unsupported method" / "unauthorized" (an address the peer does not hold). */
const UNSUPPORTED_METHOD_CODE = 4200
const UNAUTHORIZED_CODE = 4100

/** The peer's Bitcoin account and where it broadcasts. */
export type WalletConnectPeerBitcoin = {
  readonly account: BitcoinTestAccount
  readonly network: Network
  /** The Esplora API `sendTransfer` spends through; without it the peer does not send. */
  readonly esploraUrl: string | undefined
}

export type AnswerBitcoinRequestParameters = {
  readonly method: 'signMessage' | 'sendTransfer'
  readonly params: unknown
  readonly bitcoin: WalletConnectPeerBitcoin | undefined
}

type Bip122Params = {
  account?: unknown
  address?: unknown
  message?: unknown
  protocol?: unknown
  recipientAddress?: unknown
  amount?: unknown
  changeAddress?: unknown
  memo?: unknown
}

function findAddress(account: BitcoinTestAccount, address: unknown): BitcoinTestAddress {
  const found = [account.payment, account.ordinals].find((candidate) => candidate.address === address)
  if (found === undefined) throw createProviderRpcError(UNAUTHORIZED_CODE, 'Unknown Bitcoin address')
  return found
}

/**
 * `signMessage`: ECDSA (BIP-137) by default as the reference says, BIP-322 simple on request or by
 * default for a taproot address (which has no ECDSA form). The signature is hex, as the reference
 * returns it.
 */
function signMessage(account: BitcoinTestAccount, params: Bip122Params) {
  const { message, protocol } = params
  const signer = findAddress(account, params.address ?? params.account)
  if (typeof message !== 'string')
    throw createProviderRpcError(INVALID_PARAMS_CODE, 'signMessage expects a message')
  if (protocol !== undefined && protocol !== 'ecdsa' && protocol !== 'bip322') {
    throw createProviderRpcError(INVALID_PARAMS_CODE, `Unknown protocol ${String(protocol)}`)
  }
  if (protocol === 'bip322' || (protocol === undefined && signer.addressType === 'p2tr')) {
    return {
      address: signer.address,
      signature: toHex(fromBase64(signBip322Message({ message, address: signer }))),
    }
  }
  if (signer.addressType === 'p2tr') {
    throw createProviderRpcError(INVALID_PARAMS_CODE, 'ECDSA message signing needs a non-taproot address')
  }
  const privateKey = signer.signer.privateKey
  if (privateKey === undefined) throw createProviderRpcError(INTERNAL_ERROR_CODE, 'The key cannot sign')
  const signature = signBip137Message({ message, privateKey, addressType: 'p2wpkh' })
  return { address: signer.address, signature: toHex(fromBase64(signature)) }
}

/** `sendTransfer`: pays `amount` satoshis from the payment address, change back to it, through Esplora. */
async function sendTransfer(bitcoin: WalletConnectPeerBitcoin, params: Bip122Params) {
  const { payment } = bitcoin.account
  if (params.account !== payment.address)
    throw createProviderRpcError(UNAUTHORIZED_CODE, 'Unknown Bitcoin account')
  if (
    typeof params.recipientAddress !== 'string' ||
    typeof params.amount !== 'string' ||
    !/^\d+$/.test(params.amount)
  ) {
    throw createProviderRpcError(
      INVALID_PARAMS_CODE,
      'sendTransfer expects a recipientAddress and an amount in satoshis as a decimal string',
    )
  }
  if (
    params.memo !== undefined ||
    (params.changeAddress !== undefined && params.changeAddress !== payment.address)
  ) {
    throw createProviderRpcError(
      INVALID_PARAMS_CODE,
      'The peer sends no memo and keeps change on its payment address',
    )
  }
  if (bitcoin.esploraUrl === undefined)
    throw createProviderRpcError(UNSUPPORTED_METHOD_CODE, 'The peer has no Esplora URL to send through')
  const txid = await sendTestWalletTransfer({
    esploraUrl: bitcoin.esploraUrl,
    network: bitcoin.network,
    from: payment,
    recipients: [{ address: params.recipientAddress, amount: BigInt(params.amount) }],
  })
  return { txid }
}

/**
 * The result of a `bip122` request of the WalletConnect Bitcoin reference, computed with the peer's
 * real key: `signMessage` (`{ account, message, address?, protocol? }` → `{ address, signature }`)
 * and `sendTransfer` (`{ account, recipientAddress, amount }` → `{ txid }`, broadcast on devnet).
 *
 * @throws ProviderRpcError 4100 for an address the peer does not hold, -32602 for bad params.
 */
export async function answerBitcoinRequest(parameters: AnswerBitcoinRequestParameters): Promise<unknown> {
  const { bitcoin, method } = parameters
  if (bitcoin === undefined)
    throw createProviderRpcError(UNAUTHORIZED_CODE, 'The peer holds no Bitcoin account')
  const params = (parameters.params ?? {}) as Bip122Params
  return method === 'signMessage' ? signMessage(bitcoin.account, params) : sendTransfer(bitcoin, params)
}
