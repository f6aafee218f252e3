import { randomBytes } from 'node:crypto'
import { createBlockchainApiClient, getTransactionHistory } from '@atrium/core'
import {
  Connection,
  type Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { networks, payments } from 'bitcoinjs-lib'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BITCOIN_DEV_ACCOUNTS } from '../bitcoin/bitcoinDevAccounts.js'
import {
  createEsploraTestClient,
  signTestSpend,
  type TestCoin,
} from '../bitcoin/esploraTestClient.test-helper.js'
import { SOLANA_DEV_MINT } from '../solana/solanaDevMint.js'
import {
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddress,
  getDevKeypair,
} from '../solana/solanaTestClient.test-helper.js'
import type { Devnet } from '../startDevnet.js'
import { HISTORY_PAGE_SIZE } from './historyCursor.js'
import { readHistoryPages } from './readHistoryPages.test-helper.js'
import { startApiDevnet } from './startApiDevnet.test-helper.js'

let devnet: Devnet
let apiUrl: string

beforeAll(async () => {
  devnet = await startApiDevnet({ evm: { chains: [] }, solana: {}, bitcoin: { autoMine: false } })
  apiUrl = devnet.blockchainApi?.url ?? ''
})

afterAll(async () => {
  await devnet?.stop()
})

const getClient = () => createBlockchainApiClient({ projectId: 'devnet-tests', baseUrl: apiUrl })

/** The status and error message the API answers to a history request of `account` with `cursor`. */
async function requestWithCursor(account: string, chainId: string, cursor: string) {
  const query = new URLSearchParams({ projectId: 'p', chainId, cursor })
  const response = await fetch(`${apiUrl}/v1/account/${account}/history?${query}`)
  return { status: response.status, body: await response.json() }
}

const mint = new PublicKey(SOLANA_DEV_MINT.address)

