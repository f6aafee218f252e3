import type { TestWalletPage } from './installTestWallet.js'

/** happy-dom's window class; each instance is a fresh document, as after a navigation. */
const HappyDomWindow = (globalThis as unknown as { Window: new (options?: { url?: string }) => Window })
  .Window

/**
 * A test double of Playwright's `Page` over happy-dom, for the test wallets' installers: init
 * scripts run in each new document (`goto`, bindings first, as Playwright does), bindings are
 * functions on the page's window, and arguments, results and evaluated values cross a JSON
 * boundary as they cross Playwright's protocol. `url` is the documents' address.
 */
export function createFakeTestWalletPage(parameters: { readonly url?: string } = {}) {
  const open = () => new HappyDomWindow(parameters.url === undefined ? undefined : { url: parameters.url })
  const initScripts = new Set<string>()
  const bindings = new Map<string, (source: unknown, request: unknown) => unknown>()
  let current = open()
  const crossBoundary = (value: unknown) =>
    value === undefined ? undefined : JSON.parse(JSON.stringify(value))
  const run = (code: string): unknown =>
    new Function('window', 'CustomEvent', 'setTimeout', code)(
      current,
      (current as unknown as typeof globalThis).CustomEvent,
      setTimeout,
    )
  const page = {
    exposeBinding: async (name: string, binding: (source: unknown, request: unknown) => unknown) => {
      bindings.set(name, binding)
      return { dispose: async () => void bindings.delete(name) }
    },
    addInitScript: async ({ content }: { content: string }) => {
      initScripts.add(content)
      return { dispose: async () => void initScripts.delete(content) }
    },
    evaluate: async (expression: string) => crossBoundary(run(`return (${expression})`)),
    /** Opens a new document and returns its window. */
    goto: (): Window => {
      current = open()
      for (const [name, binding] of bindings) {
        Object.assign(current, {
          [name]: async (request: unknown) => crossBoundary(await binding({ page }, crossBoundary(request))),
        })
      }
      for (const script of initScripts) run(script)
      return current
    },
    /** The current document's window. */
    get window() {
      return current
    },
  } satisfies TestWalletPage & Record<string, unknown>
  return page
}
