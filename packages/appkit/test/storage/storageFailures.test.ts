import { optimism } from '@atrium/common'
import { act, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import type { AppKit } from '../../src/instance/buildAppKit.js'
import {
  ANNOUNCED_WALLET,
  createSubject,
  getModalShadowRoot,
  TEST_ADDRESS,
} from '../helpers/createSubject.test-helper.js'

const refuse = (): never => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}

/** Web Storage that refuses every call, as in a sandboxed frame or with site data blocked. */
function createThrowingStorage(): Storage {
  return {
    get length(): number {
      return refuse()
    },
    getItem: refuse,
    setItem: refuse,
    removeItem: refuse,
    key: refuse,
    clear: refuse,
  }
}

const HOST_PAGE_KEY = 'host-page/cache'

/**
 * Web Storage with a quota counted as browsers count it (UTF-16 code units of keys and values),
 * already filled by the host page: reads and removals work, every write throws `QuotaExceededError`.
 */
function createFullStorage(quota = 64): Storage {
  const items = new Map([[HOST_PAGE_KEY, 'x'.repeat(quota - HOST_PAGE_KEY.length)]])
  const sizeWithout = (key: string) =>
    [...items].reduce(
      (size, [other, value]) => (other === key ? size : size + other.length + value.length),
      0,
    )
  return {
    get length() {
      return items.size
    },
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (sizeWithout(key) + key.length + value.length > quota) {
        throw new DOMException(
          `Failed to execute 'setItem' on 'Storage': Setting the value of '${key}' exceeded the quota.`,
          'QuotaExceededError',
        )
      }
      items.set(key, value)
    },
    removeItem: (key) => {
      items.delete(key)
    },
    key: (index) => [...items.keys()][index] ?? null,
    clear: () => items.clear(),
  }
}

/** The STORE-019 texts each step logs; each step may log more, never anything but storage texts. */
type ExpectedLogs = {
  readonly load: readonly string[]
  readonly connect: readonly string[]
  readonly switchNetwork: readonly string[]
  readonly disconnect: readonly string[]
  readonly reload: readonly string[]
}

let appKits: AppKit[] = []
let logger: MockInstance<typeof console.error>
let unhandled: unknown[] = []
let restoreLocalStorage: (() => void) | undefined
const recordUnhandled = (reason: unknown) => {
  unhandled.push(reason)
}
const recordUnhandledEvent = (event: Event) => {
  unhandled.push(event)
}

beforeEach(() => {
  // Core's storage reports its failures through `console.error` when no logger is given (STORE-019).
  logger = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  process.on('unhandledRejection', recordUnhandled)
  process.on('uncaughtException', recordUnhandled)
  window.addEventListener('unhandledrejection', recordUnhandledEvent)
  window.addEventListener('error', recordUnhandledEvent)
})

afterEach(() => {
  for (const appKit of appKits) appKit.destroy()
  appKits = []
  unhandled = []
  process.off('unhandledRejection', recordUnhandled)
  process.off('uncaughtException', recordUnhandled)
  window.removeEventListener('unhandledrejection', recordUnhandledEvent)
  window.removeEventListener('error', recordUnhandledEvent)
  restoreLocalStorage?.()
  restoreLocalStorage = undefined
  vi.restoreAllMocks()
})

/** Makes `globalThis.localStorage` read through `get`, until the test ends. */
function setPageLocalStorage(get: () => Storage) {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get })
  restoreLocalStorage = () => {
    if (original === undefined) Reflect.deleteProperty(globalThis, 'localStorage')
    else Object.defineProperty(globalThis, 'localStorage', original)
  }
}

/** A page load: the modal over the page's `localStorage`, createAppKit's default backend. */
function loadPage() {
  const subject = createSubject({
    restorableConnectorId: ANNOUNCED_WALLET.id,
    // `undefined` keeps createAppKit's default storage: the page's localStorage.
    options: { storage: undefined },
  })
  appKits.push(subject.appKit)
  return subject
}

/** Every `console.error` call so far, as text and the cause it carries. */
function getLogged() {
  return logger.mock.calls.map(([message, context]) => ({
    message: String(message),
    cause: (context as { readonly cause?: unknown } | undefined)?.cause,
  }))
}

/** Waits for the storage texts `expected` among the logs from `since` on (they are written a moment later). */
async function expectLoggedSince(since: number, expected: readonly string[]) {
  await waitFor(() =>
    expect(
      getLogged()
        .slice(since)
        .map(({ message }) => message),
    ).toEqual(expect.arrayContaining([...expected])),
  )
}

