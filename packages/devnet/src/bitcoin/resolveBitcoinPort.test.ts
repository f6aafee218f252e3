import { expect, test } from 'vitest'
import { DEFAULT_BITCOIN_PORT, resolveBitcoinPort } from './resolveBitcoinPort.js'

test('portBase + 30 by default (8575), its own port first, auto for 0', () => {
  expect(resolveBitcoinPort()).toBe(DEFAULT_BITCOIN_PORT)
  expect(DEFAULT_BITCOIN_PORT).toBe(8575)
  expect(resolveBitcoinPort({ portBase: 9000 })).toBe(9030)
  expect(resolveBitcoinPort({ portBase: 9000, port: 7000 })).toBe(7000)
  expect(resolveBitcoinPort({ portBase: 'auto' })).toBe('auto')
  expect(resolveBitcoinPort({ port: 0 })).toBe('auto')
})

test('rejects ports that cannot work', () => {
  expect(() => resolveBitcoinPort({ portBase: 65_520 })).toThrowErrorMatchingInlineSnapshot(
    `[DevnetInvalidParameterError: Invalid portBase: the Bitcoin Esplora API cannot listen on port 65550.]`,
  )
  expect(() => resolveBitcoinPort({ port: -1 })).toThrowErrorMatchingInlineSnapshot(
    `[DevnetInvalidParameterError: Invalid bitcoin.port: the Bitcoin Esplora API cannot listen on port -1.]`,
  )
})
