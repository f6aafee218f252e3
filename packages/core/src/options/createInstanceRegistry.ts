import { AppKitNotCreatedError } from '../errors/options.js'

/**
 * [OPT-008] Holds the one modal instance of a page. Core keeps no module-level singleton; appkit
 * creates one registry at its module level and goes through it, so a second `createAppKit` returns
 * the first instance instead of building another.
 */
export type InstanceRegistry<instance> = {
  /** The instance, created by `create` on the first call only; later calls return the first one. */
  getOrCreate(create: () => instance): instance
  /** [OPT-007] The instance; throws `AppKitNotCreatedError` before it is created. */
  get(): instance
  /** Whether the instance exists. */
  has(): boolean
  /** Forgets the instance (tests, hot reload); the next `getOrCreate` creates again. */
  clear(): void
}

/** Parameters of `createInstanceRegistry`. */
export type CreateInstanceRegistryParameters = {
  /** Called when `getOrCreate` is called again and the existing instance is returned. */
  readonly onDuplicate?: () => void
}

/** Creates an empty registry for one instance. */
export function createInstanceRegistry<instance>(
  parameters: CreateInstanceRegistryParameters = {},
): InstanceRegistry<instance> {
  let slot: { readonly instance: instance } | undefined
  return {
    getOrCreate: (create) => {
      if (slot !== undefined) {
        parameters.onDuplicate?.()
        return slot.instance
      }
      const instance = create()
      slot = { instance }
      return instance
    },
    get: () => {
      if (slot === undefined) throw new AppKitNotCreatedError()
      return slot.instance
    },
    has: () => slot !== undefined,
    clear: () => {
      slot = undefined
    },
  }
}
