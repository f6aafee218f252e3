import * as z from 'zod/mini'
import type { SafeStorage, StorageFailure } from './createSafeStorage.js'

/**
 * Reads a JSON item and validates it with `schema`. A value that is not JSON or does not match is
 * logged with `failure` and reads as absent, so a corrupted or outdated entry never breaks a flow.
 */
export function readJsonItem<schema extends z.core.$ZodType>(
  safe: SafeStorage,
  key: string,
  schema: schema,
  failure: StorageFailure,
): z.output<schema> | undefined {
  const raw = safe.read(key, failure)
  if (raw === undefined) return undefined
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (cause) {
    safe.logFailure(failure, { key, cause })
    return undefined
  }
  const result = z.safeParse(schema, json)
  if (result.success) return result.data
  safe.logFailure(failure, { key, cause: result.error })
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
