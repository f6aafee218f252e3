import type { CaipAddress, CaipNetwork, CaipNetworkId } from '@atrium/common'
import type {
  AdapterTokenTransferParameters,
  BlockReadAbility,
  ChainAdapterAbility,
  ChainAdapterWith,
  EmbeddedWallet,
  EvmWalletCallsAbility,
} from '@atrium/core'
import type { Connection } from '@solana/web3.js'
import type { SolanaTokenBalance } from '../balances/readTokenBalances.js'
import type { SolanaTransferParameters } from '../transactions/readTransfer.js'
import type { SolanaSendOptions } from '../transactions/SolanaSendOptions.js'
import type { SolanaTransaction } from '../transactions/serializeTransaction.js'

/**
 * `sendTransaction`'s parameters: a transfer of `value` lamports, or with `mint` of `value` SPL
 * tokens (smallest unit), and per-call send options.
 */
export type SolanaSendTransactionParameters = SolanaTransferParameters & {
  /** [SEND-004] Options for this send, over the adapter's `sendOptions`. */
  readonly options?: SolanaSendOptions | undefined
}

/** The account a dApp-built transaction is signed by: the session's active one when absent. */
export type SolanaTransactionSigner = { readonly caipAddress?: CaipAddress<'solana'> | undefined }

/** What `createSolanaAdapter` returns: core's `ChainAdapter` for Solana, plus Solana-only abilities for dApps. */
export type SolanaAdapter = ChainAdapterWith<
  'solana',
  Exclude<
    ChainAdapterAbility,
    | 'sendTransaction'
    | 'estimateGas'
    | 'getGasPrice'
    | 'buildTokenTransfer'
    | BlockReadAbility
    | EvmWalletCallsAbility
  >
> & {
  attachEmbeddedWallet(wallet: EmbeddedWallet): Promise<void>
  /**
   * [SEND-003][SEND-004][SEND-011] Sends `value` lamports, or with `mint` `value` SPL tokens to the
   * receiver's associated token account (created, at the sender's cost, when it has none), from
   * `from` to `to`; resolves with the confirmed signature. An SPL amount above the sender's tokens
   * is refused before the wallet is asked (SOLANA_INSUFFICIENT_TOKEN_BALANCE).
   */
  sendTransaction(parameters: SolanaSendTransactionParameters): Promise<string>
  /**
   * The lamports the transfer costs besides what it moves: the network fee, plus the rent-exempt
   * deposit of the receiver's token account when an SPL transfer creates it.
   */
  estimateGas(parameters: SolanaTransferParameters): Promise<bigint>
  /**
   * The SPL transfer of `amount` (smallest unit) of the mint `tokenAddress` from `from` to `to`,
   * for `sendTransaction` and `estimateGas` (the parameters with `mint`).
   *
   * @throws SolanaSendInvalidParametersError when `tokenAddress` is not a Solana address.
   */
  buildTokenTransfer(parameters: AdapterTokenTransferParameters<'solana'>): Promise<SolanaTransferParameters>
  /** The networks the adapter was created with. */
  readonly networks: readonly CaipNetwork<'solana'>[]
  /** The `@solana/web3.js` `Connection` of `networkId` (default: the active network), for the dApp's own reads. */
  getConnection(parameters?: {
    readonly networkId?: CaipNetworkId<'solana'> | undefined
  }): Promise<Connection>
  /** [ACCT-013] The SPL token balances (SPL Token and Token-2022) of an account, per mint. */
  getTokenBalances(parameters: {
    readonly caipAddress: CaipAddress<'solana'>
  }): Promise<readonly SolanaTokenBalance[]>
  /** Has the wallet sign a dApp's transaction (legacy or v0) without sending it; resolves with the signed copy. */
  signTransaction<transaction extends SolanaTransaction>(
    parameters: SolanaTransactionSigner & { readonly transaction: transaction },
  ): Promise<transaction>
  /** Has the wallet sign and send a dApp's transaction (legacy or v0); resolves with its signature once accepted (not confirmed). */
  signAndSendTransaction(
    parameters: SolanaTransactionSigner & {
      readonly transaction: SolanaTransaction
      readonly options?: SolanaSendOptions | undefined
    },
  ): Promise<string>
}
