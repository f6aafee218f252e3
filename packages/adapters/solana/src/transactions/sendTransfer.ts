import type { Commitment, Connection } from '@solana/web3.js'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaTransfer } from './readTransfer.js'
import type { MergedSolanaSendOptions } from './SolanaSendOptions.js'
import { sendConfirmedTransfer } from './sendConfirmedTransfer.js'
import { submitTransaction } from './submitTransaction.js'

export type SendTransferParameters = {
  readonly connection: Connection
  readonly wallet: Wallet
  readonly account: WalletAccount
  readonly chain: IdentifierString
  readonly transfer: SolanaTransfer
  readonly options: MergedSolanaSendOptions
  readonly commitment: Commitment
  readonly confirmationTimeoutMs?: number | undefined
}

/**
 * [SEND-004][SEND-011] Sends a SOL or SPL transfer through a Wallet Standard wallet (signed and sent by the
 * wallet with the send options, see `sendConfirmedTransfer`); resolves with the base58 signature
 * once confirmed.
 *
 * @throws UserRejectedRequestError (4001) when the user refused; SolanaSendFailedError otherwise.
 */
export function sendTransfer(parameters: SendTransferParameters): Promise<string> {
  const { connection, wallet, account, chain, options } = parameters
  return sendConfirmedTransfer({
    connection,
    transfer: parameters.transfer,
    commitment: parameters.commitment,
    confirmationTimeoutMs: parameters.confirmationTimeoutMs,
    submit: (transaction) => submitTransaction({ connection, wallet, account, chain, transaction, options }),
  })
}
