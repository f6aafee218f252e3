// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { createFakeTestWalletPage } from '../playwright/createFakeTestWalletPage.test-helper.js'
import { toBase64 } from './byteEncoding.js'
import type { PhantomTestProvider } from './createPhantomTestProvider.js'
import type { XverseTestProvider } from './createXverseTestProvider.js'
import { installBitcoinTestWallet } from './installBitcoinTestWallet.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

const WIF = 'cNhKrAzsQdagaqmFU8wcVkfcFEdCDQwn1znuAgFq3X3EMsj8GFZV'
const SECOND_WIF = 'cTtyyJv7GN6p6LDkrcQR46yyKaygcJeWWTi8iFr6DE3buPRy8mK1'
const ESPLORA_URL = 'http://127.0.0.1:9'

describe('installBitcoinTestWallet', () => {
  it('Phantom in the page: bytes cross both ways, a refusal is an Error with its code, events are pushed', async () => {
    const page = createFakeTestWalletPage()
    const wallet = await installBitcoinTestWallet(page, {
      kind: 'phantom',
      wif: WIF,
      additionalWifs: [SECOND_WIF],
      esploraUrl: ESPLORA_URL,
    })
    const pageWindow = page.goto() as unknown as { phantom: { bitcoin: PhantomTestProvider } }
    const phantom = pageWindow.phantom.bitcoin
    expect(phantom.isPhantom).toBe(true)

    wallet.rejectNextRequest()
    const refusal = await phantom.requestAccounts().catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(Error)
    expect(refusal).toMatchObject({ code: 4001, message: 'User rejected the request.' })

    const accounts = await phantom.requestAccounts()
    expect(accounts.map(({ address }) => address)).toEqual([wallet.ordinalsAddress, wallet.paymentAddress])
    const { signature } = await phantom.signMessage(wallet.paymentAddress, new TextEncoder().encode('Atrium'))
    expect(signature).toBeInstanceOf(Uint8Array)
    expect(
      verifyBitcoinMessage({
        address: wallet.paymentAddress,
        message: 'Atrium',
        signature: toBase64(signature),
      }),
    ).toBe(true)

    const seen: unknown[] = []
    phantom.on('accountsChanged', (payload) => seen.push(payload))
    wallet.switchAccount(1)
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    expect(seen[0]).toEqual([expect.objectContaining({ address: wallet.ordinalsAddress }), expect.anything()])
    await wallet.uninstall()
  })

  it('Leather in the page: a refusal stays the plain JSON-RPC response object', async () => {
    const page = createFakeTestWalletPage()
    const wallet = await installBitcoinTestWallet(page, {
      kind: 'leather',
      wif: WIF,
      esploraUrl: ESPLORA_URL,
    })
    const pageWindow = page.goto() as unknown as {
      LeatherProvider: { request(method: string, params?: unknown): Promise<unknown> }
      btc_providers: { id: string }[]
    }
    expect(pageWindow.btc_providers.map(({ id }) => id)).toEqual(['LeatherProvider'])
    wallet.rejectNextRequest()
    const refusal = await pageWindow.LeatherProvider.request('getAddresses').catch((error: unknown) => error)
    expect(refusal).not.toBeInstanceOf(Error)
    expect(refusal).toMatchObject({ jsonrpc: '2.0', error: { code: 4001 } })
    await wallet.uninstall()
  })

  it('Xverse in the page: sats-connect requests and addListener, and the wallet outlives a reload', async () => {
    const page = createFakeTestWalletPage()
    const wallet = await installBitcoinTestWallet(page, { kind: 'xverse', wif: WIF, esploraUrl: ESPLORA_URL })
    const provider = (page.goto() as unknown as { XverseProviders: { BitcoinProvider: XverseTestProvider } })
      .XverseProviders.BitcoinProvider
    expect(await provider.request('wallet_connect', null)).toMatchObject({
      result: { addresses: expect.any(Array) },
    })

    const reloaded = (page.goto() as unknown as { XverseProviders: { BitcoinProvider: XverseTestProvider } })
      .XverseProviders.BitcoinProvider
    expect(await reloaded.request('wallet_getAccount', null)).toMatchObject({
      result: { addresses: [expect.objectContaining({ address: wallet.paymentAddress }), expect.anything()] },
    })
    const seen: unknown[] = []
    const stop = reloaded.addListener({ eventName: 'disconnect', cb: (event) => seen.push(event) })
    wallet.disconnect()
    await vi.waitFor(() => expect(seen).toEqual([{ type: 'disconnect' }]))
    stop()
    await wallet.uninstall()
    const afterUninstall = page.goto() as unknown as { XverseProviders?: unknown }
    expect(afterUninstall.XverseProviders).toBeUndefined()
  })
})
