import { sign } from 'node:crypto'
import { type PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { deriveSolanaKeypair } from './deriveSolanaKeypair.js'

/** The account `requestAirdrop` pays from; seed SHA-256("atrium devnet solana faucet"). */
export const SOLANA_FAUCET = deriveSolanaKeypair('atrium devnet solana faucet')

/** The faucet's balance at start: a billion SOL, far more than any test asks for. */
export const SOLANA_FAUCET_BALANCE_LAMPORTS = 10n ** 18n

/**
 * A signed System transfer from the faucet, so an airdrop is an ordinary transaction with a signature,
 * a history entry and notifications, as solana-test-validator's faucet does it.
 */
export function createAirdropTransaction(parameters: {
  to: PublicKey
  lamports: bigint
  blockhash: string
}): VersionedTransaction {
  const message = new Transaction({
    feePayer: SOLANA_FAUCET.publicKey,
    recentBlockhash: parameters.blockhash,
  })
    .add(
      SystemProgram.transfer({
        fromPubkey: SOLANA_FAUCET.publicKey,
        toPubkey: parameters.to,
        lamports: parameters.lamports,
      }),
    )
    .compileMessage()
  const signature = sign(null, message.serialize(), SOLANA_FAUCET.privateKey)
  return new VersionedTransaction(message, [signature])
}
