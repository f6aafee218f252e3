import { type InstalledPageWallet, installPageWallet } from '../playwright/installPageWallet.js'
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
export type InstalledSolanaTestWallet = InstalledPageWallet<SolanaTestWallet>

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
  return installPageWallet(page, {
    wallet,
    bindingName: SOLANA_TEST_WALLET_BINDING_NAME,
    answer: async (request) => {
      try {
        return { result: await answerSolanaTestWalletRequest(wallet, request) }
      } catch (error) {
        return { error: toProviderRpcError(error).toJSON() }
      }
    },
    initScript: getSolanaTestWalletInitScript({
      name: wallet.wallet.name,
      icon: wallet.wallet.icon,
      chains: wallet.wallet.chains,
    }),
    // The new document asks with a silent connect after a navigation.
    watch: (push) =>
      wallet.wallet.features['standard:events'].on('change', ({ accounts }) => {
        if (accounts === undefined) return
        const payload = JSON.stringify({ accounts: accounts.map(serializeWalletAccount) })
        push(`window[${JSON.stringify(SOLANA_TEST_WALLET_PAGE_GLOBAL)}]?.emit(${payload})`)
      }),
  })
}
