// @vitest-environment happy-dom
import { Keypair, MessageV0, PublicKey, SystemProgram, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeTestWalletPage } from '../playwright/createFakeTestWalletPage.test-helper.js'
import type { SolanaTestWalletFeatures } from './createSolanaTestWalletFeatures.js'
import { SOLANA_TEST_WALLET_PAGE_GLOBAL } from './getSolanaTestWalletInitScript.js'
import { type InstalledSolanaTestWallet, installSolanaTestWallet } from './installSolanaTestWallet.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

const first = Keypair.fromSeed(new Uint8Array(32).fill(1))
const second = Keypair.fromSeed(new Uint8Array(32).fill(2))
const BLOCKHASH = new PublicKey(new Uint8Array(32).fill(7)).toBase58()
const PAGE_URL = 'http://localhost:4173/solana'

type PageWallet = Wallet & { readonly features: SolanaTestWalletFeatures }

/** What an app's `getWallets()` receives when it starts: the wallets answering app-ready. */
function pageWallets(target: Window): PageWallet[] {
  const wallets: PageWallet[] = []
  const api: WindowAppReadyEventAPI = {
    register: (wallet) => {
      wallets.push(wallet as PageWallet)
      return () => undefined
    },
  }
  const AppReadyEvent = (target as unknown as typeof globalThis).CustomEvent
  target.dispatchEvent(new AppReadyEvent('wallet-standard:app-ready', { detail: api }))
  return wallets
}

function pageWallet(target: Window): PageWallet {
  const [wallet] = pageWallets(target)
  if (wallet === undefined) throw new Error('the page registered no wallet')
  return wallet
}

const installed: InstalledSolanaTestWallet[] = []
afterEach(async () => {
  for (const wallet of installed.splice(0)) await wallet.uninstall()
})

async function install(page: ReturnType<typeof createFakeTestWalletPage>) {
  const wallet = await installSolanaTestWallet(page, {
    secretKey: first.secretKey,
    additionalSecretKeys: [second.secretKey],
    rpcUrl: 'http://127.0.0.1:9',
    chains: ['solana:localnet'],
    name: 'Page Wallet',
  })
  installed.push(wallet)
  return wallet
}

