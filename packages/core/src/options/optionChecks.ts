/** A broken rule: where, from the root of the options, and why in the words of `InvalidOptionError`. */
export type OptionIssue = { readonly path: readonly PropertyKey[]; readonly reason: string }

/**
 * Checks one value found at `path`. It returns the value to keep (trimmed, defaulted, unknown keys
 * stripped) and records each broken rule in `issues`; once an issue is recorded the returned value
 * is meaningless and the caller throws instead of using it.
 *
 * Hand-written rather than a schema library because options are checked synchronously in
 * `createAppKit`, before the first paint: a dozen small checks cost far less start-up JavaScript.
 */
export type OptionCheck<output> = (
  value: unknown,
  path: readonly PropertyKey[],
  issues: OptionIssue[],
) => output

function reject<output>(issues: OptionIssue[], path: readonly PropertyKey[], reason: string, value: unknown) {
  issues.push({ path, reason })
  return value as output
}

/** A string, trimmed when `trim` is set; `nonEmpty` rejects what is blank after trimming. */
export function checkText(rules: { trim?: boolean; nonEmpty?: boolean } = {}): OptionCheck<string> {
  return (value, path, issues) => {
    if (typeof value !== 'string') return reject(issues, path, 'must be a string', value)
    const text = rules.trim || rules.nonEmpty ? value.trim() : value
    if (rules.nonEmpty && text === '') return reject(issues, path, 'must be a non-empty string', value)
    return text
  }
}

/** `true` or `false`. */
export function checkBoolean(): OptionCheck<boolean> {
  return (value, path, issues) =>
    typeof value === 'boolean' ? value : reject(issues, path, 'must be true or false', value)
}

/** A finite number; `integer` asks for a safe integer, `minimum` for a lower bound (inclusive). */
export function checkNumber(rules: { integer?: boolean; minimum?: number } = {}): OptionCheck<number> {
  return (value, path, issues) => {
    if (typeof value !== 'number' || !Number.isFinite(value))
      return reject(issues, path, 'must be a number', value)
    if (rules.integer && !Number.isSafeInteger(value))
      return reject(issues, path, 'must be an integer', value)
    if (rules.minimum !== undefined && value < rules.minimum) {
      return reject(issues, path, `must be at least ${rules.minimum}`, value)
    }
    return value
  }
}

const HTTP_URL_START = /^https?:\/\//i
/** The URL parser deletes these before parsing; keeping them would let the stored text differ from the URL checked. */
const TAB_OR_NEWLINE = /[\t\n\r]/g

/** An absolute http(s) URL (surrounding blanks trimmed). `javascript:` and other schemes are rejected. */
export function checkHttpUrl(): OptionCheck<string> {
  return (value, path, issues) => {
    const text = typeof value === 'string' ? value.trim() : undefined
    if (text === undefined || !HTTP_URL_START.test(text) || !URL.canParse(text)) {
      return reject(issues, path, 'must be an http(s) URL', value)
    }
    return text.replace(TAB_OR_NEWLINE, '')
  }
}

/** One of `values`. */
export function checkOneOf<const value extends string>(values: readonly value[]): OptionCheck<value> {
  const reason = `must be one of ${values.map((item) => JSON.stringify(item)).join('|')}`
  return (value, path, issues) =>
    values.includes(value as value) ? (value as value) : reject(issues, path, reason, value)
}

/** Whatever `isValid` accepts, kept as given (same reference). */
export function checkWith<output>(
  isValid: (value: unknown) => value is output,
  reason: string,
): OptionCheck<output> {
  return (value, path, issues) => (isValid(value) ? value : reject(issues, path, reason, value))
}

/**
 * An array whose items each pass `item`. `unique` rejects a value listed twice; `emptyReason`,
 * when given, rejects an empty array with that reason.
 */
export function checkList<output>(
  item: OptionCheck<output>,
  rules: { unique?: boolean; emptyReason?: string } = {},
): OptionCheck<output[]> {
  return (value, path, issues) => {
    if (!Array.isArray(value)) return reject(issues, path, 'must be a list', value)
    const issueCount = issues.length
    const items = value.map((entry, index) => item(entry, [...path, index], issues))
    if (issues.length > issueCount) return items
    if (rules.emptyReason !== undefined && items.length === 0)
      return reject(issues, path, rules.emptyReason, value)
    if (rules.unique && new Set(items).size !== items.length) {
      return reject(issues, path, 'must not list a value twice', value)
    }
    return items
  }
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * An object checked key by key with `shape`. Keys outside `shape` are dropped, or rejected when
 * `strict` is set (so a typo in, say, a theme variable does not pass silently). A key whose check
 * returns `undefined` is left out.
 */
export function checkObject<output extends object>(
  shape: { readonly [key in keyof output]-?: OptionCheck<output[key]> },
  rules: { strict?: boolean } = {},
): OptionCheck<output> {
  const keys = Object.keys(shape) as (keyof output & string)[]
  return (value, path, issues) => {
    if (!isRecord(value)) return reject(issues, path, 'must be an object', value)
    const result: Partial<Record<keyof output, unknown>> = {}
    for (const key of keys) {
      const checked = shape[key](value[key], [...path, key], issues)
      if (checked !== undefined) result[key] = checked
    }
    if (rules.strict) {
      const unknownKeys = Object.keys(value).filter((key) => !Object.hasOwn(shape, key))
      if (unknownKeys.length > 0) {
        const list = unknownKeys.map((key) => JSON.stringify(key)).join(', ')
        reject(issues, path, `has unknown key(s) ${list}`, value)
      }
    }
    return result as output
  }
}

/** `undefined`, or a value passing `check`. */
export function optional<output>(check: OptionCheck<output>): OptionCheck<output | undefined> {
  return (value, path, issues) => (value === undefined ? undefined : check(value, path, issues))
}

/** `getDefault()` for `undefined` (a fresh value each time), else a value passing `check`. */
export function withDefault<output>(
  check: OptionCheck<output>,
  getDefault: () => output,
): OptionCheck<output> {
  return (value, path, issues) => (value === undefined ? getDefault() : check(value, path, issues))
}

/** `false`, or a value passing `check` (e.g. a list of socials, or `false` for none). */
export function falseOr<output>(check: OptionCheck<output>): OptionCheck<output | false> {
  return (value, path, issues) => (value === false ? false : check(value, path, issues))
}
