import { createPublicKey, verify } from 'node:crypto'
import {
  type AuthService,
  DEFAULT_CODE_TTL_MS,
  DEFAULT_MAX_CODE_ATTEMPTS,
  DEFAULT_SESSION_TTL_MS,
  MEMORY_DATABASE_URL,
  startAuthService,
} from '@atrium/auth-service'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { createPublicClient, createWalletClient, defineChain, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEV_ACCOUNTS } from '../accounts/devAccounts.js'
import { type AnvilInstance, startAnvil } from '../evm/startAnvil.js'
import { type DevnetMailSink, startMailSink } from '../mailSink/startMailSink.js'
import { DEVNET_HOST, getFreePort } from '../ports.js'
import { SOLANA_DEVNET_NETWORK_ID } from '../solana/solanaGenesisHash.js'
import { type DevnetSolanaChain, startSolanaChain } from '../solana/startSolanaChain.js'
import { createAuthClient, TEST_APP_ORIGIN } from './authClient.test-helper.js'
import { DEVNET_AUTH_ALLOWED_ORIGINS, DEVNET_AUTH_SECRET } from './startDevnetAuth.js'

/** The embedded wallet's Solana methods and EIP-5792 calls, against the devnet's Solana chain and anvil. */
describe('the embedded wallet on the devnet chains', () => {
  let solana: DevnetSolanaChain
  let anvil: AnvilInstance
  let mailSink: DevnetMailSink
  let service: AuthService
  const client = createAuthClient({ url: () => service.url, mailboxUrl: () => mailSink.url })
  let session: Awaited<ReturnType<typeof client.signIn>>
  const rpc = async (body: Record<string, unknown>) => client.call('/v1/rpc', { token: session.token, body })

  beforeAll(async () => {
    ;[solana, anvil, mailSink] = await Promise.all([
      startSolanaChain({ port: 0 }),
      getFreePort().then((port) => startAnvil({ chainId: 1, port })),
      startMailSink({ smtpPort: 0, httpPort: 0 }),
    ])
    service = await startAuthService({
      config: {
        secret: DEVNET_AUTH_SECRET,
        databaseUrl: MEMORY_DATABASE_URL,
        smtpUrl: mailSink.smtpUrl,
        mailFrom: 'Atrium devnet <auth@devnet.localhost>',
        allowedOrigins: [...DEVNET_AUTH_ALLOWED_ORIGINS],
        frameOrigins: [],
        chains: [{ chainId: 1, rpcUrl: anvil.rpcUrl }],
        solanaChains: [{ chainId: SOLANA_DEVNET_NETWORK_ID, rpcUrl: solana.rpcUrl }],
        host: DEVNET_HOST,
        port: 0,
        codeTtlMs: DEFAULT_CODE_TTL_MS,
        resendCooldownMs: 0,
        maxCodeAttempts: DEFAULT_MAX_CODE_ATTEMPTS,
        sessionTtlMs: DEFAULT_SESSION_TTL_MS,
      },
      log: () => undefined,
    })
    session = await client.signIn('wallet@example.com', TEST_APP_ORIGIN)
  }, 120_000)
  afterAll(() => Promise.all([service?.stop(), mailSink?.stop(), anvil?.stop(), solana?.stop()]))

  describe('Solana', () => {
    const connection = () => new Connection(solana.rpcUrl, 'confirmed')
    const owner = () => new PublicKey(session.user.solanaAddress)
    /** A transfer of `lamports` from `from` (the user unless given) to `to`, unsigned, as base64. */
    const transfer = async (parameters: { to: PublicKey; lamports: number; from?: PublicKey }) => {
      const from = parameters.from ?? owner()
      const { blockhash } = await connection().getLatestBlockhash()
      const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
        SystemProgram.transfer({ fromPubkey: from, toPubkey: parameters.to, lamports: parameters.lamports }),
      )
      return transaction
        .serialize({ requireAllSignatures: false, verifySignatures: false })
        .toString('base64')
    }
    const verifiesAsUser = (message: Uint8Array, signature: Uint8Array) =>
      verify(
        null,
        message,
        createPublicKey({
          key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(owner().toBytes()).toString('base64url') },
          format: 'jwk',
        }),
        signature,
      )

    test('solana_signMessage: the signature verifies with the user’s Solana address, and only that address signs', async () => {
      const message = new TextEncoder().encode('Sign in to Atrium on Solana')
      const signed = await rpc({
        method: 'solana_signMessage',
        params: { message: bs58.encode(message), pubkey: session.user.solanaAddress },
      })
      expect(signed.status).toBe(200)
      const { signature } = (signed.body as { result: { signature: string } }).result
      expect(verifiesAsUser(message, bs58.decode(signature))).toBe(true)
      expect(verifiesAsUser(new TextEncoder().encode('something else'), bs58.decode(signature))).toBe(false)

      const stranger = Keypair.generate().publicKey.toBase58()
      expect(
        await rpc({
          method: 'solana_signMessage',
          params: { message: bs58.encode(message), pubkey: stranger },
        }),
      ).toMatchObject({ status: 403, body: { error: { code: 'AUTH_SERVICE_RPC_ADDRESS_MISMATCH' } } })
    })

    test('solana_signMessage refuses a message that is a transaction, and one too long', async () => {
      const transaction = VersionedTransaction.deserialize(
        Buffer.from(await transfer({ to: Keypair.generate().publicKey, lamports: 1 }), 'base64'),
      )
      expect(
        await rpc({
          method: 'solana_signMessage',
          params: {
            message: bs58.encode(transaction.message.serialize()),
            pubkey: session.user.solanaAddress,
          },
        }),
      ).toMatchObject({
        status: 400,
        body: {
          error: {
            code: 'AUTH_SERVICE_SOLANA_MESSAGE_IS_TRANSACTION',
            message: 'This message is a Solana transaction. Ask for a transaction signature instead',
          },
        },
      })
      expect(
        await rpc({
          method: 'solana_signMessage',
          params: { message: bs58.encode(new Uint8Array(4096).fill(7)), pubkey: session.user.solanaAddress },
        }),
      ).toMatchObject({ status: 400, body: { error: { code: 'AUTH_SERVICE_INVALID_REQUEST' } } })
    })

    test('solana_signAndSendTransaction: a transfer signed by the embedded wallet lands on the chain', async () => {
      const airdrop = await connection().requestAirdrop(owner(), 2 * LAMPORTS_PER_SOL)
      await connection().confirmTransaction(airdrop, 'confirmed')
      const recipient = Keypair.generate().publicKey
      const sent = await rpc({
        method: 'solana_signAndSendTransaction',
        chainId: SOLANA_DEVNET_NETWORK_ID,
        params: { transaction: await transfer({ to: recipient, lamports: LAMPORTS_PER_SOL / 4 }) },
      })
      expect(sent.status).toBe(200)
      const { signature } = (sent.body as { result: { signature: string } }).result
      const confirmed = await connection().confirmTransaction(signature, 'confirmed')
      expect(confirmed.value.err).toBeNull()
      expect(await connection().getBalance(recipient)).toBe(LAMPORTS_PER_SOL / 4)
      const landed = await connection().getTransaction(signature, { maxSupportedTransactionVersion: 0 })
      expect(landed?.transaction.message.staticAccountKeys[0]?.toBase58()).toBe(session.user.solanaAddress)
    })

    test('solana_signTransaction and solana_signAllTransactions give back transactions signed by the user', async () => {
      const recipient = Keypair.generate().publicKey
      const one = await rpc({
        method: 'solana_signTransaction',
        params: { transaction: await transfer({ to: recipient, lamports: 5 }) },
      })
      expect(one.status).toBe(200)
      const { signature, transaction } = (one.body as { result: { signature: string; transaction: string } })
        .result
      const signed = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'))
      expect(bs58.encode(signed.signatures[0] ?? new Uint8Array())).toBe(signature)
      expect(verifiesAsUser(signed.message.serialize(), bs58.decode(signature))).toBe(true)

      const all = await rpc({
        method: 'solana_signAllTransactions',
        params: {
          transactions: [
            await transfer({ to: recipient, lamports: 6 }),
            await transfer({ to: recipient, lamports: 7 }),
          ],
        },
      })
      const { transactions } = (all.body as { result: { transactions: string[] } }).result
      expect(transactions).toHaveLength(2)
      for (const encoded of transactions) {
        const each = VersionedTransaction.deserialize(Buffer.from(encoded, 'base64'))
        expect(verifiesAsUser(each.message.serialize(), each.signatures[0] ?? new Uint8Array())).toBe(true)
      }
    })

    test('refuses a transaction another account pays for, a malformed or oversized one, and an unconfigured chain', async () => {
      const someoneElse = Keypair.generate().publicKey
      const paidByOther = await transfer({ to: someoneElse, lamports: 1, from: someoneElse })
      expect(
        await rpc({ method: 'solana_signTransaction', params: { transaction: paidByOther } }),
      ).toMatchObject({
        status: 403,
        body: {
          error: {
            code: 'AUTH_SERVICE_SOLANA_FEE_PAYER_MISMATCH',
            message: `The transaction is paid by ${someoneElse.toBase58()}, not by this account`,
          },
        },
      })
      const mine = await transfer({ to: someoneElse, lamports: 1 })
      // One refusal in a batch signs none.
      expect(
        await rpc({ method: 'solana_signAllTransactions', params: { transactions: [mine, paidByOther] } }),
      ).toMatchObject({ status: 403, body: { error: { code: 'AUTH_SERVICE_SOLANA_FEE_PAYER_MISMATCH' } } })

      const garbage = Buffer.from('not a transaction at all').toString('base64')
      expect(await rpc({ method: 'solana_signTransaction', params: { transaction: garbage } })).toMatchObject(
        {
          status: 400,
          body: {
            error: {
              code: 'AUTH_SERVICE_SOLANA_TRANSACTION_INVALID',
              message: 'The transaction could not be read: it is not a serialized Solana transaction',
            },
          },
        },
      )
      const trailing = Buffer.concat([Buffer.from(mine, 'base64'), Buffer.from([1, 2, 3])]).toString('base64')
      expect(
        await rpc({ method: 'solana_signTransaction', params: { transaction: trailing } }),
      ).toMatchObject({
        body: { error: { code: 'AUTH_SERVICE_SOLANA_TRANSACTION_INVALID' } },
      })
      const oversized = Buffer.alloc(1300, 1).toString('base64')
      expect(
        await rpc({ method: 'solana_signTransaction', params: { transaction: oversized } }),
      ).toMatchObject({
        status: 400,
        body: { error: { code: 'AUTH_SERVICE_INVALID_REQUEST' } },
      })
      expect(
        await rpc({
          method: 'solana_signAllTransactions',
          params: { transactions: Array.from({ length: 17 }, () => mine) },
        }),
      ).toMatchObject({ status: 400, body: { error: { code: 'AUTH_SERVICE_INVALID_REQUEST' } } })
      expect(
        await rpc({
          method: 'solana_signAndSendTransaction',
          chainId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
          params: { transaction: mine },
        }),
      ).toMatchObject({ status: 400, body: { error: { code: 'AUTH_SERVICE_CHAIN_UNSUPPORTED' } } })
    })
  })

  describe('EIP-5792 calls', () => {
    const chain = () =>
      defineChain({
        id: 1,
        name: 'Ethereum',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.rpcUrl] } },
      })
    const publicClient = () => createPublicClient({ chain: chain(), transport: http(anvil.rpcUrl) })
    // The second is mixed case with a wrong checksum: still an address a dApp may send to.
    const recipients = [
      '0x00000000000000000000000000000000000a11ce',
      '0x000000000000000000000000000000000000fEED',
    ] as const

    beforeAll(async () => {
      const [funder] = DEV_ACCOUNTS
      if (funder === undefined) throw new Error('no dev account')
      const wallet = createWalletClient({
        account: privateKeyToAccount(funder.privateKey),
        chain: chain(),
        transport: http(anvil.rpcUrl),
      })
      const hash = await wallet.sendTransaction({ to: session.user.address, value: parseEther('10') })
      await publicClient().waitForTransactionReceipt({ hash })
    })

    test('wallet_sendCalls sends each call from the embedded address; wallet_getCallsStatus reports their receipts', async () => {
      const sent = await rpc({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: '0x1',
            from: session.user.address,
            atomicRequired: false,
            calls: [
              { to: recipients[0], value: '0xde0b6b3a7640000' },
              { to: recipients[1], value: '0x6f05b59d3b20000' },
            ],
          },
        ],
      })
      expect(sent.status).toBe(200)
      const { id } = (sent.body as { result: { id: string } }).result
      const status = await rpc({ method: 'wallet_getCallsStatus', params: [id] })
      expect(status.body).toMatchObject({
        result: {
          id,
          chainId: '0x1',
          status: 200,
          atomic: false,
          receipts: [{ status: '0x1' }, { status: '0x1' }],
        },
      })
      const receipts = (status.body as { result: { receipts: { transactionHash: Hex }[] } }).result.receipts
      for (const { transactionHash } of receipts) {
        const transaction = await publicClient().getTransaction({ hash: transactionHash })
        expect(transaction.from.toLowerCase()).toBe(session.user.address.toLowerCase())
      }
      expect(await publicClient().getBalance({ address: recipients[0] })).toBe(parseEther('1'))
      expect(await publicClient().getBalance({ address: recipients[1] })).toBe(parseEther('0.5'))
    })

    test('a call that would revert stops the batch: the calls before it are mined and the status is partial', async () => {
      // A contract whose code is PUSH1 0 PUSH1 0 REVERT: every call to it reverts.
      const deployed = await rpc({
        method: 'eth_sendTransaction',
        chainId: 1,
        params: [{ data: '0x6460006000fd6000526005601bf3' }],
      })
      const receipt = await publicClient().waitForTransactionReceipt({
        hash: (deployed.body as { result: Hex }).result,
      })
      const reverter = receipt.contractAddress
      expect(reverter).toMatch(/^0x/)
      const sent = await rpc({
        method: 'wallet_sendCalls',
        params: [
          {
            chainId: '0x1',
            calls: [
              { to: recipients[0], value: '0x1' },
              { to: reverter, data: '0x01' },
            ],
          },
        ],
      })
      const { id } = (sent.body as { result: { id: string } }).result
      expect((await rpc({ method: 'wallet_getCallsStatus', params: [id] })).body).toMatchObject({
        result: { status: 600, receipts: [{ status: '0x1' }] },
      })
    })

    test('[VAL-013] a call whose to does not start with 0x is refused, and nothing is sent', async () => {
      const nonce = await publicClient().getTransactionCount({ address: session.user.address })
      expect(
        await rpc({
          method: 'wallet_sendCalls',
          params: [{ chainId: '0x1', calls: [{ to: recipients[0] }, { to: recipients[1].slice(2) }] }],
        }),
      ).toMatchObject({
        status: 400,
        body: {
          error: {
            code: 'INVALID_SEND_CALLS_TARGET',
            message: "Calls in sendCalls need a 'to' starting with 0x",
          },
        },
      })
      expect(await publicClient().getTransactionCount({ address: session.user.address })).toBe(nonce)
    })

    test('refuses atomic batches, required capabilities, other chains and ids it did not make; tells its capabilities', async () => {
      const batch = { chainId: '0x1', calls: [{ to: recipients[0] }] }
      expect(
        await rpc({ method: 'wallet_sendCalls', params: [{ ...batch, atomicRequired: true }] }),
      ).toMatchObject({
        status: 400,
        body: {
          error: {
            code: 'AUTH_SERVICE_CALLS_ATOMIC_UNSUPPORTED',
            message: 'The embedded wallet cannot run these calls atomically',
          },
        },
      })
      expect(
        await rpc({
          method: 'wallet_sendCalls',
          params: [{ ...batch, capabilities: { paymasterService: { url: 'x' } } }],
        }),
      ).toMatchObject({ status: 400, body: { error: { code: 'AUTH_SERVICE_INVALID_REQUEST' } } })
      expect(await rpc({ method: 'wallet_sendCalls', params: [{ ...batch, chainId: '0x2' }] })).toMatchObject(
        {
          status: 400,
          body: { error: { code: 'AUTH_SERVICE_CHAIN_UNSUPPORTED' } },
        },
      )
      const madeUp = `0x${'0'.repeat(47)}1${'0'.repeat(15)}1${'ab'.repeat(32)}`
      expect(await rpc({ method: 'wallet_getCallsStatus', params: [madeUp] })).toMatchObject({
        status: 404,
        body: {
          error: { code: 'AUTH_SERVICE_CALLS_NOT_FOUND', message: 'This account sent no calls with this id' },
        },
      })
      expect(await rpc({ method: 'wallet_getCapabilities', params: [session.user.address] })).toMatchObject({
        status: 200,
        body: { result: { '0x1': { atomic: { status: 'unsupported' } } } },
      })
    })
  })
})
