// @vitest-environment happy-dom
import { formatUnits } from '@atrium/common'
import { createMemoryStorage } from '@atrium/core'
import { SOLANA_DEV_MINT } from '@atrium/devnet'
import { expectCodedRejection } from '@atrium/testing'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
} from '@solana/web3.js'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from '../src/adapter/createSolanaAdapter.js'
import { SOLANA_TOKEN_PROGRAM_IDS } from '../src/balances/solanaTokenProgramIds.js'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  getAssociatedTokenAddress,
} from '../src/transactions/splTokenInstructions.js'
import { getLocalNetwork, getSolanaChain, getTestNetworks } from './devnetSolana.test-helper.js'
import { devAccount, registerTestWallet } from './solanaTestWallets.test-helper.js'

// The sender is this file's own account, funded at start: no other file spends from or to it.
const SENDER = Keypair.fromSeed(new Uint8Array(32).fill(201))
// Holds the dev token from genesis and only ever receives SOL elsewhere: it has a token account.
const HOLDER = devAccount(2)
// Signs as the mint authority only: the fees of the minting are paid by SENDER.
const MINT_AUTHORITY = Keypair.fromSecretKey(devAccount(0).secretKey)
const MINT = new PublicKey(SOLANA_DEV_MINT.address)
const TOKEN_PROGRAM = new PublicKey(SOLANA_DEV_MINT.programId)
const MINTED = 50_000_000n
const WALLET_ID = 'atrium-test-wallet'
const TOKEN_2022_PROGRAM = new PublicKey(SOLANA_TOKEN_PROGRAM_IDS[1])
/** SPL Token's `MintTo` instruction tag: amount u64. */
const MINT_TO = 7
/** SPL Token's `InitializeMint2` instruction tag: decimals u8, mint authority, optional freeze authority. */
const INITIALIZE_MINT_2 = 20
/** Token-2022's `InitializeMintCloseAuthority` instruction tag: an optional key. */
const INITIALIZE_MINT_CLOSE_AUTHORITY = 25
/** Size of a mint without Token-2022 extensions. */
const MINT_SIZE = 82

const connection = () => new Connection(getSolanaChain().rpcUrl, 'confirmed')
const caipOf = (address: string) => `${getLocalNetwork().caipNetworkId}:${address}` as const
const tokenAccountOf = (owner: string) => getAssociatedTokenAddress(new PublicKey(owner), MINT, TOKEN_PROGRAM)

async function tokensOf(owner: string): Promise<bigint> {
  const account = await connection().getAccountInfo(tokenAccountOf(owner))
  if (account === null) return 0n
  return BigInt((await connection().getTokenAccountBalance(tokenAccountOf(owner))).value.amount)
}

const lamportsOf = async (address: string) => BigInt(await connection().getBalance(new PublicKey(address)))

/** Creates SENDER's associated account of `mint` and mints `amount` to it, signed by `authority`. */
function mintToSender(parameters: {
  mint: PublicKey
  tokenProgram: PublicKey
  authority: PublicKey
  amount: bigint
}): TransactionInstruction[] {
  const { mint, tokenProgram } = parameters
  const data = Buffer.alloc(9)
  data.writeUInt8(MINT_TO, 0)
  data.writeBigUInt64LE(parameters.amount, 1)
  return [
    createAssociatedTokenAccountIdempotentInstruction({
      payer: SENDER.publicKey,
      owner: SENDER.publicKey,
      mint,
      tokenProgram,
    }),
    new TransactionInstruction({
      programId: tokenProgram,
      keys: [
        { pubkey: mint, isSigner: false, isWritable: true },
        {
          pubkey: getAssociatedTokenAddress(SENDER.publicKey, mint, tokenProgram),
          isSigner: false,
          isWritable: true,
        },
        { pubkey: parameters.authority, isSigner: true, isWritable: false },
      ],
      data,
    }),
  ]
}

/** Token-2022's `InitializeMint2` of a 2-decimal mint whose authority is SENDER, without freeze authority. */
function initializeMint2(mint: PublicKey): TransactionInstruction {
  const data = Buffer.alloc(67)
  data.writeUInt8(INITIALIZE_MINT_2, 0)
  data.writeUInt8(2, 1)
  SENDER.publicKey.toBuffer().copy(data, 2)
  return new TransactionInstruction({
    programId: TOKEN_2022_PROGRAM,
    keys: [{ pubkey: mint, isSigner: false, isWritable: true }],
    data,
  })
}

async function submit(instructions: TransactionInstruction[], signers: Keypair[]) {
  const transaction = new Transaction().add(...instructions)
  transaction.feePayer = SENDER.publicKey
  const chain = connection()
  await chain.confirmTransaction(await chain.sendTransaction(transaction, signers), 'confirmed')
}

