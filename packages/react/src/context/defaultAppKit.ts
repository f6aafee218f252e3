import type { AppKitContextValue } from './AppKitContextValue.js'

/**
 * The instance hooks fall back to outside `AppKitProvider`: the one `createAppKit` registered. A
 * registration slot, not a store: it holds the instance appkit injects, and nothing else. Kept on
 * `globalThis` under a registry symbol so that two copies of this module (hot reload, a duplicated
 * install) see the same registration.
 */
const DEFAULT_APPKIT_KEY = Symbol.for('@atrium/react/default-appkit')

type DefaultAppKitSlot = { [DEFAULT_APPKIT_KEY]?: AppKitContextValue | undefined }

/**
 * @internal Registers the instance hooks use outside `AppKitProvider`; `createAppKit` calls it.
 * `undefined` removes the registration.
 */
export function setDefaultAppKit(value: AppKitContextValue | undefined): void {
  ;(globalThis as DefaultAppKitSlot)[DEFAULT_APPKIT_KEY] = value
}

/** @internal The registered instance, if any. */
export function getDefaultAppKit(): AppKitContextValue | undefined {
  return (globalThis as DefaultAppKitSlot)[DEFAULT_APPKIT_KEY]
}
