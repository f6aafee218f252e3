import { describe, expect, test } from 'vitest'
import { DEFAULT_RELAY_PORT, resolveRelayPort } from './resolveRelayPort.js'

describe('resolveRelayPort', () => {
  test('defaults to 8555, ten above the first EVM chain', () => {
    expect(resolveRelayPort()).toBe(8555)
    expect(DEFAULT_RELAY_PORT).toBe(8555)
  })

  test('portBase moves it; auto and 0 pick a free port', () => {
    expect(resolveRelayPort({ portBase: 9545 })).toBe(9555)
    expect(resolveRelayPort({ portBase: 'auto' })).toBe('auto')
    expect(resolveRelayPort({ portBase: 0 })).toBe('auto')
  })

  test('its own port wins over portBase', () => {
    expect(resolveRelayPort({ port: 7000, portBase: 9545 })).toBe(7000)
    expect(resolveRelayPort({ port: 'auto', portBase: 9545 })).toBe('auto')
  })

  test('rejects ports that cannot be opened', () => {
    expect(() => resolveRelayPort({ portBase: 65_530 })).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid portBase: the WalletConnect relay cannot listen on port 65540.]`,
    )
    expect(() => resolveRelayPort({ port: 1.5 })).toThrow(
      expect.objectContaining({ code: 'DEVNET_INVALID_PARAMETER' }),
    )
  })
})
