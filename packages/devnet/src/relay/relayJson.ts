/**
 * JSON for the relay wire. WalletConnect clients number requests with `getBigIntRpcId()` (about 22
 * digits), beyond `Number.MAX_SAFE_INTEGER`: `JSON.parse` would round them and the response would
 * answer an id the client never sent. Integers of 16 digits or more are read as `bigint` and written
 * back digit for digit, as the clients' own `safe-json` does.
 */
const BIGINT_MARKER = '\u0000bigint:'

/** `BIGINT_MARKER` as it is written inside a JSON string (control characters must be escaped). */
const BIGINT_MARKER_JSON = '\\u0000bigint:'

/** Shortest integer literal read as `bigint`; 15 digits always fit a double exactly. */
const BIGINT_MIN_DIGITS = 16

/** Parses relay JSON, reading long integers as `bigint`. Throws a `SyntaxError` on invalid JSON. */
export function parseRelayJson(text: string): unknown {
  return JSON.parse(quoteLongIntegers(text), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(BIGINT_MARKER)
      ? BigInt(value.slice(BIGINT_MARKER.length))
      : value,
  )
}

/** Serialises relay JSON, writing `bigint` values as plain integers. */
export function stringifyRelayJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'bigint' ? `${BIGINT_MARKER}${inner}` : inner,
  ).replace(/"\\u0000bigint:(-?\d+)"/g, '$1')
}

/** Wraps long integer literals outside strings in marked strings; the text is otherwise unchanged. */
function quoteLongIntegers(text: string): string {
  let output = ''
  let index = 0
  while (index < text.length) {
    const character = text[index] as string
    if (character === '"') {
      const end = findStringEnd(text, index)
      output += text.slice(index, end)
      index = end
      continue
    }
    if (character === '-' || (character >= '0' && character <= '9')) {
      const match = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(index))
      const literal = match?.[0] ?? character
      const isLongInteger =
        match?.[1] === undefined &&
        match?.[2] === undefined &&
        literal.replace('-', '').length >= BIGINT_MIN_DIGITS
      output += isLongInteger ? `"${BIGINT_MARKER_JSON}${literal}"` : literal
      index += literal.length
      continue
    }
    output += character
    index += 1
  }
  return output
}

/** Index just past the closing quote of the string starting at `start` (or the end of `text`). */
function findStringEnd(text: string, start: number): number {
  let index = start + 1
  while (index < text.length) {
    if (text[index] === '\\') index += 2
    else if (text[index] === '"') return index + 1
    else index += 1
  }
  return index
}