describe('installSolanaTestWallet', () => {
  it('registers a Wallet Standard wallet in each new document, with the Node wallet’s name, icon and chains', async () => {
    const page = createFakeTestWalletPage({ url: PAGE_URL })
    const wallet = await install(page)
    const inPage = pageWallet(page.goto())
    expect(inPage.name).toBe('Page Wallet')
    expect(inPage.icon).toBe(wallet.wallet.icon)
    expect(inPage.chains).toEqual(['solana:localnet'])
    expect(Object.keys(inPage.features).sort()).toEqual(Object.keys(wallet.wallet.features).sort())
    expect(inPage.accounts).toEqual([])
  })

  it('connects through the binding: the page gets the account with its public key bytes', async () => {
    const page = createFakeTestWalletPage({ url: PAGE_URL })
    const wallet = await install(page)
    const inPage = pageWallet(page.goto())
    const { accounts } = await inPage.features['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([wallet.address])
    expect(accounts[0]?.publicKey).toEqual(first.publicKey.toBytes())
    expect(inPage.accounts).toBe(accounts)
    expect(wallet.isConnected).toBe(true)
  })

  it('signs a message in Node and hands the page a signature that verifies', async () => {
    const page = createFakeTestWalletPage({ url: PAGE_URL })
    await install(page)
    const inPage = pageWallet(page.goto())
    const [account] = (await inPage.features['standard:connect'].connect()).accounts
    if (account === undefined) throw new Error('no account')
    const message = new TextEncoder().encode('Atrium')
    const [output] = await inPage.features['solana:signMessage'].signMessage({ account, message })
    expect(output?.signedMessage).toEqual(message)
    expect(
      await verifySolanaSignature({
        address: account.address,
        message,
        signature: output?.signature ?? new Uint8Array(),
      }),
    ).toBe(true)
  })

  it('signs a v0 transaction through the binding', async () => {
    const page = createFakeTestWalletPage({ url: PAGE_URL })
    await install(page)
    const inPage = pageWallet(page.goto())
    const [account] = (await inPage.features['standard:connect'].connect()).accounts
    if (account === undefined) throw new Error('no account')
    const message = MessageV0.compile({
      payerKey: first.publicKey,
      instructions: [
        SystemProgram.transfer({ fromPubkey: first.publicKey, toPubkey: second.publicKey, lamports: 1 }),
      ],
      recentBlockhash: BLOCKHASH,
    })
    const [output] = await inPage.features['solana:signTransaction'].signTransaction({
      account,
      transaction: new VersionedTransaction(message).serialize(),
    })
    const signed = VersionedTransaction.deserialize(output?.signedTransaction ?? new Uint8Array())
    expect(
      await verifySolanaSignature({
        address: account.address,
        message: signed.message.serialize(),
        signature: signed.signatures[0] ?? new Uint8Array(),
      }),
    ).toBe(true)
  })

  it('signIn fills in the page’s host as the domain', async () => {
    const page = createFakeTestWalletPage({ url: PAGE_URL })
    const wallet = await install(page)
    const inPage = pageWallet(page.goto())
    const [output] = await inPage.features['solana:signIn'].signIn({ statement: 'Hello' })
    expect(new TextDecoder().decode(output?.signedMessage)).toBe(
      `localhost:4173 wants you to sign in with your Solana account:\n${wallet.address}\n\nHello`,
    )
    expect(output?.account.address).toBe(wallet.address)
    expect(inPage.accounts.map((account) => account.address)).toEqual([wallet.address])
  })

  it('rejects in the page with the wallet’s Error carrying code 4001', async () => {
    const page = createFakeTestWalletPage({ url: PAGE_URL })
    const wallet = await install(page)
    const inPage = pageWallet(page.goto())
    wallet.rejectNextRequest()
    const error = await inPage.features['standard:connect'].connect().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('pushes Node-side changes into the page as standard:events change events', async () => {
    const page = createFakeTestWalletPage({ url: PAGE_URL })
    const wallet = await install(page)
    const inPage = pageWallet(page.goto())
    await inPage.features['standard:connect'].connect()
    const seen: (readonly string[])[] = []
    inPage.features['standard:events'].on('change', ({ accounts }) =>
      seen.push((accounts ?? []).map((account) => account.address)),
    )
    wallet.switchAccount(second.publicKey.toBase58())
    await vi.waitFor(() => expect(seen).toEqual([[second.publicKey.toBase58()]]))
    wallet.disconnect()
    await vi.waitFor(() => expect(seen).toEqual([[second.publicKey.toBase58()], []]))
    expect(inPage.accounts).toEqual([])
  })

  it('keeps the authorisation across a reload: a silent connect in the new document returns the account', async () => {
    const page = createFakeTestWalletPage({ url: PAGE_URL })
    const wallet = await install(page)
    await pageWallet(page.goto()).features['standard:connect'].connect()
    const reloaded = pageWallet(page.goto())
    const { accounts } = await reloaded.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([wallet.address])
  })

  it('answers a malformed call with -32600', async () => {
    const page = createFakeTestWalletPage({ url: PAGE_URL })
    await install(page)
    const target = page.goto()
    const binding = (target as unknown as Record<string, (request: unknown) => Promise<unknown>>)
      .__atriumSolanaTestWalletRequest
    await expect(binding?.({ method: 'signMessage', params: 'nope' })).resolves.toMatchObject({
      error: { code: -32600 },
    })
    await expect(binding?.({ method: 'unknown' })).resolves.toMatchObject({ error: { code: -32600 } })
  })

  it('uninstall stops pushing changes and removes the binding and init script', async () => {
    const page = createFakeTestWalletPage({ url: PAGE_URL })
    const wallet = await install(page)
    const target = page.goto()
    await pageWallet(target).features['standard:connect'].connect()
    await wallet.uninstall()
    const evaluate = vi.spyOn(page, 'evaluate')
    wallet.switchAccount(second.publicKey.toBase58())
    expect(evaluate).not.toHaveBeenCalled()
    const next = page.goto()
    expect(Object.hasOwn(next, SOLANA_TEST_WALLET_PAGE_GLOBAL)).toBe(false)
    expect(pageWallets(next)).toEqual([])
  })
})
