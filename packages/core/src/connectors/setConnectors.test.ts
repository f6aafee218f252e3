import { describe, expect, it } from 'vitest'
import { createConnectorsStore } from './createConnectorsStore.js'
import { setConnectors } from './setConnectors.js'
import { setFilterByNamespace } from './setFilterByNamespace.js'

describe('setConnectors / setFilterByNamespace', () => {
  const evm = [
    { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', provider: true },
    { id: 'phantom-evm', name: 'Phantom', type: 'ANNOUNCED', provider: true },
  ] as const
  const sol = [{ id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', provider: true }] as const

  function setup() {
    const connectors = createConnectorsStore()
    setConnectors({ connectors }, { namespace: 'eip155', wallets: evm })
    setConnectors({ connectors }, { namespace: 'solana', wallets: sol })
    return connectors
  }

  it('[CONNECTOR-005][CONNECTOR-007] allConnectors keeps every connector; the shown list is merged', () => {
    const connectors = setup()
    expect(connectors.getState().allConnectors.map((c) => `${c.chain}/${c.id}`)).toEqual([
      'eip155/io.metamask',
      'eip155/phantom-evm',
      'solana/phantom',
    ])
    expect(connectors.getState().connectors.map((c) => `${c.id}:${c.type}`)).toEqual([
      'io.metamask:ANNOUNCED',
      'phantom-evm:MULTI_CHAIN',
    ])
  })

  it('[CONNECTOR-008] filtering by namespace narrows the shown connectors to it', () => {
    const connectors = setup()
    setFilterByNamespace({ connectors }, { namespace: 'solana' })
    expect(connectors.getState().connectors.map((c) => `${c.chain}/${c.id}`)).toEqual(['solana/phantom'])
    setConnectors({ connectors }, { namespace: 'eip155', wallets: evm })
    expect(connectors.getState().connectors).toHaveLength(1)
  })

  it('[CONNECTOR-009] clearing the filter shows all connectors again', () => {
    const connectors = setup()
    const all = connectors.getState().connectors
    setFilterByNamespace({ connectors }, { namespace: 'eip155' })
    setFilterByNamespace({ connectors }, { namespace: undefined })
    expect(connectors.getState().connectors).toEqual(all)
    expect(connectors.getState().filterByNamespace).toBeUndefined()
  })

  it("replacing a namespace's connectors keeps the others; a repeated id is kept once", () => {
    const connectors = setup()
    setConnectors(
      { connectors },
      {
        namespace: 'eip155',
        wallets: [evm[0], evm[0], { id: 'rabby', name: 'Rabby', type: 'ANNOUNCED', provider: true }],
      },
    )
    expect(connectors.getState().allConnectors.map((c) => c.id)).toEqual(['phantom', 'io.metamask', 'rabby'])
  })
})
