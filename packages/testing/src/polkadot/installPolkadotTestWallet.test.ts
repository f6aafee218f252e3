// @vitest-environment happy-dom
import { stringToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createFakeTestWalletPage } from '../playwright/createFakeTestWalletPage.test-helper.js'
import { getPolkadotTestWalletInitScript } from './getPolkadotTestWalletInitScript.js'
import { type InstalledPolkadotTestWallet, installPolkadotTestWallet } from './installPolkadotTestWallet.js'
import type { PolkadotInjected, PolkadotInjectedWindowProvider } from './PolkadotInjected.js'

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

type PageWindow = Window & { injectedWeb3?: Record<string, PolkadotInjectedWindowProvider> }

function extensionOf(target: PageWindow, name = 'polkadot-js'): PolkadotInjectedWindowProvider {
  const extension = target.injectedWeb3?.[name]
  if (extension === undefined) throw new Error(`the page has no ${name} extension`)
  return extension
}

describe('installPolkadotTestWallet (with a happy-dom test double of the Playwright page)', () => {
  const installed: InstalledPolkadotTestWallet[] = []
  beforeAll(() => cryptoWaitReady())
  afterEach(async () => {
    for (const wallet of installed.splice(0)) await wallet.uninstall()
  })
  const install = async (page: ReturnType<typeof createFakeTestWalletPage>, extensionName?: string) => {
    const wallet = await installPolkadotTestWallet(page, {
      accounts: [{ uri: '//Alice' }, { uri: '//Bob' }],
      extensionName,
    })
    installed.push(wallet)
    return wallet
  }

  it('sets injectedWeb3[extensionName] = { version, enable } in every document the page loads', async () => {
    const page = createFakeTestWalletPage()
    await install(page)
    await install(page, 'talisman')
    for (let visit = 0; visit < 2; visit += 1) {
      const target = page.goto() as PageWindow
      expect(Object.keys(target.injectedWeb3 ?? {}).sort()).toEqual(['polkadot-js', 'talisman'])
      expect(extensionOf(target).version).toBe('0.63.1')
      expect(typeof extensionOf(target, 'talisman').enable).toBe('function')
    }
  })

  it('runs enable, accounts and signing in the Node-side wallet; the authorisation survives a reload', async () => {
    const page = createFakeTestWalletPage()
    const wallet = await install(page)
    const injected: PolkadotInjected = await extensionOf(page.goto()).enable('Atrium tests')
    expect(wallet.isAuthorized).toBe(true)
    expect((await injected.accounts.get()).map((account) => account.address)).toEqual([ALICE, BOB])
    const { signature } = await injected.signer.signRaw({
      address: ALICE,
      data: stringToHex('hello'),
      type: 'bytes',
    })
    expect(signatureVerify(u8aWrapBytes('hello'), signature, ALICE).isValid).toBe(true)

    wallet.rejectNextRequest()
    const reloaded = await extensionOf(page.goto()).enable('Atrium tests')
    expect((await reloaded.accounts.get()).map((account) => account.address)).toEqual([ALICE, BOB])
  })

  it("keeps the extension's error text across the binding: 'Rejected', 'Cancelled'", async () => {
    const page = createFakeTestWalletPage()
    const wallet = await install(page)
    const extension = extensionOf(page.goto())
    wallet.rejectNextRequest()
    await expect(extension.enable('Atrium tests')).rejects.toThrow(new Error('Rejected'))
    const injected = await extension.enable('Atrium tests')
    wallet.rejectNextRequest()
    await expect(injected.signer.signRaw({ address: ALICE, data: '0x00', type: 'bytes' })).rejects.toThrow(
      new Error('Cancelled'),
    )
  })

  it('pushes account changes to page subscribers, after the current list', async () => {
    const page = createFakeTestWalletPage()
    const wallet = await install(page)
    const injected = await extensionOf(page.goto()).enable('Atrium tests')
    const seen: string[][] = []
    const unsubscribe = injected.accounts.subscribe((accounts) => {
      seen.push(accounts.map((account) => account.address))
    })
    await vi.waitFor(() => expect(seen).toEqual([[ALICE, BOB]]))
    wallet.switchAccount(BOB)
    await vi.waitFor(() =>
      expect(seen).toEqual([
        [ALICE, BOB],
        [BOB, ALICE],
      ]),
    )
    wallet.disconnect()
    await vi.waitFor(() => expect(seen).toEqual([[ALICE, BOB], [BOB, ALICE], []]))
    unsubscribe()
    await extensionOf(page.goto()).enable('Atrium tests')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toHaveLength(3)
  })

  it('uninstall removes the binding and the init script', async () => {
    const page = createFakeTestWalletPage()
    const wallet = await install(page)
    await wallet.uninstall()
    expect((page.goto() as PageWindow).injectedWeb3).toBeUndefined()
  })

  it('the init script alone reports an unreachable extension instead of hanging', async () => {
    const page = createFakeTestWalletPage()
    await page.addInitScript({
      content: getPolkadotTestWalletInitScript({ extensionName: 'polkadot-js', version: '1' }),
    })
    await expect(extensionOf(page.goto()).enable('Atrium tests')).rejects.toThrow(
      'The test extension is not reachable',
    )
  })
})
