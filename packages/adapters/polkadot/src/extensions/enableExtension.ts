import { ResourceNotFoundRpcError, UnsupportedProviderMethodError, withTimeout } from '@atrium/common'
import type { Injected, InjectedWindowProvider } from '@polkadot/extension-inject/types'
import { toPolkadotAdapterError } from '../errors/toPolkadotAdapterError.js'

/** The `injectedWeb3[key]` entry of an installed extension, or `undefined`. */
export function findExtension(injectedWeb3: unknown, key: string): InjectedWindowProvider | undefined {
  if (typeof injectedWeb3 !== 'object' || injectedWeb3 === null || key === '') return undefined
  const entry = (injectedWeb3 as Record<string, unknown>)[key]
  if (typeof entry !== 'object' || entry === null) return undefined
  return typeof (entry as InjectedWindowProvider).enable === 'function'
    ? (entry as InjectedWindowProvider)
    : undefined
}

function isInjected(value: unknown): value is Injected {
  if (typeof value !== 'object' || value === null) return false
  const { accounts, signer } = value as Partial<Injected>
  return typeof accounts?.get === 'function' && typeof signer === 'object' && signer !== null
}

/**
 * Asks the extension to authorise the dApp (`enable(appName)`, the interface polkadot-js, Talisman
 * and SubWallet inject) and resolves what it injects: accounts and signer. An extension that
 * already authorised the dApp answers without a prompt, which `reconnect` relies on.
 *
 * @throws ResourceNotFoundRpcError when `extension` is missing; the coded error of the extension's
 * refusal (4001 declined, 4100 blocked); `RequestTimeoutError` after `timeoutMs`;
 * `UnsupportedProviderMethodError` when the answer has no accounts or signer.
 */
export async function enableExtension(
  extension: InjectedWindowProvider | undefined,
  parameters: { readonly key: string; readonly appName: string; readonly timeoutMs: number },
): Promise<Injected> {
  if (extension === undefined) {
    throw new ResourceNotFoundRpcError({
      details: `No Polkadot extension with id "${parameters.key}"`,
      meta: { connectorId: parameters.key },
    })
  }
  let injected: unknown
  try {
    injected = await withTimeout(
      Promise.resolve(extension.enable?.(parameters.appName)),
      parameters.timeoutMs,
      `The ${parameters.key} extension`,
    )
  } catch (error) {
    throw toPolkadotAdapterError(error)
  }
  if (!isInjected(injected)) {
    throw new UnsupportedProviderMethodError({
      details: `The ${parameters.key} extension answered without accounts or signer`,
    })
  }
  return injected
}

/** The accounts the extension shares with the dApp (`accounts.get()`), bounded by `timeoutMs`. */
export async function getExtensionAccounts(
  injected: Injected,
  timeoutMs: number,
): Promise<readonly unknown[]> {
  try {
    const accounts: unknown = await withTimeout(injected.accounts.get(), timeoutMs, 'The extension')
    return Array.isArray(accounts) ? accounts : []
  } catch (error) {
    throw toPolkadotAdapterError(error)
  }
}
