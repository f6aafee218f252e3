import type { SolanaSignInInput, SolanaSignTransactionOptions } from '@solana/wallet-standard-features'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { createProviderRpcError } from '../wallet/ProviderRpcError.js'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import type { SolanaTestWallet } from './createSolanaTestWallet.js'
import { serializeWalletAccount } from './serializeWalletAccount.js'

const INVALID_REQUEST_CODE = -32600

function invalid(message: string): Error {
  return createProviderRpcError(INVALID_REQUEST_CODE, message)
}

function listOf(params: unknown): readonly Record<string, unknown>[] {
  if (!Array.isArray(params) || params.some((entry) => typeof entry !== 'object' || entry === null))
    throw invalid('Expected an array of inputs')
  return params as Record<string, unknown>[]
}

function stringOf(value: unknown, name: string): string {
  if (typeof value !== 'string') throw invalid(`Expected ${name} to be a string`)
  return value
}

function bytesOf(value: unknown, name: string): Uint8Array {
  try {
    return base64ToBytes(stringOf(value, name))
  } catch (error) {
    if (error instanceof Error && 'code' in error) throw error
    throw invalid(`Expected ${name} to be base64`)
  }
}

/**
 * The wallet's account of `address` while the dApp may use it; otherwise an account object the
 * wallet does not know, so that the wallet itself answers 4100 as it would to a forged account.
 */
function accountOf(wallet: SolanaTestWallet, address: string): WalletAccount {
  return (
    wallet.wallet.accounts.find((account) => account.address === address) ?? {
      address,
      publicKey: new Uint8Array(),
      chains: [],
      features: [],
    }
  )
}

/**
 * Runs one page-shim call on the Node-side wallet and returns its JSON answer. The calls, bytes in
 * base64: `connect { silent }` → `{ accounts }`; `disconnect` → `null`; `signMessage [{ address,
 * message }]` → `[{ signedMessage, signature, signatureType }]`; `signTransaction` /
 * `signAndSendTransaction [{ address, transaction, chain?, options? }]` → `[{ signedTransaction }]`
 * / `[{ signature }]`; `signIn [input]` → `[{ account, signedMessage, signature, signatureType }]`. Throws what the
 * wallet throws (an `Error` with a numeric `code`), or -32600 for a malformed call.
 */
export async function answerSolanaTestWalletRequest(
  wallet: SolanaTestWallet,
  request: unknown,
): Promise<unknown> {
  const { method, params } = (request ?? {}) as { method?: unknown; params?: unknown }
  const { features } = wallet.wallet
  switch (method) {
    case 'connect': {
      const silent = (params as { silent?: unknown } | undefined)?.silent === true
      const { accounts } = await features['standard:connect'].connect({ silent })
      return { accounts: accounts.map(serializeWalletAccount) }
    }
    case 'disconnect':
      await features['standard:disconnect'].disconnect()
      return null
    case 'signMessage': {
      const inputs = listOf(params).map((input) => ({
        account: accountOf(wallet, stringOf(input.address, 'address')),
        message: bytesOf(input.message, 'message'),
      }))
      const outputs = await features['solana:signMessage'].signMessage(...inputs)
      return outputs.map((output) => ({
        signedMessage: bytesToBase64(output.signedMessage),
        signature: bytesToBase64(output.signature),
        signatureType: output.signatureType ?? 'ed25519',
      }))
    }
    case 'signTransaction':
    case 'signAndSendTransaction': {
      const inputs = listOf(params).map((input) => ({
        account: accountOf(wallet, stringOf(input.address, 'address')),
        transaction: bytesOf(input.transaction, 'transaction'),
        chain: (input.chain === undefined ? undefined : stringOf(input.chain, 'chain')) as IdentifierString,
        ...(typeof input.options === 'object' && input.options !== null
          ? { options: input.options as SolanaSignTransactionOptions }
          : {}),
      }))
      if (method === 'signTransaction') {
        const outputs = await features['solana:signTransaction'].signTransaction(
          ...inputs.map(({ chain, ...input }) => (chain === undefined ? input : { ...input, chain })),
        )
        return outputs.map((output) => ({ signedTransaction: bytesToBase64(output.signedTransaction) }))
      }
      const outputs = await features['solana:signAndSendTransaction'].signAndSendTransaction(
        ...inputs.map((input) => ({ ...input, chain: stringOf(input.chain, 'chain') as IdentifierString })),
      )
      return outputs.map((output) => ({ signature: bytesToBase64(output.signature) }))
    }
    case 'signIn': {
      const outputs = await features['solana:signIn'].signIn(
        ...(listOf(params) as readonly SolanaSignInInput[]),
      )
      return outputs.map((output) => ({
        account: serializeWalletAccount(output.account),
        signedMessage: bytesToBase64(output.signedMessage),
        signature: bytesToBase64(output.signature),
        signatureType: output.signatureType ?? 'ed25519',
      }))
    }
    default:
      throw invalid(`Unknown method ${String(method)}`)
  }
}
