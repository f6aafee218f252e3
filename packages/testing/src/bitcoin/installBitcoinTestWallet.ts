import { type InstalledPageWallet, installPageWallet } from '../playwright/installPageWallet.js'
import type { TestWalletPage } from '../playwright/installTestWallet.js'
import {
  type BitcoinTestWallet,
  type BitcoinTestWalletKind,
  type CreateBitcoinTestWalletParameters,
  createBitcoinTestWallet,
} from './createBitcoinTestWallet.js'
import {
  BITCOIN_TEST_WALLET_PAGE_GLOBAL,
  type BitcoinTestWalletEventStyle,
  getBitcoinTestWalletBindingName,
  getBitcoinTestWalletInitScript,
} from './getBitcoinTestWalletInitScript.js'

/** `createBitcoinTestWallet`'s parameters, or an existing wallet (e.g. one shared by two pages). */
export type InstallBitcoinTestWalletParameters<kind extends BitcoinTestWalletKind = BitcoinTestWalletKind> =
  | (CreateBitcoinTestWalletParameters<kind> & { readonly wallet?: undefined })
  | { readonly wallet: BitcoinTestWallet<kind> }

/** The Node-side wallet a page talks to, plus `uninstall`. */
export type InstalledBitcoinTestWallet<kind extends BitcoinTestWalletKind = BitcoinTestWalletKind> =
  InstalledPageWallet<BitcoinTestWallet<kind>>

const EVENT_STYLES: Readonly<Record<BitcoinTestWalletKind, BitcoinTestWalletEventStyle>> = {
  xverse: 'sats-connect',
  unisat: 'emitter',
  okx: 'emitter',
  phantom: 'emitter',
  leather: 'none',
}
/** Listener methods the page defines itself (listeners live in the page, events are pushed to it). */
const LISTENER_METHODS = new Set(['addListener', 'on', 'off', 'removeListener'])

function encode(value: unknown): unknown {
  if (value instanceof Uint8Array) return { __atriumBytes: [...value] }
  if (Array.isArray(value)) return value.map(encode)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, encode(entry)]))
  }
  return value
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode)
  if (typeof value === 'object' && value !== null) {
    const bytes = (value as { __atriumBytes?: unknown }).__atriumBytes
    if (Array.isArray(bytes)) return Uint8Array.from(bytes as number[])
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, decode(entry)]))
  }
  return value
}

/** A thrown value in a form that crosses Playwright's JSON boundary; `isError` rebuilds an `Error` in the page. */
function toFailure(error: unknown): { isError: boolean; value: unknown } {
  if (error instanceof Error) {
    const { code, data } = error as Error & { code?: unknown; data?: unknown }
    return { isError: true, value: encode({ message: error.message, code, data }) }
  }
  return { isError: false, value: encode(error) }
}

/**
 * Injects the Bitcoin test wallet of a kind into a Playwright page: call it before `page.goto`. Each
 * document gets the kind's provider where the real wallet puts it (`window.unisat`,
 * `window.XverseProviders.BitcoinProvider`, …) whose calls run in the Node-side wallet returned here,
 * through `page.exposeBinding`, so the keys never enter the page; the wallet's events are pushed into
 * the page with `page.evaluate`. The wallet, and its connection, outlive reloads.
 *
 * @example
 * const wallet = await installBitcoinTestWallet(page, { kind: 'xverse', wif, esploraUrl: chain.url })
 * await page.goto('/')
 * wallet.rejectNextRequest()
 */
export async function installBitcoinTestWallet<kind extends BitcoinTestWalletKind>(
  page: TestWalletPage,
  parameters: InstallBitcoinTestWalletParameters<kind>,
): Promise<InstalledBitcoinTestWallet<kind>> {
  const wallet = parameters.wallet === undefined ? createBitcoinTestWallet(parameters) : parameters.wallet
  const provider = wallet.provider as unknown as Record<string, unknown>
  const methods = Object.keys(provider).filter(
    (key) => typeof provider[key] === 'function' && !LISTENER_METHODS.has(key),
  )
  const flags = Object.fromEntries(
    Object.entries(provider).filter(([, value]) => typeof value !== 'function'),
  )

  return installPageWallet(page, {
    wallet,
    bindingName: getBitcoinTestWalletBindingName(wallet.kind),
    answer: async (request) => {
      const { method, args } = (request ?? {}) as { method?: unknown; args?: unknown }
      const handler = typeof method === 'string' && methods.includes(method) ? provider[method] : undefined
      if (typeof handler !== 'function') {
        return {
          error: toFailure(Object.assign(new Error(`Unknown method ${String(method)}`), { code: -32601 })),
        }
      }
      try {
        const decoded = decode(args)
        const result = await (handler as (...values: unknown[]) => unknown)(
          ...(Array.isArray(decoded) ? decoded : []),
        )
        return { result: encode(result) }
      } catch (error) {
        return { error: toFailure(error) }
      }
    },
    initScript: getBitcoinTestWalletInitScript({
      kind: wallet.kind,
      methods,
      flags,
      eventStyle: EVENT_STYLES[wallet.kind],
    }),
    watch: (push) =>
      wallet.watchProviderEvents(({ name, payload }) => {
        const target = `window[${JSON.stringify(BITCOIN_TEST_WALLET_PAGE_GLOBAL)}]?.[${JSON.stringify(wallet.kind)}]`
        push(`${target}?.emit(${JSON.stringify(name)}, ${JSON.stringify(encode(payload) ?? null)})`)
      }),
  })
}
