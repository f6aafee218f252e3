import type { TestWalletPage } from '../playwright/installTestWallet.js'
import { toProviderRpcError } from '../wallet/toProviderRpcError.js'
import { answerSolanaTestWalletRequest } from './answerSolanaTestWalletRequest.js'
import {
  type CreateSolanaTestWalletParameters,
  createSolanaTestWallet,
  type SolanaTestWallet,
} from './createSolanaTestWallet.js'
import {
  getSolanaTestWalletInitScript,
  SOLANA_TEST_WALLET_BINDING_NAME,
  SOLANA_TEST_WALLET_PAGE_GLOBAL,
} from './getSolanaTestWalletInitScript.js'
import { serializeWalletAccount } from './serializeWalletAccount.js'

/** `createSolanaTestWallet`'s parameters, or an existing wallet (e.g. one shared by two pages). */
export type InstallSolanaTestWalletParameters =
  | (CreateSolanaTestWalletParameters & { readonly wallet?: undefined })
  | { readonly wallet: SolanaTestWallet }

/** The Node-side wallet a page talks to, plus `uninstall`. */
export type InstalledSolanaTestWallet = SolanaTestWallet & {
  /** Stops pushing changes to the page and removes the binding and init script where Playwright can. */
  uninstall(): Promise<void>
}

async function dispose(handle: unknown): Promise<void> {
  const disposable = handle as { dispose?: unknown } | null
  if (typeof disposable?.dispose === 'function') await (disposable.dispose as () => Promise<void>)()
}

/**
 * Injects the Solana test wallet into a Playwright page: call it before `page.goto`. Every
 * document the page loads gets a Wallet Standard wallet (registered through the window protocol)
 * whose feature calls run in the Node-side wallet returned here, through `page.exposeBinding`;
 * account changes are pushed into the page with `page.evaluate`. Keys never enter the page, and
 * the wallet, so its authorisation, outlives reloads and navigations.
 *
 * @example
 * const wallet = await installSolanaTestWallet(page, { secretKey: SOLANA_DEV_ACCOUNTS[0].secretKey, rpcUrl, chains: [networkId] })
 * await page.goto('/')
 * wallet.rejectNextRequest()
 */
export async function installSolanaTestWallet(
  page: TestWalletPage,
  parameters: InstallSolanaTestWalletParameters,
): Promise<InstalledSolanaTestWallet> {
  const wallet = parameters.wallet === undefined ? createSolanaTestWallet(parameters) : parameters.wallet
  const binding = await page.exposeBinding(
    SOLANA_TEST_WALLET_BINDING_NAME,
    async (_source: unknown, request: unknown) => {
      try {
        return { result: await answerSolanaTestWalletRequest(wallet, request) }
      } catch (error) {
        return { error: toProviderRpcError(error).toJSON() }
      }
    },
  )
  const initScript = await page.addInitScript({
    content: getSolanaTestWalletInitScript({
      name: wallet.wallet.name,
      icon: wallet.wallet.icon,
      chains: wallet.wallet.chains,
    }),
  })

  // Changes go out one after another, in the order the wallet made them. A push fails while the
  // page navigates or after it closed; the new document asks with a silent connect anyway.
  let queue = Promise.resolve()
  const stopListening = wallet.wallet.features['standard:events'].on('change', ({ accounts }) => {
    if (accounts === undefined) return
    const payload = JSON.stringify({ accounts: accounts.map(serializeWalletAccount) })
    const expression = `window[${JSON.stringify(SOLANA_TEST_WALLET_PAGE_GLOBAL)}]?.emit(${payload})`
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
  // A view of the same wallet (its getters read the live state) with `uninstall` added, so a
  // wallet shared by two pages keeps one `uninstall` per page.
  return Object.defineProperties(
    { uninstall },
    Object.getOwnPropertyDescriptors(wallet),
  ) as InstalledSolanaTestWallet
}
