/** Selector of Solidity's `Error(string)`: the revert data of `require(cond, "reason")`. */
const ERROR_STRING_SELECTOR = '0x08c379a0'
const WORD_HEX_CHARS = 64

/**
 * The reason string ABI-encoded in revert data (`Error(string)`), or `undefined` for other data
 * (custom errors, panics, junk). Never throws.
 */
export function decodeRevertReason(data: unknown): string | undefined {
  if (typeof data !== 'string' || !data.toLowerCase().startsWith(ERROR_STRING_SELECTOR)) return undefined
  const body = data.slice(ERROR_STRING_SELECTOR.length)
  if (!/^[0-9a-fA-F]*$/.test(body) || body.length < 2 * WORD_HEX_CHARS) return undefined
  const offset = Number.parseInt(body.slice(0, WORD_HEX_CHARS), 16) * 2
  const lengthStart = offset
  const length = Number.parseInt(body.slice(lengthStart, lengthStart + WORD_HEX_CHARS), 16)
  const start = lengthStart + WORD_HEX_CHARS
  if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || start + length * 2 > body.length)
    return undefined
  const bytes = new Uint8Array(length)
  for (let index = 0; index < length; index++) {
    bytes[index] = Number.parseInt(body.slice(start + index * 2, start + index * 2 + 2), 16)
  }
  return new TextDecoder().decode(bytes)
}
