// @vitest-environment happy-dom
import { createMemoryStorage } from '@atrium/core'
import { expectCodedRejection, registerStandardWallet, type SolanaTestWallet } from '@atrium/testing'
import {
  type Connection,
  Keypair,
  MessageV0,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { createSolanaAdapter } from '../src/adapter/createSolanaAdapter.js'
import type { SolanaAdapter } from '../src/adapter/SolanaAdapter.js'
import type { SolanaSendOptions } from '../src/transactions/SolanaSendOptions.js'
import { getLocalNetwork, getTestNetworks } from './devnetSolana.test-helper.js'
import { devAccount, registerTestWallet } from './solanaTestWallets.test-helper.js'

// This file's own key: SENDER pays every send here. UNTOUCHED is never used by any file.
const SENDER = devAccount(8)
const UNTOUCHED = devAccount(9)
const WALLET_ID = 'atrium-test-wallet'
const LAMPORTS_PER_SOL = 1_000_000_000n

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

let receiverSeed = 0
/** A new account each time: the receiver's balance is then exactly what was sent. */
function freshReceiver(): string {
  receiverSeed += 1
  return Keypair.fromSeed(new Uint8Array(32).fill(100 + receiverSeed)).publicKey.toBase58()
}

function registerWallet(): SolanaTestWallet {
  const { wallet, unregister } = registerTestWallet({ secretKey: SENDER.secretKey })
  cleanups.push(unregister)
  return wallet
}

async function connected(options: { sendOptions?: SolanaSendOptions } = {}) {
  const wallet = registerWallet()
  const adapter = createSolanaAdapter({
    networks: getTestNetworks(),
    storage: createMemoryStorage(),
    ...options,
  })
  const session = await adapter.connect({ connectorId: WALLET_ID })
  return { wallet, adapter, from: session.accounts[0].caipAddress }
}

async function lamportsOf(adapter: SolanaAdapter, address: string): Promise<bigint> {
  const connection = await adapter.getConnection()
  return BigInt(await connection.getBalance(new PublicKey(address)))
}

function caipOf(address: string) {
  return `${getLocalNetwork().caipNetworkId}:${address}` as const
}

describe('createSolanaAdapter on the local chain: send', () => {
  it('[SEND-004] sends SOL, confirmed before it resolves; the fee is what estimateGas said', async () => {
    const { adapter, from } = await connected()
    const to = freshReceiver()
    const transaction = { from, to, value: LAMPORTS_PER_SOL }
    const fee = await adapter.estimateGas(transaction)
    expect(fee).toBe(5000n)
    const before = await lamportsOf(adapter, SENDER.address)
    const signature = await adapter.sendTransaction(transaction)
    const connection = await adapter.getConnection()
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.err).toBeNull()
    expect(await adapter.getBalance({ caipAddress: caipOf(to) })).toEqual({ balance: '1', symbol: 'SOL' })
    expect(await lamportsOf(adapter, SENDER.address)).toBe(before - LAMPORTS_PER_SOL - fee)
  })

  it('[SEND-004] hands the adapter options, overridden per call, to the wallet', async () => {
    const { wallet, adapter, from } = await connected({
      sendOptions: { preflightCommitment: 'processed', maxRetries: 5 },
    })
    await adapter.sendTransaction({
      from,
      to: freshReceiver(),
      value: LAMPORTS_PER_SOL,
      options: { skipPreflight: true, maxRetries: 2 },
    })
    const request = wallet.requests.find((entry) => entry.feature === 'solana:signAndSendTransaction')
    expect(request?.input).toMatchObject([
      {
        chain: getLocalNetwork().caipNetworkId,
        options: { preflightCommitment: 'processed', maxRetries: 2, skipPreflight: true },
      },
    ])
  })

  it("[SEND-003] a send without amount or receiver fails with 'Please enter a valid amount and receiver address' before asking the wallet", async () => {
    const { wallet, adapter, from } = await connected()
    const cases = [
      { from, to: freshReceiver() },
      { from, to: freshReceiver(), value: 0n },
      { from, to: '', value: 1n },
      { from, to: 'not-a-solana-address', value: 1n },
      { from, to: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', value: 1n },
    ]
    for (const transaction of cases) {
      const error = await expectCodedRejection(adapter.sendTransaction(transaction))
      expect(error).toMatchObject({
        code: 'SOLANA_SEND_INVALID_PARAMETERS',
        message: 'Please enter a valid amount and receiver address',
      })
    }
    expect((await expectCodedRejection(adapter.estimateGas(cases[0] ?? { from, to: '' }))).code).toBe(
      'SOLANA_SEND_INVALID_PARAMETERS',
    )
    expect(wallet.requests.map((request) => request.feature)).toEqual(['standard:connect'])
  })

  it("[SEND-011] a send the node refuses fails with 'Failed to send transaction. Please try again.', keeping the node's error", async () => {
    const { adapter, from } = await connected()
    const tooMuch = await expectCodedRejection(
      adapter.sendTransaction({ from, to: freshReceiver(), value: 10_000n * LAMPORTS_PER_SOL }),
    )
    expect(tooMuch).toMatchObject({
      name: 'SolanaSendFailedError',
      code: 'SOLANA_SEND_FAILED',
      message: 'Failed to send transaction. Please try again.',
    })
    expect(tooMuch.cause).toBeDefined()
    expect(tooMuch.details).toBeTruthy()
    // A minimum slot the chain has not reached: the node refuses (-32016), which proves the option reached it.
    const notYet = await expectCodedRejection(
      adapter.sendTransaction({
        from,
        to: freshReceiver(),
        value: LAMPORTS_PER_SOL,
        options: { minContextSlot: 1e12 },
      }),
    )
    expect(notYet.code).toBe('SOLANA_SEND_FAILED')
    expect(notYet.details).toContain('Minimum context slot has not been reached')
  })

  it('[RPC-018] a send the user refuses rejects with UserRejectedRequestError (4001), nothing sent', async () => {
    const { wallet, adapter, from } = await connected()
    const before = await lamportsOf(adapter, SENDER.address)
    wallet.rejectNextRequest()
    const error = await expectCodedRejection(
      adapter.sendTransaction({ from, to: freshReceiver(), value: 1n }),
    )
    expect(error).toMatchObject({ code: 'RPC_USER_REJECTED_REQUEST', rpcCode: 4001 })
    expect(await lamportsOf(adapter, SENDER.address)).toBe(before)
  })

  it('a send without a session, or from another account, is refused (4100)', async () => {
    registerWallet()
    const adapter = createSolanaAdapter({ networks: getTestNetworks(), storage: createMemoryStorage() })
    const transaction = { from: caipOf(SENDER.address), to: freshReceiver(), value: 1n }
    expect((await expectCodedRejection(adapter.sendTransaction(transaction))).code).toBe('RPC_UNAUTHORIZED')
    await adapter.connect({ connectorId: WALLET_ID })
    const other = { ...transaction, from: caipOf(UNTOUCHED.address) }
    expect((await expectCodedRejection(adapter.sendTransaction(other))).code).toBe('RPC_UNAUTHORIZED')
  })

  it('a wallet that can only sign: the adapter sends the signed bytes itself', async () => {
    const { wallet: base, unregister } = registerTestWallet({
      secretKey: SENDER.secretKey,
      name: 'Base Wallet',
    })
    cleanups.push(unregister)
    const { 'solana:signAndSendTransaction': _signAndSend, ...features } = base.wallet.features
    const signOnly: Wallet = {
      version: '1.0.0',
      name: 'Sign Only Wallet',
      icon: base.wallet.icon,
      chains: base.wallet.chains,
      features,
      get accounts() {
        return base.wallet.accounts
      },
    }
    cleanups.push(registerStandardWallet(window, signOnly))
    const adapter = createSolanaAdapter({ networks: getTestNetworks(), storage: createMemoryStorage() })
    const session = await adapter.connect({ connectorId: 'sign-only-wallet' })
    const to = freshReceiver()
    await adapter.sendTransaction({ from: session.accounts[0].caipAddress, to, value: LAMPORTS_PER_SOL })
    expect(await lamportsOf(adapter, to)).toBe(LAMPORTS_PER_SOL)
    expect(base.requests.map((request) => request.feature)).toContain('solana:signTransaction')
    expect(base.requests.map((request) => request.feature)).not.toContain('solana:signAndSendTransaction')
  })
})

describe('createSolanaAdapter on the local chain: dApp transactions', () => {
  async function v0Transfer(connection: Connection, to: string, lamports: bigint) {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const message = MessageV0.compile({
      payerKey: new PublicKey(SENDER.address),
      instructions: [
        SystemProgram.transfer({
          fromPubkey: new PublicKey(SENDER.address),
          toPubkey: new PublicKey(to),
          lamports,
        }),
      ],
      recentBlockhash: blockhash,
    })
    return { transaction: new VersionedTransaction(message), blockhash, lastValidBlockHeight }
  }

  it('signTransaction signs a v0 transaction the dApp sends itself', async () => {
    const { adapter } = await connected()
    const connection = await adapter.getConnection()
    const to = freshReceiver()
    const { transaction, blockhash, lastValidBlockHeight } = await v0Transfer(
      connection,
      to,
      LAMPORTS_PER_SOL,
    )
    const signed = await adapter.signTransaction({ transaction })
    expect(signed).toBeInstanceOf(VersionedTransaction)
    const signature = await connection.sendRawTransaction(signed.serialize())
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect(await lamportsOf(adapter, to)).toBe(LAMPORTS_PER_SOL)
  })

  it('signTransaction signs a legacy transaction and returns a legacy Transaction', async () => {
    const { adapter } = await connected()
    const connection = await adapter.getConnection()
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: new PublicKey(SENDER.address),
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(SENDER.address),
        toPubkey: new PublicKey(freshReceiver()),
        lamports: 1,
      }),
    )
    const signed = await adapter.signTransaction({ transaction })
    expect(signed).toBeInstanceOf(Transaction)
    expect(signed.verifySignatures()).toBe(true)
  })

  it('signAndSendTransaction sends a v0 transaction and a legacy one without fee payer or blockhash', async () => {
    const { adapter } = await connected()
    const connection = await adapter.getConnection()
    const first = freshReceiver()
    const { transaction, blockhash, lastValidBlockHeight } = await v0Transfer(
      connection,
      first,
      LAMPORTS_PER_SOL,
    )
    const v0Signature = await adapter.signAndSendTransaction({ transaction })
    await connection.confirmTransaction({ signature: v0Signature, blockhash, lastValidBlockHeight })
    const second = freshReceiver()
    const legacy = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: new PublicKey(SENDER.address),
        toPubkey: new PublicKey(second),
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    const legacySignature = await adapter.signAndSendTransaction({
      transaction: legacy,
      options: { skipPreflight: false },
    })
    expect(legacy.feePayer?.toBase58()).toBe(SENDER.address)
    await connection.confirmTransaction({
      signature: legacySignature,
      blockhash: legacy.recentBlockhash ?? '',
      lastValidBlockHeight: legacy.lastValidBlockHeight ?? 0,
    })
    expect(await lamportsOf(adapter, first)).toBe(LAMPORTS_PER_SOL)
    expect(await lamportsOf(adapter, second)).toBe(LAMPORTS_PER_SOL)
  })

  it('signAndSendTransaction failures are send failures; refusals stay 4001', async () => {
    const { wallet, adapter } = await connected()
    const connection = await adapter.getConnection()
    const { transaction } = await v0Transfer(connection, freshReceiver(), 10_000n * LAMPORTS_PER_SOL)
    expect((await expectCodedRejection(adapter.signAndSendTransaction({ transaction }))).code).toBe(
      'SOLANA_SEND_FAILED',
    )
    wallet.rejectNextRequest()
    expect((await expectCodedRejection(adapter.signTransaction({ transaction }))).code).toBe(
      'RPC_USER_REJECTED_REQUEST',
    )
  })
})
