import { describe, expect, it } from 'vitest'
import type { Connector } from './Connector.js'
import { getConnectorName } from './getConnectorName.js'
import { mergeMultiChainConnectors } from './mergeMultiChainConnectors.js'

const connector = (
  id: string,
  name: string,
  chain: Connector['chain'],
  extra: Partial<Connector> = {},
): Connector => ({
  id,
  name,
  chain,
  type: 'ANNOUNCED',
  provider: true,
  ...extra,
})

describe('mergeMultiChainConnectors', () => {
  it('[CONNECTOR-005] same name on different chains → one eip155 entry listing the originals', () => {
    const evm = connector('io.phantom.evm', 'Phantom', 'eip155', { imageId: 'phantom-img' })
    const sol = connector('phantom', 'Phantom', 'solana')
    const btc = connector('phantom-btc', 'Phantom', 'bip122', { provider: false })
    const merged = mergeMultiChainConnectors([evm, sol, btc])
    expect(merged).toEqual([
      {
        id: 'io.phantom.evm',
        name: 'Phantom',
        type: 'MULTI_CHAIN',
        chain: 'eip155',
        imageUrl: undefined,
        imageId: 'phantom-img',
        explorerId: undefined,
        info: undefined,
        provider: true,
        connectors: [evm, sol, btc],
      },
    ])
  })

  it('[CONNECTOR-006] the merged entry is AUTH when it is the auth connector', () => {
    const merged = mergeMultiChainConnectors([
      connector('auth', 'Email', 'eip155', { type: 'AUTH' }),
      connector('auth', 'Email', 'solana', { type: 'AUTH' }),
    ])
    expect(merged).toHaveLength(1)
    expect(merged[0]).toMatchObject({ type: 'AUTH', chain: 'eip155', id: 'auth' })
  })

  it('[CONNECTOR-007] members are not listed on their own; others keep their place', () => {
    const list = [
      connector('io.metamask', 'MetaMask', 'eip155'),
      connector('phantom-evm', 'Phantom', 'eip155'),
      connector('solflare', 'Solflare', 'solana'),
      connector('phantom', 'Phantom', 'solana'),
    ]
    const merged = mergeMultiChainConnectors(list)
    expect(merged.map((entry) => `${entry.id}:${entry.type}`)).toEqual([
      'io.metamask:ANNOUNCED',
      'phantom-evm:MULTI_CHAIN',
      'solflare:ANNOUNCED',
    ])
  })

  it("[CONNECTOR-010] 'Trust Wallet' and 'Trust' are matched as one wallet", () => {
    expect(getConnectorName('Trust Wallet')).toBe('Trust')
    expect(getConnectorName('MetaMask')).toBe('MetaMask')
    const merged = mergeMultiChainConnectors([
      connector('com.trustwallet.app', 'Trust Wallet', 'eip155'),
      connector('trust-sol', 'Trust', 'solana'),
    ])
    expect(merged).toHaveLength(1)
    expect(merged[0]?.connectors?.map((member) => member.id)).toEqual(['com.trustwallet.app', 'trust-sol'])
  })

  it('[CONNECTOR-005] a second connector of the same name on the same chain is dropped', () => {
    const merged = mergeMultiChainConnectors([connector('a', 'A', 'eip155'), connector('a2', 'A', 'eip155')])
    expect(merged.map((entry) => entry.id)).toEqual(['a'])
  })
})