/** Connect → switch network → disconnect → reload, checking the state and the logs after each step. */
async function runFlow(expected: ExpectedLogs) {
  const page = loadPage()
  await expect(page.appKit.ready).resolves.toBeUndefined()
  expect(page.appKit.getIsConnected()).toBe(false)
  expect(page.appKit.getState().selectedNetworkId).toBe('eip155:1')
  await expectLoggedSince(0, expected.load)

  let since = getLogged().length
  const connector = page.appKit.stores.connectors
    .getState()
    .connectors.find((entry) => entry.id === ANNOUNCED_WALLET.id)
  if (connector === undefined) throw new Error('the test wallet is not listed')
  await expect(page.appKit.connect({ connector })).resolves.toBeUndefined()
  expect(page.appKit.getIsConnected()).toBe(true)
  expect(page.appKit.getAddress()).toBe(TEST_ADDRESS)
  expect(page.appKit.stores.connection.getState().status).toBe('connected')
  await expectLoggedSince(since, expected.connect)

  since = getLogged().length
  await expect(page.appKit.switchNetwork(optimism)).resolves.toBeUndefined()
  expect(page.appKit.getState().selectedNetworkId).toBe('eip155:10')
  expect(page.appKit.getCaipAddress()).toBe(`eip155:10:${TEST_ADDRESS}`)
  await expectLoggedSince(since, expected.switchNetwork)

  since = getLogged().length
  await expect(page.appKit.disconnect()).resolves.toBeUndefined()
  expect(page.appKit.getIsConnected()).toBe(false)
  expect(page.appKit.getAddress()).toBeUndefined()
  expect(page.appKit.stores.connection.getState().status).toBe('disconnected')
  await expectLoggedSince(since, expected.disconnect)
  page.appKit.destroy()

  // Nothing of the visit could be kept: the reloaded page starts disconnected on the default network.
  since = getLogged().length
  const reload = loadPage()
  await expect(reload.appKit.ready).resolves.toBeUndefined()
  expect(reload.wallet.calls).toEqual([])
  expect(reload.appKit.getIsConnected()).toBe(false)
  expect(reload.appKit.getState().selectedNetworkId).toBe('eip155:1')
  act(() => reload.appKit.open())
  await waitFor(() => expect(getModalShadowRoot()).toBeDefined())
  const dialog = await within(getModalShadowRoot() as unknown as HTMLElement).findByRole('dialog')
  await within(dialog).findByRole('heading', { name: 'Connect wallet' })
  // Listed, but not as 'Recent': the recent wallets could not be stored.
  expect(within(dialog).getByRole('button', { name: /Atrium Test Wallet/ }).textContent).not.toContain(
    'Recent',
  )
  await expectLoggedSince(since, expected.reload)

  // Nothing else went wrong on the way: no error but storage failures, nothing unhandled.
  expect(getLogged().filter(({ message }) => !message.startsWith('Unable to '))).toEqual([])
  expect(unhandled).toEqual([])
}

describe('createAppKit over a failing localStorage', () => {
  it('[STORE-019] every Storage call throws: connect, switch network, disconnect and reload complete, each failure only logged', async () => {
    setPageLocalStorage(createThrowingStorage)
    await runFlow({
      load: ['Unable to get active caip network id', 'Unable to get connected connector id'],
      connect: [
        'Unable to set connected connector id',
        'Unable to set active namespace',
        'Unable to set active caip network id',
        'Unable to set connection status',
        'Unable to get recent wallets',
        'Unable to set recent wallets',
      ],
      switchNetwork: ['Unable to set active namespace', 'Unable to set active caip network id'],
      disconnect: ['Unable to delete connected connector id', 'Unable to set connection status'],
      reload: [
        'Unable to get active caip network id',
        'Unable to get connected connector id',
        'Unable to get recent wallets',
      ],
    })
    expect(
      getLogged().every(({ cause }) => cause instanceof DOMException && cause.name === 'SecurityError'),
    ).toBe(true)
  })

  it('[STORE-019] reading localStorage itself throws (site data blocked): the same flow completes, each failure only logged', async () => {
    setPageLocalStorage(refuse)
    await runFlow({
      load: ['Unable to get active caip network id', 'Unable to get connected connector id'],
      connect: ['Unable to set connected connector id', 'Unable to set recent wallets'],
      switchNetwork: ['Unable to set active caip network id'],
      disconnect: ['Unable to delete connected connector id'],
      reload: ['Unable to get connected connector id', 'Unable to get recent wallets'],
    })
  })

  it('[STORE-019] a full localStorage (QuotaExceededError on setItem): the same flow completes, each failed write only logged', async () => {
    const storage = createFullStorage()
    setPageLocalStorage(() => storage)
    await runFlow({
      load: [],
      connect: [
        'Unable to set connected connector id',
        'Unable to set connected namespaces',
        'Unable to set active namespace',
        'Unable to set active caip network id',
        'Unable to set connection status',
        'Unable to set recent wallets',
      ],
      switchNetwork: ['Unable to set active namespace', 'Unable to set active caip network id'],
      disconnect: ['Unable to set connection status'],
      reload: [],
    })
    expect(getLogged().every(({ message }) => message.startsWith('Unable to set '))).toBe(true)
    expect(
      getLogged().every(({ cause }) => cause instanceof DOMException && cause.name === 'QuotaExceededError'),
    ).toBe(true)
    // The host page's own data is untouched.
    expect(storage.length).toBe(1)
    expect(storage.key(0)).toBe(HOST_PAGE_KEY)
  })
})
