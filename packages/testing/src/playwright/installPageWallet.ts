import type { TestWalletPage } from './installTestWallet.js'

/** What `installPageWallet` wires between a Node-side wallet and a page. */
export type InstallPageWalletParameters<wallet extends object> = {
  readonly wallet: wallet
  /** The global the page shim calls; its answer is `{ result }` or `{ error }` (a thrown binding error would lose `code`). */
  readonly bindingName: string
  /** Answers one call of the page shim. */
  readonly answer: (request: unknown) => Promise<{ result?: unknown; error?: unknown }>
  /** The plain-JavaScript page shim, run in every new document. */
  readonly initScript: string
  /** Subscribes to the wallet's changes: each `push(expression)` runs in the page; returns the unsubscribe. */
  readonly watch: (push: (expression: string) => void) => () => void
}

/** A wallet installed in a page: the same wallet (its getters read the live state) plus `uninstall`. */
export type InstalledPageWallet<wallet extends object> = wallet & {
  /** Stops pushing changes to the page and removes the binding and init script where Playwright can. */
  uninstall(): Promise<void>
}

async function dispose(handle: unknown): Promise<void> {
  const disposable = handle as { dispose?: unknown } | null
  if (typeof disposable?.dispose === 'function') await (disposable.dispose as () => Promise<void>)()
}

/**
 * The part every test wallet's Playwright installer shares: the binding the page shim calls, the
 * init script, and pushes of the wallet's changes into the page. Pushes go out one after another,
 * in the order the wallet made them; a push fails while the page navigates or after it closed,
 * and the new document reads the state again anyway. The result is a view of the same wallet, so a
 * wallet shared by two pages keeps one `uninstall` per page.
 */
export async function installPageWallet<wallet extends object>(
  page: TestWalletPage,
  parameters: InstallPageWalletParameters<wallet>,
): Promise<InstalledPageWallet<wallet>> {
  const binding = await page.exposeBinding(parameters.bindingName, (_source: unknown, request: unknown) =>
    parameters.answer(request),
  )
  const initScript = await page.addInitScript({ content: parameters.initScript })
  let queue = Promise.resolve()
  const stopWatching = parameters.watch((expression) => {
    queue = queue
      .then(() => page.evaluate(expression))
      .then(
        () => undefined,
        () => undefined,
      )
  })
  const uninstall = async () => {
    stopWatching()
    await queue
    // Disposing fails once the page has closed, which removed both anyway.
    await dispose(binding).catch(() => undefined)
    await dispose(initScript).catch(() => undefined)
  }
  return Object.defineProperties(
    { uninstall },
    Object.getOwnPropertyDescriptors(parameters.wallet),
  ) as InstalledPageWallet<wallet>
}
