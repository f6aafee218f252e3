import { type DevnetSolanaChain, SOLANA_DEV_ACCOUNTS, startSolanaChain } from '@atrium/devnet'
import {
  Connection,
  Keypair,
  MessageV0,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaTestWallet } from './createSolanaTestWallet.js'

const LAMPORTS = 1_000_000_000
let chain: DevnetSolanaChain
let connection: Connection

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
  connection = new Connection(chain.rpcUrl, { commitment: 'confirmed', wsEndpoint: chain.wsUrl })
})
afterAll(() => chain.stop())

function sender() {
  const account = SOLANA_DEV_ACCOUNTS[0]
  if (account === undefined) throw new Error('no dev account')
  return account
}

async function connectedWallet() {
  const testWallet = createSolanaTestWallet({
    secretKey: sender().secretKey,
    rpcUrl: chain.rpcUrl,
    chains: [chain.networkId],
  })
  const [account] = (await testWallet.wallet.features['standard:connect'].connect()).accounts
  if (account === undefined) throw new Error('no account')
  return { testWallet, account: account as WalletAccount }
}

function transfer(to: PublicKey) {
  const from = new PublicKey(sender().address)
  return SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: LAMPORTS })
}

describe('createSolanaTestWallet on the local chain', () => {
  it('signAndSendTransaction sends a legacy transaction the chain confirms', async () => {
    const { testWallet, account } = await connectedWallet()
    const to = Keypair.fromSeed(new Uint8Array(32).fill(41)).publicKey
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: new PublicKey(sender().address),
      blockhash,
      lastValidBlockHeight,
    }).add(transfer(to))
    const [output] = await testWallet.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction(
      {
        account,
        chain: chain.networkId,
        transaction: transaction.serialize({ requireAllSignatures: false }),
      },
    )
    const signature = bs58.encode(output?.signature ?? new Uint8Array())
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
    await expect(connection.getBalance(to)).resolves.toBe(LAMPORTS)
  })

  it('signAndSendTransaction sends a v0 transaction with the send options', async () => {
    const { testWallet, account } = await connectedWallet()
    const to = Keypair.fromSeed(new Uint8Array(32).fill(42)).publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = MessageV0.compile({
      payerKey: new PublicKey(sender().address),
      instructions: [transfer(to)],
      recentBlockhash: blockhash,
    })
    await testWallet.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: chain.networkId,
      transaction: new VersionedTransaction(message).serialize(),
      options: { skipPreflight: true, maxRetries: 1, preflightCommitment: 'processed' },
    })
    await expect(connection.getBalance(to)).resolves.toBe(LAMPORTS)
  })

  it('relays a transaction the node refuses as an Error with the node’s code and logs', async () => {
    const { testWallet, account } = await connectedWallet()
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: new PublicKey(sender().address),
      blockhash,
      lastValidBlockHeight,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(sender().address),
        toPubkey: Keypair.fromSeed(new Uint8Array(32).fill(43)).publicKey,
        lamports: 10_000 * LAMPORTS,
      }),
    )
    const error = await testWallet.wallet.features['solana:signAndSendTransaction']
      .signAndSendTransaction({
        account,
        chain: chain.networkId,
        transaction: transaction.serialize({ requireAllSignatures: false }),
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: expect.any(Number) })
    expect((error as Error).message).not.toBe('')
  })
})