/** SOL from the faucet and `MINTED` dev tokens for SENDER, in its associated token account. */
beforeAll(async () => {
  const chain = connection()
  await chain.confirmTransaction(await chain.requestAirdrop(SENDER.publicKey, 2_000_000_000), 'confirmed')
  await submit(
    mintToSender({
      mint: MINT,
      tokenProgram: TOKEN_PROGRAM,
      authority: MINT_AUTHORITY.publicKey,
      amount: MINTED,
    }),
    [SENDER, MINT_AUTHORITY],
  )
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function connected() {
  const { wallet, unregister } = registerTestWallet({ secretKey: SENDER.secretKey })
  cleanups.push(unregister)
  const adapter = createSolanaAdapter({ networks: getTestNetworks(), storage: createMemoryStorage() })
  const session = await adapter.connect({ connectorId: WALLET_ID })
  return { wallet, adapter, from: session.accounts[0].caipAddress }
}

describe('createSolanaAdapter on the local chain: SPL token sends', () => {
  it('sends SPL tokens to a receiver that has a token account: TransferChecked only, the fee is what estimateGas said', async () => {
    const { adapter, from } = await connected()
    const transfer = await adapter.buildTokenTransfer({
      from,
      to: HOLDER.address,
      tokenAddress: SOLANA_DEV_MINT.address,
      amount: 1_250_000n,
    })
    expect(transfer).toEqual({ from, to: HOLDER.address, value: 1_250_000n, mint: SOLANA_DEV_MINT.address })
    const [senderTokens, receiverTokens, lamports] = await Promise.all([
      tokensOf(SENDER.publicKey.toBase58()),
      tokensOf(HOLDER.address),
      lamportsOf(SENDER.publicKey.toBase58()),
    ])
    const fee = await adapter.estimateGas(transfer)
    expect(fee).toBe(5000n)

    const signature = await adapter.sendTransaction(transfer)

    const recorded = await connection().getParsedTransaction(signature, { commitment: 'confirmed' })
    expect(recorded?.meta?.err).toBeNull()
    expect(recorded?.transaction.message.instructions.map((entry) => entry.programId.toBase58())).toEqual([
      SOLANA_DEV_MINT.programId,
    ])
    expect(await tokensOf(HOLDER.address)).toBe(receiverTokens + 1_250_000n)
    expect(await tokensOf(SENDER.publicKey.toBase58())).toBe(senderTokens - 1_250_000n)
    expect(await lamportsOf(SENDER.publicKey.toBase58())).toBe(lamports - fee)
  })

  it('to a receiver without a token account, creates it at the sender’s cost; estimateGas counts its rent', async () => {
    const { adapter, from } = await connected()
    const receiver = Keypair.fromSeed(new Uint8Array(32).fill(202)).publicKey.toBase58()
    expect(await connection().getAccountInfo(tokenAccountOf(receiver))).toBeNull()
    const transfer = await adapter.buildTokenTransfer({
      from,
      to: receiver,
      tokenAddress: SOLANA_DEV_MINT.address,
      amount: 3_000_000n,
    })
    const rent = BigInt(await connection().getMinimumBalanceForRentExemption(165))
    const cost = await adapter.estimateGas(transfer)
    expect(cost).toBe(5000n + rent)
    const lamports = await lamportsOf(SENDER.publicKey.toBase58())

    await adapter.sendTransaction(transfer)

    expect(await tokensOf(receiver)).toBe(3_000_000n)
    expect(await adapter.getTokenBalances({ caipAddress: caipOf(receiver) })).toEqual([
      expect.objectContaining({ mint: SOLANA_DEV_MINT.address, amount: 3_000_000n, balance: '3' }),
    ])
    expect(await lamportsOf(SENDER.publicKey.toBase58())).toBe(lamports - cost)
    expect(await lamportsOf(tokenAccountOf(receiver).toBase58())).toBe(rent)
  })

  it('a Token-2022 mint without extensions: its associated accounts and its rent are those of Token-2022', async () => {
    const mint = Keypair.fromSeed(new Uint8Array(32).fill(203))
    await submit(
      [
        SystemProgram.createAccount({
          fromPubkey: SENDER.publicKey,
          newAccountPubkey: mint.publicKey,
          lamports: await connection().getMinimumBalanceForRentExemption(MINT_SIZE),
          space: MINT_SIZE,
          programId: TOKEN_2022_PROGRAM,
        }),
        initializeMint2(mint.publicKey),
        ...mintToSender({
          mint: mint.publicKey,
          tokenProgram: TOKEN_2022_PROGRAM,
          authority: SENDER.publicKey,
          amount: 10_000n,
        }),
      ],
      [SENDER, mint],
    )
    const { adapter, from } = await connected()
    const receiver = Keypair.fromSeed(new Uint8Array(32).fill(204)).publicKey
    const transfer = await adapter.buildTokenTransfer({
      from,
      to: receiver.toBase58(),
      tokenAddress: mint.publicKey.toBase58(),
      amount: 1_234n,
    })
    // The account, its type byte and the ImmutableOwner extension the ATA program adds.
    const rent = BigInt(await connection().getMinimumBalanceForRentExemption(170))
    const cost = await adapter.estimateGas(transfer)
    expect(cost).toBe(5000n + rent)
    const lamports = await lamportsOf(SENDER.publicKey.toBase58())

    await adapter.sendTransaction(transfer)

    const account = getAssociatedTokenAddress(receiver, mint.publicKey, TOKEN_2022_PROGRAM)
    expect((await connection().getTokenAccountBalance(account)).value.amount).toBe('1234')
    expect(await lamportsOf(account.toBase58())).toBe(rent)
    expect(await lamportsOf(SENDER.publicKey.toBase58())).toBe(lamports - cost)
  })

  it('a Token-2022 mint with extensions is refused before the wallet is asked (its accounts need more than this adapter plans)', async () => {
    const mint = Keypair.fromSeed(new Uint8Array(32).fill(205))
    // The base mint padded to an account's size, the account type byte, then MintCloseAuthority (TLV header and a key).
    const space = 165 + 1 + 4 + 32
    const closeAuthority = Buffer.alloc(34)
    closeAuthority.writeUInt8(INITIALIZE_MINT_CLOSE_AUTHORITY, 0)
    closeAuthority.writeUInt8(1, 1)
    SENDER.publicKey.toBuffer().copy(closeAuthority, 2)
    await submit(
      [
        SystemProgram.createAccount({
          fromPubkey: SENDER.publicKey,
          newAccountPubkey: mint.publicKey,
          lamports: await connection().getMinimumBalanceForRentExemption(space),
          space,
          programId: TOKEN_2022_PROGRAM,
        }),
        new TransactionInstruction({
          programId: TOKEN_2022_PROGRAM,
          keys: [{ pubkey: mint.publicKey, isSigner: false, isWritable: true }],
          data: closeAuthority,
        }),
        initializeMint2(mint.publicKey),
      ],
      [SENDER, mint],
    )
    const { wallet, adapter, from } = await connected()
    const transfer = await adapter.buildTokenTransfer({
      from,
      to: HOLDER.address,
      tokenAddress: mint.publicKey.toBase58(),
      amount: 1n,
    })
    expect((await expectCodedRejection(adapter.sendTransaction(transfer))).code).toBe(
      'RPC_UNSUPPORTED_METHOD',
    )
    expect((await expectCodedRejection(adapter.estimateGas(transfer))).code).toBe('RPC_UNSUPPORTED_METHOD')
    expect(wallet.requests.map((request) => request.feature)).toEqual(['standard:connect'])
  })

  it('an amount above the sender’s tokens is refused before the wallet is asked to sign', async () => {
    const { wallet, adapter, from } = await connected()
    const held = await tokensOf(SENDER.publicKey.toBase58())
    const transfer = await adapter.buildTokenTransfer({
      from,
      to: HOLDER.address,
      tokenAddress: SOLANA_DEV_MINT.address,
      amount: held + 1n,
    })
    const needed = formatUnits(held + 1n, SOLANA_DEV_MINT.decimals)
    const available = formatUnits(held, SOLANA_DEV_MINT.decimals)
    const error = await expectCodedRejection(adapter.sendTransaction(transfer))
    expect(error).toMatchObject({ code: 'SOLANA_INSUFFICIENT_TOKEN_BALANCE', meta: { needed, available } })
    expect(error.message).toBe(`Not enough tokens: ${needed} are needed, ${available} are available.`)
    expect(wallet.requests.map((request) => request.feature)).toEqual(['standard:connect'])
    expect(await tokensOf(SENDER.publicKey.toBase58())).toBe(held)
  })

  it('[SEND-003] a mint that is not an SPL mint, or a receiver that is a token account, is refused before signing', async () => {
    const { wallet, adapter, from } = await connected()
    await expect(
      adapter.buildTokenTransfer({ from, to: HOLDER.address, tokenAddress: '0xabc', amount: 1n }),
    ).rejects.toMatchObject({ code: 'SOLANA_SEND_INVALID_PARAMETERS' })
    const notAMint = await adapter.buildTokenTransfer({
      from,
      to: HOLDER.address,
      tokenAddress: HOLDER.address,
      amount: 1n,
    })
    const toTokenAccount = await adapter.buildTokenTransfer({
      from,
      to: tokenAccountOf(HOLDER.address).toBase58(),
      tokenAddress: SOLANA_DEV_MINT.address,
      amount: 1n,
    })
    for (const transfer of [notAMint, toTokenAccount]) {
      const error = await expectCodedRejection(adapter.sendTransaction(transfer))
      expect(error).toMatchObject({
        code: 'SOLANA_SEND_INVALID_PARAMETERS',
        message: 'Please enter a valid amount and receiver address',
      })
      expect((await expectCodedRejection(adapter.estimateGas(transfer))).code).toBe(
        'SOLANA_SEND_INVALID_PARAMETERS',
      )
    }
    expect(wallet.requests.map((request) => request.feature)).toEqual(['standard:connect'])
  })
})
