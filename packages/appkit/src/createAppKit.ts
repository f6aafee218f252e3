import { setDefaultAppKit } from '@atrium/react/internal'
import { type AppKit, buildAppKit } from './instance/buildAppKit.js'
import { getInstanceRegistry } from './instance/getInstanceRegistry.js'
import type { CreateAppKitOptions } from './options/CreateAppKitOptions.js'
import { isBrowser } from './platform/isBrowser.js'

/**
 * Creates the modal: composes core's stores and actions, the given chain adapters and the lazily
 * loaded React views. Call it once, at module level, before rendering.
 *
 * [OPT-008] One instance per page: a second call returns the first instance and warns (its options
 * are ignored), so React StrictMode and hot reload never build a second modal. The instance is also
 * registered for the hooks, which then work without `AppKitProvider`.
 *
 * On the server every call builds a new instance and registers none: each request renders its own
 * (pass it to `AppKitProvider`), so one visitor's state never reaches another's page.
 *
 * Nothing is fetched and no view code is loaded until the modal is first opened.
 *
 * @throws InvalidOptionError 'Invalid option "{option}": {reason}' for a bad option (OPT-002).
 * @throws SiweSiwxConflictError when both `siweConfig` and `siwx` are set (OPT-009).
 *
 * @example
 * const wagmiAdapter = createWagmiAdapter({ networks: [mainnet, optimism, base], projectId })
 * const appKit = createAppKit({ adapters: [wagmiAdapter], networks: [mainnet, optimism, base], projectId, metadata })
 * appKit.open()
 */
export function createAppKit(options: CreateAppKitOptions): AppKit {
  if (!isBrowser()) return buildAppKit(options, () => {})
  const registry = getInstanceRegistry()
  const appKit = registry.getOrCreate(() =>
    buildAppKit(options, (destroyed) => {
      if (registry.has() && registry.get() === destroyed) registry.clear()
      setDefaultAppKit(undefined)
    }),
  )
  setDefaultAppKit(appKit)
  return appKit
}
