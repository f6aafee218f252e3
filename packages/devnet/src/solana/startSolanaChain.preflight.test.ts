import {
  ComputeBudgetProgram,
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  callRpc,
  createSignedV0Transfer,
  createTransferTransaction,
  getDevKeypair,
} from './solanaTestClient.test-helper.js'
import { type DevnetSolanaChain, startSolanaChain } from './startSolanaChain.js'

let chain: DevnetSolanaChain
let connection: Connection

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
  connection = new Connection(chain.rpcUrl, { wsEndpoint: chain.wsUrl, commitment: 'confirmed' })
})

afterAll(async () => {
  await chain.stop()
})

describe('startSolanaChain: preflight, simulation and fees', () => {
  test('refuses an underfunded transfer in preflight with the logs and the simulation error', async () => {
    const from = getDevKeypair(4)
    const transaction = createTransferTransaction(from, Keypair.generate().publicKey, 2000 * LAMPORTS_PER_SOL)
    const error = await sendAndConfirmTransaction(connection, transaction, [from]).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(SendTransactionError)
    const sendError = error as SendTransactionError
    expect(sendError.transactionError.message).toBe(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect(sendError.transactionError.logs).toEqual([
      'Program 11111111111111111111111111111111 invoke [1]',
      `Transfer: insufficient lamports ${1000 * LAMPORTS_PER_SOL - 5000}, need ${2000 * LAMPORTS_PER_SOL}`,
      'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
    ])

    const raw = await callRpc(chain.rpcUrl, 'sendTransaction', [
      transaction.serialize().toString('base64'),
      { encoding: 'base64' },
    ])
    expect(raw.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: {
        err: { InstructionError: [0, { Custom: 1 }] },
        logs: expect.arrayContaining([
          'Program 11111111111111111111111111111111 failed: custom program error: 0x1',
        ]),
        accounts: null,
        unitsConsumed: 150,
        returnData: null,
        innerInstructions: null,
      },
    })
    expect(await connection.getBalance(from.publicKey)).toBe(1000 * LAMPORTS_PER_SOL)
  })

  test('[SEND-004] with skipPreflight, maxRetries and minContextSlot lands a failing transfer, charges its fee and reports the error', async () => {
    const from = getDevKeypair(5)
    const transaction = createTransferTransaction(from, Keypair.generate().publicKey, 2000 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    transaction.recentBlockhash = latest.blockhash
    transaction.feePayer = from.publicKey
    transaction.sign(from)
    const signature = await connection.sendRawTransaction(transaction.serialize(), {
      skipPreflight: true,
      maxRetries: 0,
      minContextSlot: 0,
    })
    const result = await connection.confirmTransaction({ signature, ...latest })
    expect(result.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(from.publicKey)).toBe(1000 * LAMPORTS_PER_SOL - 5000)
    const fetched = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(fetched?.meta).toMatchObject({
      err: { InstructionError: [0, { Custom: 1 }] },
      fee: 5000,
      preBalances: [1000 * LAMPORTS_PER_SOL, 0, 1],
      postBalances: [1000 * LAMPORTS_PER_SOL - 5000, 0, 1],
    })
  })

  test('with skipPreflight drops a transaction whose blockhash it never issued', async () => {
    const from = getDevKeypair(5)
    const transaction = createTransferTransaction(from, Keypair.generate().publicKey, 1000)
    transaction.recentBlockhash = Keypair.generate().publicKey.toBase58()
    transaction.feePayer = from.publicKey
    transaction.sign(from)
    const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true })
    expect((await connection.getSignatureStatus(signature)).value).toBeNull()

    const preflight = await callRpc(chain.rpcUrl, 'sendTransaction', [
      transaction.serialize().toString('base64'),
      { encoding: 'base64' },
    ])
    expect(preflight.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound', logs: [] },
    })
  })

  test('rejects a transaction with a bad signature before simulating it', async () => {
    const from = getDevKeypair(5)
    const transaction = createTransferTransaction(from, Keypair.generate().publicKey, 1000)
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.feePayer = from.publicKey
    transaction.sign(from)
    const bytes = transaction.serialize()
    bytes[10] = (bytes[10] ?? 0) ^ 0xff
    const answer = await callRpc(chain.rpcUrl, 'sendTransaction', [
      bytes.toString('base64'),
      { encoding: 'base64' },
    ])
    expect(answer.error).toEqual({ code: -32003, message: 'Transaction signature verification failure' })
  })

  test('accepts base58 transactions and refuses the same one twice', async () => {
    const { base58Encode } = await import('@polkadot/util-crypto/base58')
    const from = getDevKeypair(6)
    const { transaction, latest } = await createSignedV0Transfer(
      connection,
      from,
      Keypair.generate().publicKey,
      LAMPORTS_PER_SOL,
    )
    const encoded = base58Encode(transaction.serialize())
    const sent = await callRpc(chain.rpcUrl, 'sendTransaction', [encoded])
    expect(sent.result).toBe(base58Encode(transaction.signatures[0] ?? new Uint8Array()))
    await connection.confirmTransaction({ signature: sent.result as string, ...latest })
    const again = await callRpc(chain.rpcUrl, 'sendTransaction', [encoded])
    expect(again.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: This transaction has already been processed',
      data: { err: 'AlreadyProcessed' },
    })
  })

  test('charges the priority fee that getFeeForMessage announces', async () => {
    const from = getDevKeypair(8)
    const transaction = new Transaction().add(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 10_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 250_000 }),
      SystemProgram.transfer({
        fromPubkey: from.publicKey,
        toPubkey: getDevKeypair(9).publicKey,
        lamports: 1,
      }),
    )
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.feePayer = from.publicKey
    const fee = (await connection.getFeeForMessage(transaction.compileMessage())).value
    expect(fee).toBe(5000 + 2500)
    const before = await connection.getBalance(from.publicKey)
    const signature = await sendAndConfirmTransaction(connection, transaction, [from])
    expect(before - (await connection.getBalance(from.publicKey))).toBe((fee ?? 0) + 1)
    expect(
      (await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.meta?.fee,
    ).toBe(fee)
  })

  test('simulates an unsigned transaction and returns the accounts asked for', async () => {
    const from = getDevKeypair(9)
    const to = Keypair.generate().publicKey
    const message = new TransactionMessage({
      payerKey: from.publicKey,
      recentBlockhash: Keypair.generate().publicKey.toBase58(),
      instructions: [
        SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }),
      ],
    }).compileToV0Message()
    const simulation = await connection.simulateTransaction(new VersionedTransaction(message), {
      sigVerify: false,
      replaceRecentBlockhash: true,
      accounts: { encoding: 'base64', addresses: [to.toBase58()] },
    })
    expect(simulation.value.err).toBeNull()
    expect(simulation.value.logs).toHaveLength(2)
    expect(simulation.value.accounts?.[0]).toMatchObject({
      lamports: LAMPORTS_PER_SOL,
      owner: SystemProgram.programId.toBase58(),
    })
    const raw = await callRpc(chain.rpcUrl, 'simulateTransaction', [
      Buffer.from(new VersionedTransaction(message).serialize()).toString('base64'),
      { encoding: 'base64', replaceRecentBlockhash: true },
    ])
    const { replacementBlockhash } = (
      raw.result as { value: { replacementBlockhash: { blockhash: string } } }
    ).value
    expect(replacementBlockhash).toEqual({
      blockhash: expect.any(String),
      lastValidBlockHeight: expect.any(Number),
    })
    expect((await connection.isBlockhashValid(replacementBlockhash.blockhash)).value).toBe(true)
    expect(await connection.getBalance(to)).toBe(0)

    const stale = await connection.simulateTransaction(new VersionedTransaction(message))
    expect(stale.value).toMatchObject({ err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 })
  })
})