describe('the devnet Blockchain API history on Solana', () => {
  const solanaId = () => devnet.solana?.networkId as `solana:${string}`
  const connection = () => new Connection(devnet.solana?.rpcUrl ?? '', 'confirmed')
  const send = (payer: Keypair, transaction: Transaction) =>
    sendAndConfirmTransaction(connection(), transaction, [payer], { commitment: 'confirmed' })
  /** A `transferChecked` of the dev mint, after creating the receiver's token account when asked. */
  const sendTokens = (from: Keypair, to: PublicKey, amount: bigint, options: { createAccount: boolean }) =>
    send(
      from,
      new Transaction().add(
        ...(options.createAccount
          ? [createAssociatedTokenAccountInstruction({ payer: from.publicKey, owner: to, mint })]
          : []),
        createTransferCheckedInstruction({
          source: getAssociatedTokenAddress(from.publicKey, mint),
          mint,
          destination: getAssociatedTokenAddress(to, mint),
          owner: from.publicKey,
          amount,
          decimals: SOLANA_DEV_MINT.decimals,
        }),
      ),
    )

  test('[API-005] SOL and SPL transfers in and out of the account, read from the validator, newest first', async () => {
    const [holder, receiver] = [getDevKeypair(0), getDevKeypair(4)]
    const sol = await send(
      holder,
      new Transaction().add(
        SystemProgram.transfer({
          fromPubkey: holder.publicKey,
          toPubkey: receiver.publicKey,
          lamports: 2 * LAMPORTS_PER_SOL,
        }),
      ),
    )
    const firstTokens = await sendTokens(holder, receiver.publicKey, 5_000_000n, { createAccount: true })
    // The token account exists now: this transfer names only it, not its owner.
    const tokens = await sendTokens(holder, receiver.publicKey, 1_500_000n, { createAccount: false })
    const { data, next } = await getTransactionHistory(getClient(), {
      account: receiver.publicKey.toBase58(),
      caipNetworkId: solanaId(),
    })
    expect(next).toBeUndefined()
    expect(data.map(({ id }) => id)).toEqual([tokens, firstTokens, sol])
    const { blockTime } =
      (await connection().getTransaction(tokens, { maxSupportedTransactionVersion: 0 })) ?? {}
    expect(data[0]).toEqual({
      id: tokens,
      metadata: {
        minedAt: new Date((blockTime ?? 0) * 1000).toISOString(),
        chain: solanaId(),
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: holder.publicKey.toBase58(),
        sentTo: receiver.publicKey.toBase58(),
        hash: tokens,
      },
      transfers: [
        {
          fungible_info: {
            name: SOLANA_DEV_MINT.name,
            symbol: 'USDC',
            icon: { url: `${apiUrl}/devnet/images/asset-usdc` },
          },
          direction: 'in',
          quantity: { numeric: '1.5' },
          value: 1.5,
          price: 1,
        },
      ],
    })
    expect(data[2]?.transfers).toEqual([
      expect.objectContaining({
        fungible_info: expect.objectContaining({ symbol: 'SOL' }),
        direction: 'in',
        quantity: { numeric: '2' },
        value: 300,
      }),
    ])
    // The sender sees them going out, and not the rent its token-account creation paid.
    const sent = await getTransactionHistory(getClient(), {
      account: holder.publicKey.toBase58(),
      caipNetworkId: solanaId(),
    })
    expect(
      sent.data
        .slice(0, 3)
        .map(({ metadata, transfers }) => [
          metadata.operationType,
          transfers?.map((transfer) => [
            transfer.fungible_info?.symbol,
            transfer.direction,
            transfer.quantity?.numeric,
          ]),
        ]),
    ).toEqual([
      ['send', [['USDC', 'out', '1.5']]],
      ['send', [['USDC', 'out', '5']]],
      ['send', [['SOL', 'out', '2']]],
    ])
  })

  test('[API-005] a failed transaction is listed as failed with no transfer', async () => {
    const [payer, poor] = [getDevKeypair(5), getDevKeypair(6)]
    // The token transfer fails (the payer holds no token account), so nothing moves.
    const failed = await connection().sendTransaction(
      new Transaction().add(
        createTransferCheckedInstruction({
          source: getAssociatedTokenAddress(payer.publicKey, mint),
          mint,
          destination: getAssociatedTokenAddress(poor.publicKey, mint),
          owner: payer.publicKey,
          amount: 1n,
          decimals: SOLANA_DEV_MINT.decimals,
        }),
      ),
      [payer],
      { skipPreflight: true },
    )
    await connection().confirmTransaction(failed, 'confirmed')
    const { data } = await getTransactionHistory(getClient(), {
      account: payer.publicKey.toBase58(),
      caipNetworkId: solanaId(),
    })
    expect(data[0]).toMatchObject({
      id: failed,
      metadata: { status: 'failed', operationType: 'execute', sentFrom: payer.publicKey.toBase58() },
      transfers: [],
    })
  })

  test('[API-005] next cursors walk every page once; transactions sent meanwhile do not shift the pages', async () => {
    const [sender, receiver] = [getDevKeypair(7), getDevKeypair(8)]
    const transfer = (lamports: number) =>
      send(
        sender,
        new Transaction().add(
          SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver.publicKey, lamports }),
        ),
      )
    for (let count = 1; count <= HISTORY_PAGE_SIZE + 5; count++) await transfer(count)
    const account = receiver.publicKey.toBase58()
    const first = await getTransactionHistory(getClient(), { account, caipNetworkId: solanaId() })
    expect(first.data).toHaveLength(HISTORY_PAGE_SIZE)
    await transfer(1000)
    const second = await getTransactionHistory(getClient(), {
      account,
      caipNetworkId: solanaId(),
      cursor: first.next,
    })
    expect(second.next).toBeUndefined()
    expect(second.data.map(({ transfers }) => transfers?.[0]?.quantity?.numeric)).toEqual(
      [5n, 4n, 3n, 2n, 1n].map((lamports) => formatUnits(lamports, 9)),
    )
    const pages = await readHistoryPages(getClient(), account, solanaId())
    expect(pages.map((page) => page.length)).toEqual([HISTORY_PAGE_SIZE, 6])
    expect(new Set(pages.flat()).size).toBe(HISTORY_PAGE_SIZE + 6)
  })

  test('a malformed cursor, or a signature not of the account, is refused as an invalid cursor', async () => {
    const account = getDevKeypair(9).publicKey.toBase58()
    const foreign = (await connection().getSignaturesForAddress(getDevKeypair(8).publicKey, { limit: 1 }))[0]
      ?.signature
    const answers = await Promise.all(
      ['12-3', '0'.repeat(88), 'x'.repeat(128), foreign ?? ''].map((cursor) =>
        requestWithCursor(account, solanaId(), cursor),
      ),
    )
    expect(answers).toEqual(Array(4).fill({ status: 400, body: { message: 'Invalid cursor' } }))
  })
})

