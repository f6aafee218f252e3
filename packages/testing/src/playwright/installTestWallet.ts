import {
  type CreateTestWalletParameters,
  createTestWallet,
  type TestWallet,
  type TestWalletEvent,
  type TestWalletEventMap,
  type TestWalletRequest,
} from '../wallet/createTestWallet.js'
import { toProviderRpcError } from '../wallet/toProviderRpcError.js'
import {
  getTestWalletInitScript,
  TEST_WALLET_BINDING_NAME,
  TEST_WALLET_PAGE_GLOBAL,
} from './getTestWalletInitScript.js'
import { type InstalledPageWallet, installPageWallet } from './installPageWallet.js'

/**
 * The part of Playwright's `Page` the wallet uses. Declared here so
 * that this module loads without `@playwright/test` and a test double can stand in for a page.
 */
export type TestWalletPage = {
  exposeBinding(name: string, binding: (source: unknown, request: unknown) => unknown): Promise<unknown>
  addInitScript(script: { content: string }): Promise<unknown>
  evaluate(expression: string): Promise<unknown>
}

/** `createTestWallet`'s parameters, or an existing wallet (e.g. one shared by two pages). */
export type InstallTestWalletParameters = (
  | (CreateTestWalletParameters & { readonly wallet?: undefined })
  | { readonly wallet: TestWallet }
) & {
  /** Also set `window.ethereum` in the page. Default false: the wallet is found through EIP-6963. */
  readonly windowEthereum?: boolean | undefined
}

/** The Node-side wallet a page talks to, plus `uninstall`. */
export type InstalledTestWallet = InstalledPageWallet<TestWallet>

const EVENTS: readonly TestWalletEvent[] = ['accountsChanged', 'chainChanged', 'connect', 'disconnect']

function isRequest(value: unknown): value is TestWalletRequest {
  return (
    typeof value === 'object' && value !== null && typeof (value as { method?: unknown }).method === 'string'
  )
}

/**
 * Injects the test wallet into a Playwright page: call it before `page.goto`. Every document the
 * page loads gets an EIP-1193 provider (announced through EIP-6963) whose requests run in the
 * Node-side wallet returned here, through `page.exposeBinding`; wallet events are pushed into the
 * page with `page.evaluate`. The wallet, and so its connection, outlives reloads and navigations.
 *
 * @example
 * const wallet = await installTestWallet(page, { chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:18545' }] })
 * await page.goto('/')
 * wallet.rejectNextRequest()
 */
export async function installTestWallet(
  page: TestWalletPage,
  parameters: InstallTestWalletParameters,
): Promise<InstalledTestWallet> {
  const wallet = parameters.wallet === undefined ? createTestWallet(parameters) : parameters.wallet
  return installPageWallet(page, {
    wallet,
    bindingName: TEST_WALLET_BINDING_NAME,
    answer: async (request) => {
      if (!isRequest(request)) return { error: { code: -32600, message: 'Expected { method, params? }' } }
      try {
        return { result: await wallet.request(request) }
      } catch (error) {
        return { error: toProviderRpcError(error).toJSON() }
      }
    },
    initScript: getTestWalletInitScript({ info: wallet.info, windowEthereum: parameters.windowEthereum }),
    watch: (push) => {
      const listeners = EVENTS.map((event) => {
        const listener = (payload: TestWalletEventMap[typeof event]) => {
          const serialisable = event === 'disconnect' ? toProviderRpcError(payload).toJSON() : payload
          push(
            `window[${JSON.stringify(TEST_WALLET_PAGE_GLOBAL)}]?.emit(${JSON.stringify(event)}, ${JSON.stringify(serialisable)})`,
          )
        }
        wallet.on(event, listener)
        return () => wallet.removeListener(event, listener)
      })
      return () => {
        for (const stop of listeners) stop()
      }
    },
  })
}
