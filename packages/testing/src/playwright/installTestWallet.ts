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
export type InstalledTestWallet = TestWallet & {
  /** Stops pushing events to the page and removes the binding and init script where Playwright can. */
  uninstall(): Promise<void>
}

const EVENTS: readonly TestWalletEvent[] = ['accountsChanged', 'chainChanged', 'connect', 'disconnect']

function isRequest(value: unknown): value is TestWalletRequest {
  return (
    typeof value === 'object' && value !== null && typeof (value as { method?: unknown }).method === 'string'
  )
}

async function dispose(handle: unknown): Promise<void> {
  const disposable = handle as { dispose?: unknown } | null
  if (typeof disposable?.dispose === 'function') await (disposable.dispose as () => Promise<void>)()
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
  const binding = await page.exposeBinding(
    TEST_WALLET_BINDING_NAME,
    async (_source: unknown, request: unknown) => {
      if (!isRequest(request)) return { error: { code: -32600, message: 'Expected { method, params? }' } }
      try {
        return { result: await wallet.request(request) }
      } catch (error) {
        return { error: toProviderRpcError(error).toJSON() }
      }
    },
  )
  const initScript = await page.addInitScript({
    content: getTestWalletInitScript({ info: wallet.info, windowEthereum: parameters.windowEthereum }),
  })

  // Events go out one after another, in the order the wallet emitted them. A push fails while the
  // page navigates or after it closed; the new document reads the state with eth_accounts anyway.
  let queue = Promise.resolve()
  const push = (event: TestWalletEvent, payload: unknown) => {
    const serialisable = event === 'disconnect' ? toProviderRpcError(payload).toJSON() : payload
    const expression = `window[${JSON.stringify(TEST_WALLET_PAGE_GLOBAL)}]?.emit(${JSON.stringify(event)}, ${JSON.stringify(serialisable)})`
    queue = queue
      .then(() => page.evaluate(expression))
      .then(
        () => undefined,
        () => undefined,
      )
  }
  const listeners = EVENTS.map((event) => {
    const listener = (payload: TestWalletEventMap[typeof event]) => push(event, payload)
    wallet.on(event, listener)
    return () => wallet.removeListener(event, listener)
  })

  const uninstall = async () => {
    for (const stop of listeners) stop()
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
  ) as InstalledTestWallet
}
