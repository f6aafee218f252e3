import { randomBytes } from 'node:crypto'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SOLANA_DEV_ACCOUNT_BALANCE_SOL, SOLANA_DEV_ACCOUNTS } from './solanaDevAccounts.js'
import { SOLANA_DEVNET_GENESIS_HASH } from './solanaGenesisHash.js'
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

describe('startSolanaChain', () => {
  test('identifies the chain by its fixed genesis hash', async () => {
    expect(chain.genesisHash).toBe(SOLANA_DEVNET_GENESIS_HASH)
    expect(chain.networkId).toBe('solana:GTZFNzQouAG5TcMCF2qV12YDh3uWX3Lv')
    expect(await connection.getGenesisHash()).toBe(SOLANA_DEVNET_GENESIS_HASH)
    expect(chain.rpcUrl).toBe(`http://127.0.0.1:${chain.port}`)
    expect(chain.wsUrl).toBe(`ws://127.0.0.1:${chain.wsPort}`)
  })

  test('answers the cluster methods web3.js calls', async () => {
    const version = await connection.getVersion()
    expect(version).toEqual({ 'solana-core': '4.3.0', 'feature-set': expect.any(Number) })
    const slot = await connection.getSlot()
    expect(await connection.getBlockHeight()).toBeGreaterThanOrEqual(slot)
    const epoch = await connection.getEpochInfo()
    expect(epoch).toMatchObject({ epoch: 0, slotsInEpoch: 432_000, transactionCount: expect.any(Number) })
    expect(epoch.slotIndex).toBe(epoch.absoluteSlot)
    expect((await callRpc(chain.rpcUrl, 'getHealth')).result).toBe('ok')
    expect(await (await fetch(`${chain.rpcUrl}/health`)).text()).toBe('ok')
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
  })

  test('funds every dev account with 1,000 SOL', async () => {
    expect(SOLANA_DEV_ACCOUNTS.length).toBeGreaterThanOrEqual(6)
    for (const [index, account] of SOLANA_DEV_ACCOUNTS.entries()) {
      expect(getDevKeypair(index).publicKey.toBase58()).toBe(account.address)
    }
    const balances = await Promise.all(
      SOLANA_DEV_ACCOUNTS.slice(6).map(({ address }) => connection.getBalance(new PublicKey(address))),
    )
    expect(balances).toEqual(balances.map(() => SOLANA_DEV_ACCOUNT_BALANCE_SOL * LAMPORTS_PER_SOL))
    const info = await connection.getAccountInfo(new PublicKey(SOLANA_DEV_ACCOUNTS[6]?.address ?? ''))
    expect(info).toMatchObject({
      lamports: 1000 * LAMPORTS_PER_SOL,
      executable: false,
      data: Buffer.alloc(0),
    })
    expect(info?.owner.equals(SystemProgram.programId)).toBe(true)
  })

  test('confirms a legacy transfer over WebSocket and moves amount + fee', async () => {
    const from = getDevKeypair(1)
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(from.publicKey)
    const transaction = createTransferTransaction(from, to, 0.25 * LAMPORTS_PER_SOL)
    const signature = await sendAndConfirmTransaction(connection, transaction, [from])

    const fee = await connection.getFeeForMessage(transaction.compileMessage())
    expect(fee.value).toBe(5000)
    expect(await connection.getBalance(to)).toBe(0.25 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(from.publicKey)).toBe(before - 0.25 * LAMPORTS_PER_SOL - 5000)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value).toEqual({
      slot: expect.any(Number),
      confirmations: null,
      err: null,
      status: { Ok: null },
      confirmationStatus: 'finalized',
    })
  })

  test('confirms a v0 transfer with the blockhash strategy', async () => {
    const from = getDevKeypair(1)
    const to = Keypair.generate().publicKey
    const { transaction, latest } = await createSignedV0Transfer(connection, from, to, LAMPORTS_PER_SOL)
    const signature = await connection.sendTransaction(transaction)
    const result = await connection.confirmTransaction({ signature, ...latest }, 'finalized')
    expect(result.value.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
    const fetched = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(fetched?.version).toBe(0)
    expect(fetched?.meta?.fee).toBe(5000)
  })

  test('gives repeated identical transfers distinct signatures; earlier blockhashes stay valid', async () => {
    const from = getDevKeypair(2)
    const to = getDevKeypair(3).publicKey
    const first = await sendAndConfirmTransaction(connection, createTransferTransaction(from, to, 1000), [
      from,
    ])
    const second = await sendAndConfirmTransaction(connection, createTransferTransaction(from, to, 1000), [
      from,
    ])
    expect(second).not.toBe(first)

    const old = await connection.getLatestBlockhash()
    await sendAndConfirmTransaction(connection, createTransferTransaction(from, to, 1000), [from])
    expect((await connection.getLatestBlockhash()).blockhash).not.toBe(old.blockhash)
    expect((await connection.isBlockhashValid(old.blockhash)).value).toBe(true)
    const late = createTransferTransaction(from, to, 1001)
    late.recentBlockhash = old.blockhash
    late.feePayer = from.publicKey
    late.sign(from)
    const signature = await connection.sendRawTransaction(late.serialize())
    expect((await connection.confirmTransaction({ signature, ...old })).value.err).toBeNull()
    expect((await connection.isBlockhashValid('11111111111111111111111111111111')).value).toBe(false)
  })

  test('lists the history of an address and returns its transactions in json and jsonParsed', async () => {
    const from = getDevKeypair(7)
    const to = Keypair.generate().publicKey
    const first = await sendAndConfirmTransaction(
      connection,
      createTransferTransaction(from, to, LAMPORTS_PER_SOL),
      [from],
    )
    const second = await sendAndConfirmTransaction(
      connection,
      createTransferTransaction(from, to, LAMPORTS_PER_SOL),
      [from],
    )

    const history = await connection.getSignaturesForAddress(to)
    expect(history.map((entry) => entry.signature)).toEqual([second, first])
    expect(history[0]).toEqual({
      signature: second,
      slot: expect.any(Number),
      err: null,
      memo: null,
      blockTime: expect.any(Number),
      confirmationStatus: 'finalized',
    })
    expect(
      (await connection.getSignaturesForAddress(to, { limit: 1 })).map((entry) => entry.signature),
    ).toEqual([second])
    expect(
      (await connection.getSignaturesForAddress(to, { before: second })).map((entry) => entry.signature),
    ).toEqual([first])

    const json = await connection.getTransaction(first, { maxSupportedTransactionVersion: 0 })
    expect(json?.version).toBe('legacy')
    expect(json?.transaction.message.staticAccountKeys.map((key) => key.toBase58())).toEqual([
      from.publicKey.toBase58(),
      to.toBase58(),
      SystemProgram.programId.toBase58(),
    ])
    expect(json?.meta).toMatchObject({
      err: null,
      fee: 5000,
      preBalances: [expect.any(Number), 0, 1],
      postBalances: [expect.any(Number), LAMPORTS_PER_SOL, 1],
      logMessages: [
        'Program 11111111111111111111111111111111 invoke [1]',
        'Program 11111111111111111111111111111111 success',
      ],
      computeUnitsConsumed: 150,
    })
    const meta = json?.meta
    expect((meta?.preBalances[0] ?? 0) - (meta?.postBalances[0] ?? 0)).toBe(LAMPORTS_PER_SOL + 5000)

    const parsed = await connection.getParsedTransaction(second, { maxSupportedTransactionVersion: 0 })
    expect(parsed?.transaction.message.instructions).toEqual([
      {
        program: 'system',
        programId: SystemProgram.programId,
        parsed: {
          type: 'transfer',
          info: { source: from.publicKey.toBase58(), destination: to.toBase58(), lamports: LAMPORTS_PER_SOL },
        },
        stackHeight: null,
      },
    ])
    expect(
      parsed?.transaction.message.accountKeys.map(({ signer, writable, source }) => ({
        signer,
        writable,
        source,
      })),
    ).toEqual([
      { signer: true, writable: true, source: 'transaction' },
      { signer: false, writable: true, source: 'transaction' },
      { signer: false, writable: false, source: 'transaction' },
    ])
    const { base58Encode } = await import('@polkadot/util-crypto/base58')
    expect(await connection.getTransaction(base58Encode(randomBytes(64)), {})).toBeNull()
  })

  test('refuses a v0 transaction to a client without maxSupportedTransactionVersion', async () => {
    const from = getDevKeypair(7)
    const { transaction, latest } = await createSignedV0Transfer(
      connection,
      from,
      Keypair.generate().publicKey,
      LAMPORTS_PER_SOL,
    )
    const signature = await connection.sendTransaction(transaction)
    await connection.confirmTransaction({ signature, ...latest })
    const answer = await callRpc(chain.rpcUrl, 'getTransaction', [signature, { encoding: 'json' }])
    expect(answer.error).toEqual({
      code: -32015,
      message:
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    })
  })

  test('airdrops SOL from the faucet as a confirmable transaction', async () => {
    const to = Keypair.generate().publicKey
    const signature = await connection.requestAirdrop(to, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    expect((await connection.confirmTransaction({ signature, ...latest })).value.err).toBeNull()
    expect(await connection.getBalance(to)).toBe(2 * LAMPORTS_PER_SOL)
    expect((await connection.getSignaturesForAddress(to)).map((entry) => entry.signature)).toEqual([
      signature,
    ])
    expect((await callRpc(chain.rpcUrl, 'requestAirdrop', [to.toBase58(), -1])).error).toEqual({
      code: -32602,
      message: 'Invalid params: lamports must be a non-negative integer',
    })
  })
})
