import { describe, expect, test } from 'vitest'
import { parseRelayJson, stringifyRelayJson } from './relayJson.js'

describe('relay JSON', () => {
  test('keeps the digits of 22-digit request ids both ways', () => {
    const text =
      '{"id":1719000000000000123456,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}'
    const parsed = parseRelayJson(text) as { id: unknown }
    expect(parsed.id).toBe(1719000000000000123456n)
    expect(stringifyRelayJson({ id: parsed.id, jsonrpc: '2.0', result: true })).toBe(
      '{"id":1719000000000000123456,"jsonrpc":"2.0","result":true}',
    )
  })

  test('leaves strings (even ones holding digits), short numbers and decimals alone', () => {
    expect(
      parseRelayJson(
        '{"id":"1719000000000000123456","s":"a:12345678901234567,\\"b\\":1","n":[1,-12345678901234567],"t":1.5,"e":1234567890123456e2}',
      ),
    ).toEqual({
      id: '1719000000000000123456',
      s: 'a:12345678901234567,"b":1',
      n: [1, -12345678901234567n],
      t: 1.5,
      e: 1234567890123456e2,
    })
  })

  test.each([0n, 1n, -1n, 9007199254740993n, 1719000000000000123456n, -(10n ** 30n)])(
    'round-trips the id %s',
    (id) => {
      const json = stringifyRelayJson({ id, text: 'x"y\\z:1234567890123456789,' })
      const parsed = parseRelayJson(json) as { id: bigint | number; text: string }
      expect(BigInt(parsed.id)).toBe(id)
      expect(parsed.text).toBe('x"y\\z:1234567890123456789,')
      expect(stringifyRelayJson(parsed)).toBe(json)
    },
  )

  test('rejects invalid JSON with a SyntaxError', () => {
    expect(() => parseRelayJson('{"id":')).toThrow(SyntaxError)
    expect(() => parseRelayJson('{"s":"unterminated')).toThrow(SyntaxError)
  })
})
