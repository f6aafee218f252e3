import type { TestWalletPage } from '../playwright/installTestWallet.js'
import {
  type CreatePolkadotTestWalletParameters,
  createPolkadotTestWallet,
  type PolkadotTestWallet,
} from './createPolkadotTestWallet.js'
import {
  getPolkadotTestWalletBindingName,
  getPolkadotTestWalletInitScript,
} from './getPolkadotTestWalletInitScript.js'
import { isPolkadotTestWalletRequest } from './PolkadotInjected.js'

/** `createPolkadotTestWallet`'s parameters, or an existing wallet (e.g. one shared by two pages). */
export type InstallPolkadotTestWalletParameters =
  | (CreatePolkadotTestWalletParameters & { readonly wallet?: undefined })
  | { readonly wallet: PolkadotTestWallet }

/** The Node-side extension a page talks to, plus `uninstall`. */
export type InstalledPolkadotTestWallet = PolkadotTestWallet & {
  /** Stops pushing account changes to the page and removes the binding and init script where Playwright can. */
  uninstall(): Promise<void>
}

async function dispose(handle: unknown): Promise<void> {
  const disposable = handle as { dispose?: unknown } | null
  if (typeof disposable?.dispose === 'function') await (disposable.dispose as () => Promise<void>)()
}

/**
 * Injects the Polkadot test extension into a Playwright page: call it before `page.goto`. Every
 * document the page loads gets `window.injectedWeb3[extensionName]` whose calls (enable, accounts,
 * signing) run in the Node-side wallet returned here, through `page.exposeBinding`, so the keys
 * never enter the page; account changes are pushed into the page with `page.evaluate`. The
 * wallet, and so the dApp's authorisation, outlives reloads and navigations.
 *
 * @example
 * const wallet = await installPolkadotTestWallet(page, { accounts: [{ uri: '//Alice' }], extensionName: 'talisman' })
 * await page.goto('/')
 * wallet.rejectNextRequest()
 */
export async function installPolkadotTestWallet(
  page: TestWalletPage,
  parameters: InstallPolkadotTestWalletParameters,
): Promise<InstalledPolkadotTestWallet> {
  const wallet =
    parameters.wallet === undefined ? await createPolkadotTestWallet(parameters) : parameters.wallet
  const bindingName = getPolkadotTestWalletBindingName(wallet.extensionName)
  const globalName = `${bindingName}Page`
  const binding = await page.exposeBinding(bindingName, async (_source: unknown, request: unknown) => {
    if (!isPolkadotTestWalletRequest(request)) return { error: { message: 'Expected { method, params }' } }
    try {
      return { result: await wallet.request(request) }
    } catch (error) {
      return { error: { message: error instanceof Error ? error.message : String(error) } }
    }
  })
  const initScript = await page.addInitScript({
    content: getPolkadotTestWalletInitScript({
      extensionName: wallet.extensionName,
      version: wallet.version,
      bindingName,
      globalName,
    }),
  })

  // Pushes go out one after another, in the order the wallet changed. A push fails while the page
  // navigates or after it closed; a new document's subscriptions start from `accounts.get` anyway.
  let queue = Promise.resolve()
  const stopListening = wallet.onAccountsChanged((accounts) => {
    const expression = `window[${JSON.stringify(globalName)}]?.emitAccounts(${JSON.stringify(accounts)})`
    queue = queue
      .then(() => page.evaluate(expression))
      .then(
        () => undefined,
        () => undefined,
      )
  })

  const uninstall = async () => {
    stopListening()
    await queue
    // Disposing fails once the page has closed, which removed both anyway.
    await dispose(binding).catch(() => undefined)
    await dispose(initScript).catch(() => undefined)
  }
  // A view of the same wallet (its getters read the live state) with `uninstall` added.
  return Object.defineProperties(
    { uninstall },
    Object.getOwnPropertyDescriptors(wallet),
  ) as InstalledPolkadotTestWallet
}
