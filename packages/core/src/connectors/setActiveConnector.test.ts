import { describe, expect, it } from 'vitest'
import { createAtriumStorage } from '../storage/createAtriumStorage.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { Connector } from './Connector.js'
import { createConnectorsStore } from './createConnectorsStore.js'
import { removeConnectorId } from './removeConnectorId.js'
import { setActiveConnector } from './setActiveConnector.js'

const phantom: Connector = {
  id: 'phantom',
  name: 'Phantom',
  type: 'ANNOUNCED',
  chain: 'solana',
  provider: true,
}

function setup() {
  return {
    connectors: createConnectorsStore(),
    storage: createAtriumStorage({ backend: createMemoryStorage(), logger: { error: () => {} } }),
  }
}

describe('setActiveConnector', () => {
  it('[CONNECTOR-003] sets the active connector and the id of its namespace, stored (STORE-007)', () => {
    const { connectors, storage } = setup()
    setActiveConnector({ connectors }, { namespace: 'solana', connector: phantom, storage })
    expect(connectors.getState()).toMatchObject({
      activeConnector: phantom,
      activeConnectorIds: { solana: 'phantom', eip155: undefined },
    })
    expect(storage.getConnectedConnectorId('solana')).toBe('phantom')
  })

  it('[CONNECTOR-003] removeConnectorId forgets the id, in state and storage, and the active connector with it', () => {
    const { connectors, storage } = setup()
    setActiveConnector({ connectors }, { namespace: 'solana', connector: phantom, storage })
    removeConnectorId({ connectors }, { namespace: 'eip155', storage })
    expect(connectors.getState().activeConnector).toBe(phantom)
    removeConnectorId({ connectors }, { namespace: 'solana', storage })
    expect(connectors.getState()).toMatchObject({
      activeConnector: undefined,
      activeConnectorIds: { solana: undefined },
    })
    expect(storage.getConnectedConnectorId('solana')).toBeUndefined()
  })
})
