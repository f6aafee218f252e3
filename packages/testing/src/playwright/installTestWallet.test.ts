// @vitest-environment happy-dom
import { DEV_ACCOUNTS } from '@atrium/devnet'
import { createWalletClient, custom, type EIP1193Provider, verifyMessage } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeTestWalletPage } from './createFakeTestWalletPage.test-helper.js'
import { getTestWalletInitScript, TEST_WALLET_PAGE_GLOBAL } from './getTestWalletInitScript.js'
import { type InstalledTestWallet, installTestWallet } from './installTestWallet.js'

const chains = [
  { chainId: 1, rpcUrl: 'http://127.0.0.1:9' },
  { chainId: 10, rpcUrl: 'http://127.0.0.1:9' },
] as const

type PageProvider = EIP1193Provider & { isAtriumTestWallet?: boolean }
type Announcement = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: PageProvider
}

/** happy-dom's window class; each instance is a fresh document, as after a navigation. */
const HappyDomWindow = (globalThis as unknown as { Window: new () => Window }).Window

function requestAnnouncements(target: Window): Announcement[] {
  const seen: Announcement[] = []
  target.addEventListener('eip6963:announceProvider', (event) =>
    seen.push((event as CustomEvent<Announcement>).detail),
  )
  target.dispatchEvent(new (target as unknown as typeof globalThis).Event('eip6963:requestProvider'))
  return seen
}

function pageProvider(target: Window): PageProvider {
  const [announcement] = requestAnnouncements(target)
  if (announcement === undefined) throw new Error('the page announced no provider')
  return announcement.provider
}

describe('installTestWallet (with a happy-dom test double of the Playwright page)', () => {
  const installed: InstalledTestWallet[] = []
  afterEach(async () => {
    for (const wallet of installed.splice(0)) await wallet.uninstall()
  })
  const install = async (
    page: ReturnType<typeof createFakeTestWalletPage>,
    options: { windowEthereum?: boolean } = {},
  ) => {
    const wallet = await installTestWallet(page, {
      privateKey: DEV_ACCOUNTS[0].privateKey,
      chains: [...chains] as [(typeof chains)[0], (typeof chains)[1]],
      ...options,
    })
    installed.push(wallet)
    return wallet
  }

  it('announces the wallet through EIP-6963 in every document the page loads', async () => {
    const page = createFakeTestWalletPage()
    const wallet = await install(page)
    for (let visit = 0; visit < 2; visit += 1) {
      const [announcement, ...more] = requestAnnouncements(page.goto())
      expect(more).toEqual([])
      expect(announcement?.info).toEqual(wallet.info)
      expect(announcement?.provider.isAtriumTestWallet).toBe(true)
      expect(page.window).not.toHaveProperty('ethereum')
    }
  })

  it('runs page requests in the Node-side wallet, whose connection survives a reload', async () => {
    const page = createFakeTestWalletPage()
    const wallet = await install(page)
    const provider = pageProvider(page.goto())
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([DEV_ACCOUNTS[0].address])
    expect(wallet.isConnected).toBe(true)

    wallet.rejectNextRequest()
    const reloaded = pageProvider(page.goto())
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([DEV_ACCOUNTS[0].address])
    expect(await reloaded.request({ method: 'eth_chainId' })).toBe('0x1')
    // No prompt was shown, so the rejection is still pending for the next one.
    await expect(
      reloaded.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('signs through the page provider with viem, and rejects with coded errors', async () => {
    const page = createFakeTestWalletPage()
    const wallet = await install(page)
    const provider = pageProvider(page.goto())
    const client = createWalletClient({ transport: custom(provider) })
    const [address] = await client.requestAddresses()
    if (address === undefined) throw new Error('no address')
    const signature = await client.signMessage({ account: address, message: 'Atrium' })
    expect(await verifyMessage({ address: wallet.address, message: 'Atrium', signature })).toBe(true)

    wallet.rejectNextRequest()
    const error = await provider
      .request({ method: 'personal_sign', params: ['0x01', address] })
      .catch((caught) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    await expect(provider.request({} as never)).rejects.toMatchObject({ code: -32600 })
  })

  it('pushes wallet events to the page listeners, in order, until uninstalled', async () => {
    const page = createFakeTestWalletPage()
    const wallet = await install(page)
    const provider = pageProvider(page.goto())
    const seen: [string, unknown][] = []
    provider.on('chainChanged', (chainId) => seen.push(['chainChanged', chainId]))
    provider.on('accountsChanged', (accounts) => seen.push(['accountsChanged', accounts]))
    provider.on('disconnect', (error) => seen.push(['disconnect', error]))
    await provider.request({ method: 'eth_requestAccounts' })
    wallet.switchChain(10)
    wallet.disconnect()
    await vi.waitFor(() => expect(seen).toHaveLength(4))
    expect(seen.slice(0, 3)).toEqual([
      ['accountsChanged', [wallet.address]],
      ['chainChanged', '0xa'],
      ['accountsChanged', []],
    ])
    expect(seen[3]?.[1]).toBeInstanceOf(Error)
    expect(seen[3]?.[1]).toMatchObject({ code: 4900 })

    await installed.splice(0)[0]?.uninstall()
    wallet.switchChain(1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toHaveLength(4)
  })

  it('removeListener stops page listeners; windowEthereum also sets window.ethereum', async () => {
    const page = createFakeTestWalletPage()
    const wallet = await install(page, { windowEthereum: true })
    const target = page.goto()
    const provider = pageProvider(target)
    expect((target as unknown as { ethereum?: unknown }).ethereum).toBe(provider)
    const listener = vi.fn()
    provider.on('chainChanged', listener)
    provider.removeListener('chainChanged', listener)
    wallet.switchChain(10)
    await page.evaluate('0')
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('getTestWalletInitScript', () => {
  const info = {
    uuid: 'u-1',
    name: 'Quote " </script> Wallet',
    icon: 'data:image/svg+xml,<svg/>',
    rdns: 'io.q',
  }

  it('is a plain script with its configuration inlined as JSON', () => {
    const script = getTestWalletInitScript({ info })
    expect(() => new Function(script)).not.toThrow()
    expect(script).toContain(JSON.stringify(info.name))
    expect(script).toContain('"bindingName":"__atriumTestWalletRequest"')
  })

  it('installs once per document and then only re-announces', () => {
    const target = new HappyDomWindow()
    const run = () =>
      new Function('window', 'CustomEvent', getTestWalletInitScript({ info }))(
        target,
        (target as unknown as typeof globalThis).CustomEvent,
      )
    run()
    const installedGlobal = (target as unknown as Record<string, unknown>)[TEST_WALLET_PAGE_GLOBAL]
    run()
    expect((target as unknown as Record<string, unknown>)[TEST_WALLET_PAGE_GLOBAL]).toBe(installedGlobal)
    expect(requestAnnouncements(target)).toHaveLength(1)
  })

  it('answers 4900 when the binding is missing', async () => {
    const target = new HappyDomWindow()
    new Function('window', 'CustomEvent', getTestWalletInitScript({ info }))(
      target,
      (target as unknown as typeof globalThis).CustomEvent,
    )
    await expect(pageProvider(target).request({ method: 'eth_chainId' })).rejects.toMatchObject({
      code: 4900,
    })
  })
})
