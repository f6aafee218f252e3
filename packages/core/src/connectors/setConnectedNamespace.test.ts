import { describe, expect, it } from 'vitest'
import { createAtriumStorage } from '../storage/createAtriumStorage.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createConnectorsStore } from './createConnectorsStore.js'
import { setConnectedNamespace } from './setConnectedNamespace.js'

describe('setConnectedNamespace', () => {
  it('[STORE-010][STORE-011] adds if absent, never twice, removes; stored comma-joined', () => {
    const connectors = createConnectorsStore()
    const backend = createMemoryStorage()
    const storage = createAtriumStorage({ backend, logger: { error: () => {} } })
    setConnectedNamespace({ connectors }, { namespace: 'eip155', connected: true, storage })
    setConnectedNamespace({ connectors }, { namespace: 'solana', connected: true, storage })
    setConnectedNamespace({ connectors }, { namespace: 'eip155', connected: true, storage })
    expect(connectors.getState().connectedNamespaces).toEqual(['eip155', 'solana'])
    expect(backend.getItem('@atrium/connected_namespaces')).toBe('eip155,solana')
    setConnectedNamespace({ connectors }, { namespace: 'eip155', connected: false, storage })
    expect(connectors.getState().connectedNamespaces).toEqual(['solana'])
    expect(storage.getConnectedNamespaces()).toEqual(['solana'])
  })
})
