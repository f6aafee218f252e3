import {
  type AtriumError,
  type CaipNetworkId,
  CONNECTOR_TYPES,
  isAtriumError,
  isCaipAddress,
  isCaipNetworkId,
  isNamespace,
  type Namespace,
  parseCaipAddress,
  parseCaipNetworkId,
} from '@atrium/common'
import type { AdapterEvent, AdapterSession, ChainAdapter } from '@atrium/core'

/**
 * The optional members of `ChainAdapter`. Each must be absent (unsupported) or a working
 * function: an adapter never fakes an ability (STYLE §5).
 */
export const CHAIN_ADAPTER_OPTIONAL_MEMBERS = [
  'reconnect',
  'switchNetwork',
  'getBalance',
  'signMessage',
  'sendTransaction',
  'estimateGas',
  'getGasPrice',
  'isAddress',
  'buildTokenTransfer',
  'getBlockNumber',
  'waitForTransactionReceipt',
  'ping',
  'sendCalls',
  'getCallsStatus',
  'waitForCallsStatus',
  'getWalletAssets',
] as const

/** A broken contract: thrown by the `assert*` helpers with a message naming the rule. */
export class ChainAdapterContractViolation extends Error {
  override name = 'ChainAdapterContractViolation'
}

function fail(message: string): never {
  throw new ChainAdapterContractViolation(message)
}

/** The adapter's shape: a namespace, the required methods, optional members absent or functions. */
export function assertChainAdapterShape(adapter: ChainAdapter): void {
  if (!isNamespace(adapter.namespace))
    fail(`namespace must be a supported namespace, got ${String(adapter.namespace)}`)
  for (const member of ['listWallets', 'connect', 'disconnect', 'subscribe'] as const) {
    if (typeof adapter[member] !== 'function') fail(`${member} must be a function`)
  }
  for (const member of CHAIN_ADAPTER_OPTIONAL_MEMBERS) {
    const value: unknown = adapter[member]
    if (member in adapter && typeof value !== 'function') {
      fail(`optional member ${member} must be absent or a function, got ${typeof value}`)
    }
  }
}

/** `listWallets()`: unique non-empty ids, names, a connector type other than MULTI_CHAIN, a boolean provider. */
export function assertWalletList(adapter: ChainAdapter): void {
  const wallets = adapter.listWallets()
  if (!Array.isArray(wallets)) fail('listWallets must return an array')
  const ids = new Set<string>()
  for (const wallet of wallets) {
    if (typeof wallet.id !== 'string' || wallet.id === '') fail('every wallet needs a non-empty id')
    if (ids.has(wallet.id)) fail(`wallet id ${wallet.id} is listed twice`)
    ids.add(wallet.id)
    if (typeof wallet.name !== 'string' || wallet.name === '') fail(`wallet ${wallet.id} needs a name`)
    if (!(CONNECTOR_TYPES as readonly string[]).includes(wallet.type) || wallet.type === 'MULTI_CHAIN') {
      fail(`wallet ${wallet.id} has type ${String(wallet.type)}; MULTI_CHAIN entries are built by core only`)
    }
    if (typeof wallet.provider !== 'boolean') fail(`wallet ${wallet.id} needs a boolean provider`)
  }
}

/** A CAIP-10 account of `namespace` on `networkId`. */
export function assertCaipAccount(
  caipAddress: unknown,
  namespace: Namespace,
  networkId?: CaipNetworkId,
): void {
  if (!isCaipAddress(caipAddress)) fail(`account ${String(caipAddress)} is not a CAIP-10 address`)
  const parsed = parseCaipAddress(caipAddress)
  if (parsed.namespace !== namespace) fail(`account ${caipAddress} is not in namespace ${namespace}`)
  if (networkId !== undefined && parsed.caipNetworkId !== networkId) {
    fail(`account ${caipAddress} is not on the session network ${networkId}`)
  }
}

/** A session: the connector id asked for, at least one CAIP account, all on `networkId` of the namespace. */
export function assertAdapterSession(
  session: AdapterSession,
  namespace: Namespace,
  connectorId: string,
): void {
  if (session.connectorId !== connectorId)
    fail(`session.connectorId must be ${connectorId}, got ${session.connectorId}`)
  if (!isCaipNetworkId(session.networkId) || parseCaipNetworkId(session.networkId).namespace !== namespace) {
    fail(`session.networkId ${String(session.networkId)} is not a CAIP-2 id of ${namespace}`)
  }
  if (!Array.isArray(session.accounts) || session.accounts.length === 0)
    fail('a session needs at least one account')
  for (const account of session.accounts) assertCaipAccount(account.caipAddress, namespace, session.networkId)
}

/** An event of the union, with CAIP data of the adapter's namespace. */
export function assertAdapterEvent(event: AdapterEvent, namespace: Namespace): void {
  switch (event.type) {
    case 'accountsChanged':
      for (const account of event.accounts) assertCaipAccount(account.caipAddress, namespace)
      return
    case 'chainChanged':
      if (!isCaipNetworkId(event.networkId) || parseCaipNetworkId(event.networkId).namespace !== namespace) {
        fail(`chainChanged carries ${String(event.networkId)}, not a CAIP-2 id of ${namespace}`)
      }
      return
    case 'disconnect':
      return
    case 'connectorsChanged':
      if (!Array.isArray(event.wallets)) fail('connectorsChanged must carry a wallet list')
      return
    default:
      fail(`unknown event type ${String((event as { type?: unknown }).type)}`)
  }
}

/** Rejections are Atrium errors: an `Error` with a SCREAMING_SNAKE catalogue `code` (STYLE §6). */
export function assertCodedError(error: unknown): asserts error is AtriumError {
  if (!isAtriumError(error)) fail(`expected a coded AtriumError, got ${String(error)}`)
  if (!/^[A-Z][A-Z0-9_]*$/.test(error.code)) fail(`error code ${error.code} is not SCREAMING_SNAKE_CASE`)
}

/** A coded rejection, with the wallet's JSON-RPC code when the error class carries one. */
export type CodedRejection = AtriumError & { readonly rpcCode?: number }

/**
 * Awaits `call` (a promise, or a function returning one), which must reject with a coded error,
 * and resolves with that error.
 * @example
 * expect((await expectCodedRejection(adapter.ping())).code).toBe('RPC_UNAUTHORIZED')
 */
export async function expectCodedRejection(
  call: Promise<unknown> | (() => Promise<unknown>),
): Promise<CodedRejection> {
  let rejected = false
  let caught: unknown
  try {
    await (typeof call === 'function' ? call() : call)
  } catch (error) {
    rejected = true
    caught = error
  }
  if (!rejected) fail('expected a rejection, but the call resolved')
  assertCodedError(caught)
  return caught
}
