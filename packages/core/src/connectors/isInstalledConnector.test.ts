import { describe, expect, it } from 'vitest'
import type { Connector } from './Connector.js'
import { isInstalledConnector } from './isInstalledConnector.js'
import { toMultiChainConnector } from './mergeMultiChainConnectors.js'

const connector = (
  type: Connector['type'],
  provider: boolean,
  chain: Connector['chain'] = 'eip155',
): Connector => ({
  id: `${type}-${chain}`,
  name: 'Wallet',
  type,
  chain,
  provider,
})

describe('isInstalledConnector', () => {
  it('[CONNECTOR-023] an injected or announced provider that is present is installed; an SDK wallet is not', () => {
    expect(isInstalledConnector(connector('ANNOUNCED', true))).toBe(true)
    expect(isInstalledConnector(connector('INJECTED', true))).toBe(true)
    expect(isInstalledConnector(connector('INJECTED', false))).toBe(false)
    expect(isInstalledConnector(connector('EXTERNAL', true))).toBe(false)
  })

  it('[CONNECTOR-005] a multi-chain wallet is installed when one of its members is', () => {
    const merged = toMultiChainConnector([
      connector('EXTERNAL', true),
      connector('ANNOUNCED', true, 'solana'),
    ])
    expect(isInstalledConnector(merged)).toBe(true)
    expect(isInstalledConnector(toMultiChainConnector([connector('EXTERNAL', true)]))).toBe(false)
  })
})
