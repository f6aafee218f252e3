import { APP_MESSAGES } from '@atrium/common'
import { createInstanceRegistry, type InstanceRegistry } from '@atrium/core'
import type { AppKit } from './buildAppKit.js'

/**
 * [OPT-008] The page's one registry slot, on `globalThis` under a registry symbol: a second copy
 * of this module (hot module replacement re-running the app's entry, a duplicated install) finds
 * the same instance instead of building a second modal.
 */
const REGISTRY_KEY = Symbol.for('@atrium/appkit/instance-registry')

type RegistrySlot = { [REGISTRY_KEY]?: InstanceRegistry<AppKit> }

/** The page's instance registry, created on first use; a repeated creation warns. */
export function getInstanceRegistry(): InstanceRegistry<AppKit> {
  const slot = globalThis as RegistrySlot
  slot[REGISTRY_KEY] ??= createInstanceRegistry<AppKit>({
    onDuplicate: () => console.warn(APP_MESSAGES.APPKIT_ALREADY_CREATED),
  })
  return slot[REGISTRY_KEY]
}
