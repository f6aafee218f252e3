/** Deepest `cause` level read; deeper chains are cut (and cycles cannot loop forever). */
const MAX_DEPTH = 10

/** The texts of one level of an error chain, most specific first. */
export type ErrorLevelTexts = readonly string[]

function readField(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}

function pushText(texts: string[], value: unknown): void {
  if (typeof value === 'string' && value.trim() !== '') texts.push(value.trim())
}

/**
 * The texts found along an error's chain, outermost level first. A level is a string, or an
 * object's `details`, `shortMessage`, `message` and `reason`, plus the `message` of a nested
 * JSON-RPC `error` / `data` object. Follows `cause`; never throws, even
 * on throwing getters or cycles.
 */
export function collectErrorTexts(error: unknown): ErrorLevelTexts[] {
  const levels: ErrorLevelTexts[] = []
  const seen = new Set<unknown>()
  let current: unknown = error
  while (levels.length < MAX_DEPTH && current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current)
    const texts: string[] = []
    if (typeof current === 'string') {
      pushText(texts, current)
      levels.push(texts)
      break
    }
    if (typeof current !== 'object') break
    for (const key of ['details', 'shortMessage', 'message', 'reason'])
      pushText(texts, readField(current, key))
    for (const key of ['error', 'data']) {
      const nested = readField(current, key)
      if (typeof nested === 'object' && nested !== null) pushText(texts, readField(nested, 'message'))
    }
    levels.push(texts)
    current = readField(current, 'cause')
  }
  return levels
}
