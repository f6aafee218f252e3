import { describe, expect, test } from 'vitest'
import { resolveEvmChains } from './resolveEvmChains.js'

describe('resolveEvmChains', () => {
  test('defaults to Ethereum, OP Mainnet and Base on 8545-8547', () => {
    expect(resolveEvmChains()).toEqual([
      { chainId: 1, name: 'Ethereum', port: 8545 },
      { chainId: 10, name: 'OP Mainnet', port: 8546 },
      { chainId: 8453, name: 'Base', port: 8547 },
    ])
  })

  test('chains: names known ids, numbers unknown ones, and keeps given names', () => {
    expect(
      resolveEvmChains({ chains: [{ chainId: 10 }, { chainId: 31337 }, { chainId: 5, name: 'Görli' }] }),
    ).toEqual([
      { chainId: 10, name: 'OP Mainnet', port: 8545 },
      { chainId: 31337, name: 'Chain 31337', port: 8546 },
      { chainId: 5, name: 'Görli', port: 8547 },
    ])
  })

  test('portBase: chain i listens on portBase + i', () => {
    expect(resolveEvmChains({ portBase: 9545 }).map((chain) => chain.port)).toEqual([9545, 9546, 9547])
  })

  test('portBase 0 or auto: every chain gets a free port', () => {
    expect(resolveEvmChains({ portBase: 0 }).map((chain) => chain.port)).toEqual(['auto', 'auto', 'auto'])
    expect(resolveEvmChains({ portBase: 'auto' }).map((chain) => chain.port)).toEqual([
      'auto',
      'auto',
      'auto',
    ])
  })

  test('a chain port overrides portBase', () => {
    const chains = resolveEvmChains({ portBase: 9545, chains: [{ chainId: 1, port: 7000 }, { chainId: 10 }] })

    expect(chains.map((chain) => chain.port)).toEqual([7000, 9546])
  })

  test('rejects ports out of range, duplicates and bad chain ids', () => {
    expect(() => resolveEvmChains({ portBase: 65_535 })).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid portBase: EVM chain 10 would listen on port 65536, above 65535.]`,
    )
    expect(() => resolveEvmChains({ portBase: 1.5 })).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid portBase: 1.5 is not a port (an integer from 1 to 65535, or 0 / 'auto' for a free one).]`,
    )
    expect(() =>
      resolveEvmChains({
        chains: [
          { chainId: 1, port: 7000 },
          { chainId: 10, port: 7000 },
        ],
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid port: port 7000 is given to more than one EVM chain.]`,
    )
    expect(() =>
      resolveEvmChains({ chains: [{ chainId: 1 }, { chainId: 1 }] }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid chainId: EVM chain 1 is listed twice.]`,
    )
    expect(() => resolveEvmChains({ chains: [{ chainId: 0 }] })).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid chainId: 0 is not a positive integer.]`,
    )
  })
})
