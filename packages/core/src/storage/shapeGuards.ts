/**
 * Type guards for JSON read back from storage. Stored items are re-checked at start-up, so these
 * stay tiny and synchronous instead of loading the response schemas (and zod) with the first paint;
 * each guard accepts no more than the schema of the same data (their tests hold them to that).
 */
export type Guard<value> = (value: unknown) => value is value

/** The type a guard checks for. */
export type GuardedValue<guard> = guard extends Guard<infer value> ? value : never

export const isString: Guard<string> = (value): value is string => typeof value === 'string'
export const isNumber: Guard<number> = (value): value is number => typeof value === 'number'
export const isBoolean: Guard<boolean> = (value): value is boolean => typeof value === 'boolean'

/** `undefined` or a value passing `guard`. */
export function isOptional<value>(guard: Guard<value>): Guard<value | undefined> {
  return (value): value is value | undefined => value === undefined || guard(value)
}

/** `null`, `undefined` or a value passing `guard`. */
export function isNullish<value>(guard: Guard<value>): Guard<value | null | undefined> {
  return (value): value is value | null | undefined => value == null || guard(value)
}

/** Either guard. */
export function isEither<first, second>(a: Guard<first>, b: Guard<second>): Guard<first | second> {
  return (value): value is first | second => a(value) || b(value)
}

/** An array of values passing `item`. */
export function isArrayOf<item>(item: Guard<item>): Guard<item[]> {
  return (value): value is item[] => Array.isArray(value) && value.every(item)
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An object whose every own value passes `item` (a JSON record keyed by string). */
export function isRecordOf<item>(item: Guard<item>): Guard<Record<string, item>> {
  return (value): value is Record<string, item> => isPlainObject(value) && Object.values(value).every(item)
}

/** An object whose keys named in `shape` pass their guards; other keys are ignored. */
export function isObjectWith<value extends object>(
  shape: {
    readonly [key in keyof value]-?: Guard<value[key]>
  },
): Guard<value> {
  const entries = Object.entries(shape) as [string, Guard<unknown>][]
  return (value): value is value => isPlainObject(value) && entries.every(([key, guard]) => guard(value[key]))
}
