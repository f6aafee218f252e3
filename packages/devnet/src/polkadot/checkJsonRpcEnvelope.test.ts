import { describe, expect, test } from 'vitest'
import {
  checkJsonRpcEnvelope,
  JSON_RPC_INVALID_REQUEST,
  JSON_RPC_PARSE_ERROR,
} from './checkJsonRpcEnvelope.js'

describe('checkJsonRpcEnvelope', () => {
  test.each([
    ['a request', '{"jsonrpc":"2.0","id":1,"method":"system_chain","params":[]}'],
    ['a request without params', '{"jsonrpc":"2.0","id":"a","method":"system_chain"}'],
    ['a notification', '{"jsonrpc":"2.0","method":"system_chain"}'],
    ['a request with a null id', '{"jsonrpc":"2.0","id":null,"method":"system_chain"}'],
    ['a batch', '[{"jsonrpc":"2.0","id":1,"method":"a"},{"jsonrpc":"2.0","id":2,"method":"b"}]'],
    [
      'deeply nested params',
      `{"jsonrpc":"2.0","id":1,"method":"a","params":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    ],
  ])('passes %s on', (_name, text) => {
    expect(checkJsonRpcEnvelope(text)).toBeUndefined()
  })

  test.each(['', 'hello', '{"jsonrpc":', '[1,'])('answers text that is not JSON (%j) with -32700', (text) => {
    expect(checkJsonRpcEnvelope(text)).toBe(JSON_RPC_PARSE_ERROR)
  })

  test.each([
    ['a number', '42'],
    ['null', 'null'],
    ['an empty batch', '[]'],
    ['a batch with one bad item', '[{"jsonrpc":"2.0","id":1,"method":"a"},1]'],
    ['another JSON-RPC version', '{"jsonrpc":"1.0","id":1,"method":"a"}'],
    ['a method that is no string', '{"jsonrpc":"2.0","id":1,"method":7}'],
    ['an object id', '{"jsonrpc":"2.0","id":{},"method":"a"}'],
    ['a fractional id', '{"jsonrpc":"2.0","id":1.5,"method":"a"}'],
    ['params by name, which chopsticks does not take', '{"jsonrpc":"2.0","id":1,"method":"a","params":{}}'],
    ['deeply nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ])('answers %s with -32600', (_name, text) => {
    expect(checkJsonRpcEnvelope(text)).toBe(JSON_RPC_INVALID_REQUEST)
  })
})
