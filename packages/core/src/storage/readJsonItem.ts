import type { SafeStorage, StorageFailure } from './createSafeStorage.js'
import type { Guard } from './shapeGuards.js'

/**
 * Reads a JSON item and checks it with `isValid`. A value that is not JSON or does not match is
 * logged with `failure` and reads as absent, so a corrupted or outdated entry never breaks a flow.
 */
export function readJsonItem<value>(
  safe: SafeStorage,
  key: string,
  isValid: Guard<value>,
  failure: StorageFailure,
): value | undefined {
  const raw = safe.read(key, failure)
  if (raw === undefined) return undefined
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (cause) {
    safe.logFailure(failure, { key, cause })
    return undefined
  }
  if (isValid(json)) return json
  safe.logFailure(failure, { key, details: 'unexpected stored value' })
  return undefined
}

/** Writes `value` as JSON; a value that cannot be serialised is logged, never thrown. */
export function writeJsonItem(safe: SafeStorage, key: string, value: unknown, failure: StorageFailure): void {
  let json: string
  try {
    json = JSON.stringify(value)
  } catch (cause) {
    safe.logFailure(failure, { key, cause })
    return
  }
  safe.write(key, json, failure)
}
