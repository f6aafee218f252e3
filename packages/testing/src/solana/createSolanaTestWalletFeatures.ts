import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignIn,
  type SolanaSignInFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { type Connection, type Keypair, VersionedTransaction } from '@solana/web3.js'
import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features'
import { createProviderRpcError, ProviderRpcError } from '../wallet/ProviderRpcError.js'
import { createSignInMessageText } from './createSignInMessageText.js'
import { signSolanaMessage } from './signSolanaMessage.js'

/** Every Wallet Standard feature of the Solana test wallet. */
export type SolanaTestWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignInFeature

/** The wallet state the features read and change, owned by `createSolanaTestWallet`. */
export type SolanaTestWalletState = {
  readonly chains: readonly IdentifierString[]
  readonly connection: Connection
  /** The accounts the dApp may use: the active one while connected, none otherwise. */
  getAccounts(): readonly WalletAccount[]
  /** The keypair of an authorised account, `undefined` for any other address. */
  getKeypair(address: string): Keypair | undefined
  isConnected(): boolean
  setConnected(connected: boolean): void
  /** Plays the user's approval: throws the queued rejection, if any. */
  prompt(): void
  record(feature: keyof SolanaTestWalletFeatures, input: unknown): void
  onChange(listener: StandardEventsListeners['change']): () => void
}

/** EIP-1193 / Phantom codes the wallet answers with. */
const UNAUTHORIZED_CODE = 4100
const INVALID_PARAMS_CODE = -32602
const INTERNAL_ERROR_CODE = -32603

const TRANSACTION_VERSIONS = ['legacy', 0] as const

function unauthorised(address: string): ProviderRpcError {
  return createProviderRpcError(
    UNAUTHORIZED_CODE,
    `The account ${address} has not been authorized by the user.`,
  )
}

/** A node failure as a wallet reports it: its message, the simulation logs as `data`. */
function toSendError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error
  const { message, code, logs, transactionLogs } = (error ?? {}) as Record<string, unknown>
  const data = Array.isArray(transactionLogs) ? transactionLogs : Array.isArray(logs) ? logs : undefined
  return new ProviderRpcError(
    typeof code === 'number' ? code : INTERNAL_ERROR_CODE,
    typeof message === 'string' && message !== '' ? message : String(error),
    data === undefined ? undefined : { logs: data },
  )
}

/**
 * The feature methods of the Solana test wallet over `state`. Transactions (legacy or v0 wire
 * bytes) are read as `VersionedTransaction`s, which parse both, and signed by web3.js; messages
 * and Sign-In With Solana texts are signed with Ed25519 through WebCrypto.
 */
export function createSolanaTestWalletFeatures(state: SolanaTestWalletState): SolanaTestWalletFeatures {
  const requireKeypair = (account: WalletAccount): Keypair => {
    const keypair = state.getKeypair(account.address)
    if (keypair === undefined) throw unauthorised(account.address)
    return keypair
  }
  const signTransactionBytes = (input: SolanaSignTransactionInput): VersionedTransaction => {
    const keypair = requireKeypair(input.account)
    let transaction: VersionedTransaction
    try {
      transaction = VersionedTransaction.deserialize(input.transaction)
    } catch (error) {
      throw createProviderRpcError(INVALID_PARAMS_CODE, `Invalid transaction bytes: ${String(error)}`)
    }
    try {
      transaction.sign([keypair])
    } catch (error) {
      throw createProviderRpcError(INVALID_PARAMS_CODE, `The account cannot sign: ${String(error)}`)
    }
    return transaction
  }
  const requireChain = (chain: IdentifierString) => {
    if (!state.chains.includes(chain))
      throw createProviderRpcError(INVALID_PARAMS_CODE, `The wallet does not support the chain ${chain}`)
  }

  return {
    [StandardConnect]: {
      version: '1.0.0',
      connect: async (input) => {
        state.record(StandardConnect, input)
        if (input?.silent === true || state.isConnected()) return { accounts: state.getAccounts() }
        state.prompt()
        state.setConnected(true)
        return { accounts: state.getAccounts() }
      },
    },
    [StandardDisconnect]: {
      version: '1.0.0',
      disconnect: async () => {
        state.record(StandardDisconnect, undefined)
        state.setConnected(false)
      },
    },
    [StandardEvents]: {
      version: '1.0.0',
      on: (event, listener) => {
        if (event !== 'change') return () => undefined
        return state.onChange(listener)
      },
    },
    [SolanaSignMessage]: {
      version: '1.1.0',
      signMessage: async (...inputs) => {
        state.record(SolanaSignMessage, inputs)
        const keypairs = inputs.map((input) => requireKeypair(input.account))
        state.prompt()
        return Promise.all(
          inputs.map(async (input, index) => ({
            signedMessage: input.message,
            signature: await signSolanaMessage((keypairs[index] as Keypair).secretKey, input.message),
            signatureType: 'ed25519' as const,
          })),
        )
      },
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: TRANSACTION_VERSIONS,
      signTransaction: async (...inputs) => {
        state.record(SolanaSignTransaction, inputs)
        for (const input of inputs) if (input.chain !== undefined) requireChain(input.chain)
        const signed = inputs.map(signTransactionBytes)
        state.prompt()
        return signed.map((transaction) => ({ signedTransaction: transaction.serialize() }))
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: TRANSACTION_VERSIONS,
      signAndSendTransaction: async (...inputs) => {
        state.record(SolanaSignAndSendTransaction, inputs)
        for (const input of inputs) requireChain(input.chain)
        const signed = inputs.map(signTransactionBytes)
        state.prompt()
        const outputs = []
        for (const [index, transaction] of signed.entries()) {
          const { options } = inputs[index] ?? {}
          try {
            await state.connection.sendRawTransaction(transaction.serialize(), {
              ...(options?.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
              ...(options?.preflightCommitment === undefined
                ? {}
                : { preflightCommitment: options.preflightCommitment }),
              ...(options?.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
              ...(options?.minContextSlot === undefined ? {} : { minContextSlot: options.minContextSlot }),
            })
          } catch (error) {
            throw toSendError(error)
          }
          outputs.push({ signature: transaction.signatures[0] as Uint8Array })
        }
        return outputs
      },
    },
    [SolanaSignIn]: {
      version: '1.0.0',
      signIn: async (...inputs) => {
        state.record(SolanaSignIn, inputs)
        state.prompt()
        state.setConnected(true)
        const [account] = state.getAccounts()
        if (account === undefined) throw unauthorised('(none)')
        const keypair = requireKeypair(account)
        const host = (globalThis as { location?: { host?: string } }).location?.host
        return Promise.all(
          inputs.map(async (input) => {
            if (input.address !== undefined && input.address !== account.address)
              throw unauthorised(input.address)
            const text = createSignInMessageText({
              ...input,
              domain: input.domain ?? (host === undefined || host === '' ? 'localhost' : host),
              address: account.address,
            })
            const signedMessage = new TextEncoder().encode(text)
            return {
              account,
              signedMessage,
              signature: await signSolanaMessage(keypair.secretKey, signedMessage),
              signatureType: 'ed25519' as const,
            }
          }),
        )
      },
    },
  }
}
