import type { InjectedWindowProvider } from '@polkadot/extension-inject/types'
import { findExtension } from './enableExtension.js'

/** Polling step while waiting for an extension to inject itself. */
const INJECTION_POLL_MS = 50

/**
 * The extension under `key`, waiting up to `timeoutMs` for it to appear: after a reload the
 * dApp's code may run before the extension's content script has injected it.
 */
export async function waitForExtension(
  read: () => unknown,
  key: string,
  timeoutMs: number,
): Promise<InjectedWindowProvider | undefined> {
  for (let waited = 0; ; waited += INJECTION_POLL_MS) {
    const extension = findExtension(read(), key)
    if (extension !== undefined || waited >= timeoutMs) return extension
    await new Promise((resolve) => setTimeout(resolve, INJECTION_POLL_MS))
  }
}
