import { type InstalledPageWallet, installPageWallet } from '../playwright/installPageWallet.js'
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
export type InstalledPolkadotTestWallet = InstalledPageWallet<PolkadotTestWallet>

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
  return installPageWallet(page, {
    wallet,
    bindingName,
    answer: async (request) => {
      if (!isPolkadotTestWalletRequest(request)) return { error: { message: 'Expected { method, params }' } }
      try {
        return { result: await wallet.request(request) }
      } catch (error) {
        return { error: { message: error instanceof Error ? error.message : String(error) } }
      }
    },
    initScript: getPolkadotTestWalletInitScript({
      extensionName: wallet.extensionName,
      version: wallet.version,
      bindingName,
      globalName,
    }),
    // A new document's subscriptions start from `accounts.get` after a navigation.
    watch: (push) =>
      wallet.onAccountsChanged((accounts) =>
        push(`window[${JSON.stringify(globalName)}]?.emitAccounts(${JSON.stringify(accounts)})`),
      ),
  })
}
