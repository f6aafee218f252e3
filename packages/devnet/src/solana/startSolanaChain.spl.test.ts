import { Connection, Keypair, PublicKey, sendAndConfirmTransaction, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SOLANA_DEV_MINT } from './solanaDevMint.js'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './solanaProgramIds.js'
import {
  callRpc,
  createAssociatedTokenAccountInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddress,
  getDevKeypair,
} from './solanaTestClient.test-helper.js'
import { decodeTokenAccount } from './splTokenLayout.js'
import { type DevnetSolanaChain, startSolanaChain } from './startSolanaChain.js'

const mint = new PublicKey(SOLANA_DEV_MINT.address)
let chain: DevnetSolanaChain
let connection: Connection

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
  connection = new Connection(chain.rpcUrl, { wsEndpoint: chain.wsUrl, commitment: 'confirmed' })
})

afterAll(async () => {
  await chain.stop()
})

function tokenAmount(amount: bigint) {
  const uiAmountString = (Number(amount) / 10 ** SOLANA_DEV_MINT.decimals).toString()
  return { amount: amount.toString(), decimals: 6, uiAmount: Number(uiAmountString), uiAmountString }
}

describe('startSolanaChain: SPL tokens', () => {
  test('gives the first dev accounts 1,000 dev tokens in their associated token accounts', async () => {
    expect(SOLANA_DEV_MINT).toMatchObject({
      decimals: 6,
      symbol: 'USDC',
      programId: TOKEN_PROGRAM_ID.toBase58(),
    })
    expect(SOLANA_DEV_MINT.holders).toEqual(
      [0, 1, 2].map((index) => getDevKeypair(index).publicKey.toBase58()),
    )
    for (const holder of SOLANA_DEV_MINT.holders) {
      const owner = new PublicKey(holder)
      const parsed = await connection.getParsedTokenAccountsByOwner(owner, { mint })
      expect(parsed.value).toHaveLength(1)
      expect(parsed.value[0]?.pubkey.equals(getAssociatedTokenAddress(owner, mint))).toBe(true)
      expect(parsed.value[0]?.account.data).toEqual({
        program: 'spl-token',
        parsed: {
          type: 'account',
          info: {
            isNative: false,
            mint: mint.toBase58(),
            owner: holder,
            state: 'initialized',
            tokenAmount: tokenAmount(1_000_000_000n),
          },
        },
        space: 165,
      })
    }
    const other = getDevKeypair(3).publicKey
    expect(
      (await connection.getParsedTokenAccountsByOwner(other, { programId: TOKEN_PROGRAM_ID })).value,
    ).toEqual([])
  })

  test('reads the mint in jsonParsed and the token accounts in base64', async () => {
    const info = await connection.getParsedAccountInfo(mint)
    expect(info.value?.data).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: 6,
          freezeAuthority: null,
          isInitialized: true,
          mintAuthority: SOLANA_DEV_MINT.mintAuthority,
          supply: '3000000000',
        },
      },
      space: 82,
    })
    const owner = getDevKeypair(0).publicKey
    const raw = await connection.getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID })
    expect(raw.value).toHaveLength(1)
    const decoded = decodeTokenAccount(raw.value[0]?.account.data ?? new Uint8Array())
    expect(decoded?.owner.equals(owner)).toBe(true)
    expect(decoded?.amount).toBe(1_000_000_000n)
    expect(
      (await connection.getTokenAccountsByOwner(owner, { programId: TOKEN_2022_PROGRAM_ID })).value,
    ).toEqual([])
  })

  test('creates an associated token account and transfers dev tokens into it', async () => {
    const sender = getDevKeypair(0)
    const recipient = getDevKeypair(4).publicKey
    const source = getAssociatedTokenAddress(sender.publicKey, mint)
    const destination = getAssociatedTokenAddress(recipient, mint)
    const transaction = new Transaction().add(
      createAssociatedTokenAccountInstruction({ payer: sender.publicKey, owner: recipient, mint }),
      createTransferCheckedInstruction({
        source,
        mint,
        destination,
        owner: sender.publicKey,
        amount: 12_500_000n,
        decimals: 6,
      }),
    )
    const signature = await sendAndConfirmTransaction(connection, transaction, [sender])

    expect((await connection.getTokenAccountBalance(destination)).value).toEqual(tokenAmount(12_500_000n))
    expect((await connection.getTokenAccountBalance(source)).value).toEqual(tokenAmount(987_500_000n))
    const parsed = await connection.getParsedTokenAccountsByOwner(recipient, { mint })
    expect(parsed.value.map(({ account }) => account.data.parsed.info.tokenAmount.uiAmountString)).toEqual([
      '12.5',
    ])

    const fetched = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(
      fetched?.transaction.message.instructions.map(
        (instruction) => 'parsed' in instruction && instruction.parsed,
      ),
    ).toEqual([
      {
        type: 'createIdempotent',
        info: {
          source: sender.publicKey.toBase58(),
          account: destination.toBase58(),
          wallet: recipient.toBase58(),
          mint: mint.toBase58(),
          systemProgram: '11111111111111111111111111111111',
          tokenProgram: TOKEN_PROGRAM_ID.toBase58(),
        },
      },
      {
        type: 'transferChecked',
        info: {
          source: source.toBase58(),
          mint: mint.toBase58(),
          destination: destination.toBase58(),
          authority: sender.publicKey.toBase58(),
          tokenAmount: tokenAmount(12_500_000n),
        },
      },
    ])
    const innerTypes = fetched?.meta?.innerInstructions?.[0]?.instructions.map((instruction) =>
      'parsed' in instruction ? (instruction.parsed as { type: string }).type : 'raw',
    )
    expect(innerTypes).toEqual([
      'getAccountDataSize',
      'createAccount',
      'initializeImmutableOwner',
      'initializeAccount3',
    ])
    const accountKeys = fetched?.transaction.message.accountKeys.map(({ pubkey }) => pubkey.toBase58()) ?? []
    expect(fetched?.meta?.preTokenBalances).toEqual([
      {
        accountIndex: accountKeys.indexOf(source.toBase58()),
        mint: mint.toBase58(),
        owner: sender.publicKey.toBase58(),
        programId: TOKEN_PROGRAM_ID.toBase58(),
        uiTokenAmount: tokenAmount(1_000_000_000n),
      },
    ])
    expect(fetched?.meta?.postTokenBalances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          accountIndex: accountKeys.indexOf(destination.toBase58()),
          uiTokenAmount: tokenAmount(12_500_000n),
        }),
        expect.objectContaining({
          accountIndex: accountKeys.indexOf(source.toBase58()),
          uiTokenAmount: tokenAmount(987_500_000n),
        }),
      ]),
    )
    expect(await connection.getSignaturesForAddress(destination)).toHaveLength(1)
  })

  test('answers token queries about unknown mints and non-token accounts with the RPC errors', async () => {
    const owner = getDevKeypair(0).publicKey.toBase58()
    const unknownMint = getDevKeypair(9).publicKey.toBase58()
    expect(
      (await callRpc(chain.rpcUrl, 'getTokenAccountsByOwner', [owner, { mint: unknownMint }])).error,
    ).toEqual({
      code: -32602,
      message: 'Invalid param: could not find mint',
    })
    expect(
      (await callRpc(chain.rpcUrl, 'getTokenAccountsByOwner', [owner, { programId: owner }])).error,
    ).toEqual({
      code: -32602,
      message: 'Invalid param: unrecognized Token program id',
    })
    expect((await callRpc(chain.rpcUrl, 'getTokenAccountsByOwner', [owner, {}])).error).toEqual({
      code: -32602,
      message: 'Invalid params: the filter must have exactly one of mint or programId',
    })
    expect((await callRpc(chain.rpcUrl, 'getTokenAccountBalance', [owner])).error).toEqual({
      code: -32602,
      message: 'Invalid param: not a Token account',
    })
    expect(
      (await callRpc(chain.rpcUrl, 'getTokenAccountBalance', [Keypair.generate().publicKey.toBase58()]))
        .error,
    ).toEqual({
      code: -32602,
      message: 'Invalid param: could not find account',
    })
  })
})
