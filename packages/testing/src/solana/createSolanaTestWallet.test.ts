import {
  Keypair,
  MessageV0,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { createRememberAuthorisation } from '../wallet/rememberAuthorisation.test-helper.js'
import { createSignInMessageText } from './createSignInMessageText.js'
import { createSolanaTestWallet } from './createSolanaTestWallet.js'
import {
  SOLANA_TEST_WALLET_DEFAULT_ICON,
  SOLANA_TEST_WALLET_DEFAULT_NAME,
} from './solanaTestWalletDefaults.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

const first = Keypair.fromSeed(new Uint8Array(32).fill(1))
const second = Keypair.fromSeed(new Uint8Array(32).fill(2))
const receiver = Keypair.fromSeed(new Uint8Array(32).fill(3)).publicKey
// No node is asked in this file: only signAndSendTransaction sends (see the devnet test).
const RPC_URL = 'http://127.0.0.1:9'
// Any 32 bytes in base58 do as a blockhash for signing.
const BLOCKHASH = new PublicKey(new Uint8Array(32).fill(7)).toBase58()

function createWallet(connected = false) {
  return createSolanaTestWallet({
    secretKey: first.secretKey,
    additionalSecretKeys: [second.secretKey],
    rpcUrl: RPC_URL,
    chains: ['solana:localnet', 'solana:devnet'],
    connected,
  })
}

async function connectedAccount(wallet: ReturnType<typeof createWallet>): Promise<WalletAccount> {
  const { accounts } = await wallet.wallet.features['standard:connect'].connect()
  const [account] = accounts
  if (account === undefined) throw new Error('no account')
  return account
}

function transferInstruction(from: PublicKey) {
  return SystemProgram.transfer({ fromPubkey: from, toPubkey: receiver, lamports: 1_000 })
}

describe('createSolanaTestWallet', () => {
  it('is a Wallet Standard wallet with the default name, icon, chains and every feature', () => {
    const { wallet } = createWallet()
    expect(wallet.version).toBe('1.0.0')
    expect(wallet.name).toBe(SOLANA_TEST_WALLET_DEFAULT_NAME)
    expect(wallet.icon).toBe(SOLANA_TEST_WALLET_DEFAULT_ICON)
    expect(wallet.icon.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(wallet.chains).toEqual(['solana:localnet', 'solana:devnet'])
    expect(Object.keys(wallet.features).sort()).toMatchInlineSnapshot(`
      [
        "solana:signAndSendTransaction",
        "solana:signIn",
        "solana:signMessage",
        "solana:signTransaction",
        "standard:connect",
        "standard:disconnect",
        "standard:events",
      ]
    `)
    expect(wallet.accounts).toEqual([])
  })

  it('connect authorises the active account only, as Phantom does', async () => {
    const testWallet = createWallet()
    const account = await connectedAccount(testWallet)
    expect(account.address).toBe(first.publicKey.toBase58())
    expect([...account.publicKey]).toEqual([...first.publicKey.toBytes()])
    expect(account.chains).toEqual(['solana:localnet', 'solana:devnet'])
    expect(testWallet.wallet.accounts).toEqual([account])
    expect(testWallet.isConnected).toBe(true)
    expect(testWallet.addresses).toEqual([first.publicKey.toBase58(), second.publicKey.toBase58()])
  })

  it('a silent connect returns no account before the dApp was authorised, and never prompts', async () => {
    const testWallet = createWallet()
    testWallet.rejectNextRequest()
    const connect = testWallet.wallet.features['standard:connect'].connect
    await expect(connect({ silent: true })).resolves.toEqual({ accounts: [] })
    // The queued rejection is still waiting for a prompt.
    await expect(connect()).rejects.toMatchObject({ code: 4001 })
    await connect()
    expect((await connect({ silent: true })).accounts.map((account) => account.address)).toEqual([
      testWallet.address,
    ])
  })

  it('`connected: true` starts authorised (a later visit)', async () => {
    const testWallet = createWallet(true)
    const { accounts } = await testWallet.wallet.features['standard:connect'].connect({ silent: true })
    expect(accounts).toHaveLength(1)
  })

  it('rememberAuthorisation: created again over the same storage (a reload) a silent connect returns the account, until disconnect', async () => {
    const rememberAuthorisation = createRememberAuthorisation()
    const create = () =>
      createSolanaTestWallet({ secretKey: first.secretKey, rpcUrl: RPC_URL, rememberAuthorisation })
    await create().wallet.features['standard:connect'].connect()
    const reloaded = create()
    const { accounts } = await reloaded.wallet.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([first.publicKey.toBase58()])
    await reloaded.wallet.features['standard:disconnect'].disconnect()
    expect((await create().wallet.features['standard:connect'].connect({ silent: true })).accounts).toEqual(
      [],
    )
  })

  it('rejectNextRequest makes the next prompt throw an Error with code 4001, once', async () => {
    const testWallet = createWallet()
    testWallet.rejectNextRequest()
    const error = await testWallet.wallet.features['standard:connect'].connect().catch((caught) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(testWallet.isConnected).toBe(false)
    await expect(connectedAccount(testWallet)).resolves.toBeDefined()
  })

  it('rejectNextRequest takes another code and message', async () => {
    const testWallet = createWallet()
    const account = await connectedAccount(testWallet)
    testWallet.rejectNextRequest({ code: -32603, message: 'Locked' })
    await expect(
      testWallet.wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: -32603, message: 'Locked' })
  })

  it('signMessage returns an Ed25519 signature that verifies against the address', async () => {
    const testWallet = createWallet()
    const account = await connectedAccount(testWallet)
    const message = new TextEncoder().encode('Atrium')
    const [output] = await testWallet.wallet.features['solana:signMessage'].signMessage({ account, message })
    expect(output?.signedMessage).toEqual(message)
    expect(output?.signatureType).toBe('ed25519')
    expect(output?.signature).toHaveLength(64)
    const signature = output?.signature ?? new Uint8Array()
    expect(await verifySolanaSignature({ address: account.address, message, signature })).toBe(true)
    expect(await verifySolanaSignature({ address: account.address, message: 'other', signature })).toBe(false)
  })

  it('refuses to sign for an account the dApp was not given (4100)', async () => {
    const testWallet = createWallet()
    const account = await connectedAccount(testWallet)
    const forged = { ...account, address: second.publicKey.toBase58() }
    await expect(
      testWallet.wallet.features['solana:signMessage'].signMessage({
        account: forged,
        message: new Uint8Array([1]),
      }),
    ).rejects.toMatchObject({ code: 4100 })
    await testWallet.wallet.features['standard:disconnect'].disconnect()
    await expect(
      testWallet.wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signTransaction signs a legacy transaction', async () => {
    const testWallet = createWallet()
    const account = await connectedAccount(testWallet)
    const transaction = new Transaction({ feePayer: first.publicKey, recentBlockhash: BLOCKHASH }).add(
      transferInstruction(first.publicKey),
    )
    const [output] = await testWallet.wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: transaction.serialize({ requireAllSignatures: false }),
    })
    const signed = Transaction.from(output?.signedTransaction ?? new Uint8Array())
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signature).not.toBeNull()
  })

  it('signTransaction signs a v0 transaction', async () => {
    const testWallet = createWallet()
    const account = await connectedAccount(testWallet)
    const message = MessageV0.compile({
      payerKey: first.publicKey,
      instructions: [transferInstruction(first.publicKey)],
      recentBlockhash: BLOCKHASH,
    })
    const [output] = await testWallet.wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: new VersionedTransaction(message).serialize(),
      chain: 'solana:localnet',
    })
    const signed = VersionedTransaction.deserialize(output?.signedTransaction ?? new Uint8Array())
    expect(signed.version).toBe(0)
    expect(
      await verifySolanaSignature({
        address: account.address,
        message: signed.message.serialize(),
        signature: signed.signatures[0] ?? new Uint8Array(),
      }),
    ).toBe(true)
  })

  it('signTransaction refuses bytes that are not a transaction, and a transaction the account cannot sign', async () => {
    const testWallet = createWallet()
    const account = await connectedAccount(testWallet)
    const { signTransaction } = testWallet.wallet.features['solana:signTransaction']
    await expect(signTransaction({ account, transaction: new Uint8Array([1, 2, 3]) })).rejects.toMatchObject({
      code: -32602,
    })
    const foreign = new Transaction({ feePayer: second.publicKey, recentBlockhash: BLOCKHASH }).add(
      transferInstruction(second.publicKey),
    )
    await expect(
      signTransaction({ account, transaction: foreign.serialize({ requireAllSignatures: false }) }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('signAndSendTransaction refuses a chain the wallet does not announce', async () => {
    const testWallet = createWallet()
    const account = await connectedAccount(testWallet)
    const transaction = new Transaction({ feePayer: first.publicKey, recentBlockhash: BLOCKHASH }).add(
      transferInstruction(first.publicKey),
    )
    await expect(
      testWallet.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: 'solana:mainnet',
        transaction: transaction.serialize({ requireAllSignatures: false }),
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('signIn connects and signs the Sign-In With Solana text of the input', async () => {
    const testWallet = createWallet()
    const changes: unknown[] = []
    testWallet.wallet.features['standard:events'].on('change', (properties) => changes.push(properties))
    const input = { domain: 'example.org', statement: 'Sign in to Atrium', nonce: 'abc12345', version: '1' }
    const [output] = await testWallet.wallet.features['solana:signIn'].signIn(input)
    expect(testWallet.isConnected).toBe(true)
    expect(changes).toHaveLength(1)
    expect(output?.account.address).toBe(testWallet.address)
    const text = new TextDecoder().decode(output?.signedMessage)
    expect(text).toBe(createSignInMessageText({ ...input, address: testWallet.address }))
    expect(text).toMatchInlineSnapshot(`
      "example.org wants you to sign in with your Solana account:
      ${testWallet.address}

      Sign in to Atrium

      Version: 1
      Nonce: abc12345"
    `)
    expect(
      await verifySolanaSignature({
        address: testWallet.address,
        message: output?.signedMessage ?? new Uint8Array(),
        signature: output?.signature ?? new Uint8Array(),
      }),
    ).toBe(true)
  })

  it('signIn refuses an address the wallet does not hold, and obeys the reject mode', async () => {
    const testWallet = createWallet()
    const { signIn } = testWallet.wallet.features['solana:signIn']
    await expect(signIn({ address: receiver.toBase58() })).rejects.toMatchObject({ code: 4100 })
    testWallet.rejectNextRequest()
    await expect(signIn({})).rejects.toMatchObject({ code: 4001 })
  })

  it('switchAccount and disconnect emit change events while connected; unsubscribing stops them', async () => {
    const testWallet = createWallet()
    const seen: (readonly string[])[] = []
    const off = testWallet.wallet.features['standard:events'].on('change', ({ accounts }) =>
      seen.push((accounts ?? []).map((account) => account.address)),
    )
    testWallet.switchAccount(second.publicKey.toBase58())
    expect(seen).toEqual([])
    await connectedAccount(testWallet)
    testWallet.switchAccount(first.publicKey.toBase58())
    testWallet.disconnect()
    expect(seen).toEqual([[second.publicKey.toBase58()], [first.publicKey.toBase58()], []])
    expect(testWallet.wallet.accounts).toEqual([])
    off()
    await connectedAccount(testWallet)
    expect(seen).toHaveLength(3)
  })

  it('switchAccount refuses an address the wallet does not hold', () => {
    expect(() => createWallet().switchAccount(receiver.toBase58())).toThrow(RangeError)
  })

  it('records every feature call in order', async () => {
    const testWallet = createWallet()
    const account = await connectedAccount(testWallet)
    await testWallet.wallet.features['solana:signMessage'].signMessage({
      account,
      message: new Uint8Array([1]),
    })
    await testWallet.wallet.features['standard:disconnect'].disconnect()
    expect(testWallet.requests.map((request) => request.feature)).toEqual([
      'standard:connect',
      'solana:signMessage',
      'standard:disconnect',
    ])
  })
})