describe('the devnet Blockchain API history on Bitcoin', () => {
  const bitcoinId = () => devnet.bitcoin?.networkId as `bip122:${string}`
  const esplora = () => createEsploraTestClient(devnet.bitcoin?.url ?? '')
  const mine = () => esplora().postJson('/regtest/mine', { blocks: 1 })
  const fund = async (address: string, amount: number) =>
    (await esplora().postJson('/regtest/faucet', { address, amount })).text

  test('[API-005] a send and its receipt, amounts from vin and vout, pending until mined', async () => {
    const [payer, payee] = [BITCOIN_DEV_ACCOUNTS[0], BITCOIN_DEV_ACCOUNTS[4]]
    if (payer === undefined || payee === undefined) throw new Error('no Bitcoin dev accounts')
    const coins = await esplora().getJson<TestCoin[]>(`/address/${payer.paymentAddress}/utxo`)
    const coin = coins[0] as TestCoin
    const spend = signTestSpend({
      wif: payer.wif,
      kind: 'p2wpkh',
      coins: [coin],
      outputs: [
        { address: payee.paymentAddress, value: 1_250_000 },
        { address: payer.paymentAddress, value: coin.value - 1_250_000 - 2_000 },
      ],
    })
    const txid = (await esplora().post('/tx', spend.toHex())).text
    const read = (account: string) =>
      getTransactionHistory(getClient(), { account, caipNetworkId: bitcoinId() })
    const pending = (await read(payee.paymentAddress)).data[0]
    expect(pending).toMatchObject({ id: txid, metadata: { status: 'pending', operationType: 'receive' } })
    await mine()
    const status = await esplora().getJson<{ block_time: number }>(`/tx/${txid}/status`)
    const [received] = (await read(payee.paymentAddress)).data
    expect(received).toEqual({
      id: txid,
      metadata: {
        minedAt: new Date(status.block_time * 1000).toISOString(),
        chain: bitcoinId(),
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: payer.paymentAddress,
        sentTo: payee.paymentAddress,
        hash: txid,
      },
      transfers: [
        {
          fungible_info: {
            name: 'Bitcoin',
            symbol: 'BTC',
            icon: { url: `${apiUrl}/devnet/images/asset-btc` },
          },
          direction: 'in',
          quantity: { numeric: '0.0125' },
          value: 750,
          price: 60_000,
        },
      ],
    })
    // The payer sent what went to the payee: its change and the fee are not listed as sent.
    const [sent] = (await read(payer.paymentAddress)).data
    expect(sent).toMatchObject({
      id: txid,
      metadata: { operationType: 'send', sentFrom: payer.paymentAddress, sentTo: payee.paymentAddress },
      transfers: [expect.objectContaining({ direction: 'out', quantity: { numeric: '0.0125' } })],
    })
  })

  test('[API-005] next cursors walk the mempool, then the chain, every transaction once', async () => {
    // A fresh address, so its history is the transactions below.
    const address = payments.p2wpkh({ hash: randomBytes(20), network: networks.regtest }).address ?? ''
    const confirmed: string[] = []
    for (let count = 1; count <= HISTORY_PAGE_SIZE + 12; count++)
      confirmed.push(await fund(address, 10_000 + count))
    await mine()
    const pending: string[] = []
    for (let count = 1; count <= 3; count++) pending.push(await fund(address, 20_000 + count))
    const first = await getTransactionHistory(getClient(), { account: address, caipNetworkId: bitcoinId() })
    expect(first.data.slice(0, 3).map(({ metadata }) => metadata.status)).toEqual(Array(3).fill('pending'))
    const pages = await readHistoryPages(getClient(), address, bitcoinId())
    expect(pages.map((page) => page.length)).toEqual([HISTORY_PAGE_SIZE, 15])
    expect(new Set(pages.flat())).toEqual(new Set([...pending, ...confirmed]))
    await mine()
  })

  test('a malformed cursor, or a transaction not of the address, is refused as an invalid cursor', async () => {
    const address = BITCOIN_DEV_ACCOUNTS[3]?.paymentAddress ?? ''
    const foreign = await fund(BITCOIN_DEV_ACCOUNTS[2]?.paymentAddress ?? '', 5_000)
    const answers = await Promise.all(
      ['12-3', 'A'.repeat(64), '0'.repeat(64), foreign].map((cursor) =>
        requestWithCursor(address, bitcoinId(), cursor),
      ),
    )
    expect(answers).toEqual(Array(4).fill({ status: 400, body: { message: 'Invalid cursor' } }))
    await mine()
  })
})
