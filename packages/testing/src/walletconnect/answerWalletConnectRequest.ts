import type { KeyringPair } from '@polkadot/keyring/types'
import bs58 from 'bs58'
import { type Hex, isAddressEqual, isHex, type LocalAccount } from 'viem'
import { createProviderRpcError } from '../wallet/ProviderRpcError.js'
import { readTransactionRequest, sendWalletTransaction } from '../wallet/sendWalletTransaction.js'
import { readTypedData, signWalletTypedData } from '../wallet/signWalletTypedData.js'
import { answerBitcoinRequest, type WalletConnectPeerBitcoin } from './answerBitcoinRequest.js'
import { answerPolkadotRequest } from './answerPolkadotRequest.js'
import { answerSolanaSendRequest } from './answerSolanaSendRequest.js'
import type { SolanaSigner } from './createSolanaSigner.js'

/** JSON-RPC "invalid params". */
const INVALID_PARAMS_CODE = -32602
/** EIP-1193 "unsupported method" / "unauthorized" (an account or chain the peer does not hold). */
const UNSUPPORTED_METHOD_CODE = 4200
const UNAUTHORIZED_CODE = 4100

export type AnswerWalletConnectRequestParameters = {
  /** CAIP-2 chain of the request, e.g. `eip155:1`. */
  chainId: string
  method: string
  params: unknown
  account: LocalAccount
  evmChains: readonly { readonly chainId: number; readonly rpcUrl: string }[]
  solana: SolanaSigner | undefined
  /** The Solana chain's HTTP RPC URL: with it the peer answers `solana_signAndSendTransaction`. */
  solanaRpcUrl?: string | undefined
  polkadot: KeyringPair | undefined
  bitcoin: WalletConnectPeerBitcoin | undefined
}

/**
 * The result of one `wc_sessionRequest`, computed with the peer's real keys: `personal_sign`,
 * `eth_signTypedData_v4`, `eth_sendTransaction` (signed here, sent to the devnet node of the
 * requested chain), `solana_signMessage`, `solana_signAndSendTransaction` (signed here, sent to the
 * Solana chain's RPC URL), `polkadot_signMessage` and the `bip122` methods
 * `signMessage` and `sendTransfer`. Failures throw `ProviderRpcError`s.
 */
export async function answerWalletConnectRequest(
  parameters: AnswerWalletConnectRequestParameters,
): Promise<unknown> {
  const { chainId, method, params, account, solana } = parameters
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign': {
      const [message, address] = list
      if (typeof message !== 'string')
        throw createProviderRpcError(INVALID_PARAMS_CODE, 'personal_sign expects a message')
      requireOwnAddress(account, address)
      return account.signMessage({ message: isHex(message) ? { raw: message as Hex } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = list
      requireOwnAddress(account, address)
      return signWalletTypedData({
        account,
        chainId: readEvmChainId(chainId),
        typedData: readTypedData(typedData),
      })
    }
    case 'eth_sendTransaction': {
      const request = readTransactionRequest(params)
      requireOwnAddress(account, request.from)
      const evmChainId = readEvmChainId(chainId)
      const chain = parameters.evmChains.find((candidate) => candidate.chainId === evmChainId)
      if (chain === undefined) throw createProviderRpcError(UNAUTHORIZED_CODE, `No node for ${chainId}`)
      return sendWalletTransaction({ account, chain, request })
    }
    case 'solana_signMessage': {
      const { message, pubkey } = (params ?? {}) as { message?: unknown; pubkey?: unknown }
      if (solana === undefined || pubkey !== solana.address) {
        throw createProviderRpcError(UNAUTHORIZED_CODE, 'Unknown Solana account')
      }
      const bytes = typeof message === 'string' ? bs58.decodeUnsafe(message) : undefined
      if (bytes === undefined) {
        throw createProviderRpcError(INVALID_PARAMS_CODE, 'solana_signMessage expects a base58 message')
      }
      return { signature: bs58.encode(solana.signMessage(bytes)) }
    }
    case 'solana_signAndSendTransaction':
      return answerSolanaSendRequest({ params, solana, rpcUrl: parameters.solanaRpcUrl })
    case 'polkadot_signMessage':
      return answerPolkadotRequest({ params, pair: parameters.polkadot })
    case 'signMessage':
    case 'sendTransfer':
      return answerBitcoinRequest({ method, params, bitcoin: parameters.bitcoin })
    default:
      throw createProviderRpcError(UNSUPPORTED_METHOD_CODE, `The peer does not support ${method}`)
  }
}

function requireOwnAddress(account: LocalAccount, address: unknown): void {
  if (
    typeof address !== 'string' ||
    !isHex(address) ||
    address.length !== 42 ||
    !isAddressEqual(address, account.address)
  ) {
    throw createProviderRpcError(UNAUTHORIZED_CODE, 'The requested account is not the peer’s')
  }
}

function readEvmChainId(chainId: string): number {
  const [namespace, reference] = chainId.split(':')
  const id = Number(reference)
  if (namespace !== 'eip155' || !Number.isSafeInteger(id)) {
    throw createProviderRpcError(INVALID_PARAMS_CODE, `${chainId} is not an eip155 chain`)
  }
  return id
}
