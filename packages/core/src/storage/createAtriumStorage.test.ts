import { STORAGE_KEY_PREFIX } from '@atrium/common'
import { describe, expect, it, vi } from 'vitest'
import { createAtriumStorage } from './createAtriumStorage.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import type { Logger } from './Logger.js'
import type { StorageBackend } from './StorageBackend.js'

function createRecordingLogger() {
  const messages: string[] = []
  const logger: Logger = {
    error: (message) => {
      messages.push(message)
    },
  }
  return { logger, messages }
}

/** A backend that fails like a full or disabled browser storage. */
function createThrowingBackend(): StorageBackend {
  const fail = (): never => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return { getItem: fail, setItem: fail, removeItem: fail }
}

/** Failures are logged once their texts have loaded: waits until `count` messages are in. */
function waitForMessages(messages: readonly string[], count: number) {
  return vi.waitFor(() => expect(messages).toHaveLength(count))
}

function setup() {
  const backend = createMemoryStorage()
  const { logger, messages } = createRecordingLogger()
  return { backend, messages, storage: createAtriumStorage({ backend, logger }) }
}

const wallet = { id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', image_id: 'img-1' }

describe('createAtriumStorage', () => {
  it('[STORE-001] writes every item under the shared prefix', () => {
    const { backend, storage } = setup()
    storage.setActiveNamespace('eip155')
    storage.setConnectionStatus('connected')
    storage.setConnectedConnectorId('solana', 'phantom')
    expect(STORAGE_KEY_PREFIX).toBe('@atrium/')
    expect(backend.getItem('@atrium/active_namespace')).toBe('eip155')
    expect(backend.getItem('@atrium/connection_status')).toBe('connected')
    expect(backend.getItem('@atrium/solana:connected_connector_id')).toBe('phantom')
  })

  it('[STORE-002] stores the deep-link choice as { name, href }', () => {
    const { backend, storage } = setup()
    expect(storage.getDeepLinkChoice()).toBeUndefined()
    storage.setDeepLinkChoice({ name: 'Trust', href: 'trust://' })
    expect(JSON.parse(backend.getItem('@atrium/deep_link_choice') ?? '')).toEqual({
      name: 'Trust',
      href: 'trust://',
    })
    expect(storage.getDeepLinkChoice()).toEqual({ name: 'Trust', href: 'trust://' })
    storage.removeDeepLinkChoice()
    expect(storage.getDeepLinkChoice()).toBeUndefined()
  })

  it('[STORE-002] a stored deep link that is not a safe wallet link reads as absent', () => {
    const { backend, storage } = setup()
    for (const href of ['javascript://', 'JavaScript://%0Aalert(1)//', 'http://wallet.example/', 'trust']) {
      backend.setItem('@atrium/deep_link_choice', JSON.stringify({ name: 'Trust', href }))
      expect(storage.getDeepLinkChoice()).toBeUndefined()
    }
    backend.setItem(
      '@atrium/deep_link_choice',
      JSON.stringify({ name: 'Trust', href: 'https://link.trust.example/' }),
    )
    expect(storage.getDeepLinkChoice()).toEqual({ name: 'Trust', href: 'https://link.trust.example/' })
  })

  it('[STORE-003] stores the active namespace', () => {
    const { storage } = setup()
    expect(storage.getActiveNamespace()).toBeUndefined()
    storage.setActiveNamespace('bip122')
    expect(storage.getActiveNamespace()).toBe('bip122')
  })

  it('[STORE-004] stores the active CAIP network id as namespace:chainId', () => {
    const { backend, storage } = setup()
    storage.setActiveCaipNetworkId('eip155:8453')
    expect(backend.getItem('@atrium/active_caip_network_id')).toBe('eip155:8453')
    storage.removeActiveCaipNetworkId()
    expect(storage.getActiveCaipNetworkId()).toBeUndefined()
  })

  it('[STORE-005] reading turns a numeric chain id into a number; other ids stay strings', () => {
    const { storage } = setup()
    storage.setActiveCaipNetworkId('eip155:1')
    expect(storage.getActiveCaipNetworkId()).toEqual({
      caipNetworkId: 'eip155:1',
      namespace: 'eip155',
      chainId: 1,
    })
    storage.setActiveCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(storage.getActiveCaipNetworkId()?.chainId).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('[STORE-006] stores the recent wallets', () => {
    const { storage } = setup()
    expect(storage.getRecentWallets()).toEqual([])
    storage.setRecentWallets([wallet])
    expect(storage.getRecentWallets()).toEqual([wallet])
  })

  it('[STORE-007] stores the connected connector id per namespace', () => {
    const { storage } = setup()
    storage.setConnectedConnectorId('eip155', 'injected')
    storage.setConnectedConnectorId('solana', 'phantom')
    expect(storage.getConnectedConnectorId('eip155')).toBe('injected')
    expect(storage.getConnectedConnectorId('solana')).toBe('phantom')
    storage.removeConnectedConnectorId('eip155')
    expect(storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(storage.getConnectedConnectorId('solana')).toBe('phantom')
  })

  it('[STORE-008] stores the connected social provider and social username', () => {
    const { storage } = setup()
    storage.setConnectedSocialProvider('github')
    storage.setConnectedSocialUsername('octocat')
    expect(storage.getConnectedSocialProvider()).toBe('github')
    expect(storage.getConnectedSocialUsername()).toBe('octocat')
    storage.removeConnectedSocialProvider()
    storage.removeConnectedSocialUsername()
    expect(storage.getConnectedSocialProvider()).toBeUndefined()
    expect(storage.getConnectedSocialUsername()).toBeUndefined()
  })

  it('[STORE-009] stores the connection status', () => {
    const { storage } = setup()
    storage.setConnectionStatus('connecting')
    expect(storage.getConnectionStatus()).toBe('connecting')
  })

  it('[STORE-010] stores the connected namespaces comma-joined', () => {
    const { backend, storage } = setup()
    storage.setConnectedNamespaces(['eip155', 'solana'])
    expect(backend.getItem('@atrium/connected_namespaces')).toBe('eip155,solana')
    expect(storage.getConnectedNamespaces()).toEqual(['eip155', 'solana'])
    storage.setConnectedNamespaces([])
    expect(backend.getItem('@atrium/connected_namespaces')).toBeNull()
  })

  it('[STORE-011] adding a connected namespace appends it once; removing deletes it', () => {
    const { backend, storage } = setup()
    storage.addConnectedNamespace('solana')
    storage.addConnectedNamespace('eip155')
    storage.addConnectedNamespace('solana')
    expect(backend.getItem('@atrium/connected_namespaces')).toBe('solana,eip155')
    storage.removeConnectedNamespace('solana')
    expect(storage.getConnectedNamespaces()).toEqual(['eip155'])
  })

  it('[STORE-012] stores the Telegram social provider', () => {
    const { storage } = setup()
    storage.setTelegramSocialProvider('x')
    expect(storage.getTelegramSocialProvider()).toBe('x')
    storage.removeTelegramSocialProvider()
    expect(storage.getTelegramSocialProvider()).toBeUndefined()
  })

  it('stores the connected account of each namespace; an empty set removes the item', () => {
    const { backend, storage } = setup()
    expect(storage.getConnectedAccounts()).toEqual({})
    const accounts = {
      eip155: 'eip155:10:0xab',
      solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7x',
    } as const
    storage.setConnectedAccounts(accounts)
    expect(storage.getConnectedAccounts()).toEqual(accounts)
    storage.setConnectedAccounts({})
    expect(backend.getItem('@atrium/connected_accounts')).toBeNull()
  })

  it('[STORE-019] stored connected accounts with a key that is not their namespace are logged and read as none', async () => {
    const { backend, messages, storage } = setup()
    backend.setItem('@atrium/connected_accounts', '{"solana":"eip155:1:0xab"}')
    expect(storage.getConnectedAccounts()).toEqual({})
    await waitForMessages(messages, 1)
    expect(messages).toEqual(['Unable to get connected accounts'])
  })

  it('[STORE-019] a stored value of the wrong shape is logged and reads as absent', async () => {
    const { backend, messages, storage } = setup()
    backend.setItem('@atrium/active_namespace', 'cosmos')
    backend.setItem('@atrium/deep_link_choice', '{not json')
    backend.setItem('@atrium/recent_wallets', '[{"name":1}]')
    backend.setItem('@atrium/active_caip_network_id', 'eip155')
    backend.setItem('@atrium/connection_status', 'maybe')
    backend.setItem('@atrium/connected_social_provider', 'myspace')
    expect(storage.getActiveNamespace()).toBeUndefined()
    expect(storage.getDeepLinkChoice()).toBeUndefined()
    expect(storage.getRecentWallets()).toEqual([])
    expect(storage.getActiveCaipNetworkId()).toBeUndefined()
    expect(storage.getConnectionStatus()).toBeUndefined()
    expect(storage.getConnectedSocialProvider()).toBeUndefined()
    await waitForMessages(messages, 6)
    expect(messages).toMatchInlineSnapshot(`
      [
        "Unable to get active namespace",
        "Unable to get deep link",
        "Unable to get recent wallets",
        "Unable to get active caip network id",
        "Unable to get connection status",
        "Unable to get connected social provider",
      ]
    `)
  })
})

describe('createAtriumStorage with a throwing backend', () => {
  const { logger, messages } = createRecordingLogger()
  const storage = createAtriumStorage({ backend: createThrowingBackend(), logger })

  it('[STORE-019] a failed read is only logged (Unable to get active namespace) and reads as absent', async () => {
    messages.length = 0
    expect(storage.getActiveNamespace()).toBeUndefined()
    await waitForMessages(messages, 1)
    expect(messages).toEqual(['Unable to get active namespace'])
  })

  it('[STORE-019] no read, write or removal throws, each logs its catalogue text', async () => {
    messages.length = 0
    const operations: Array<() => unknown> = [
      () => storage.getDeepLinkChoice(),
      () => storage.setDeepLinkChoice({ name: 'a', href: 'b' }),
      () => storage.removeDeepLinkChoice(),
      () => storage.setActiveNamespace('eip155'),
      () => storage.getActiveCaipNetworkId(),
      () => storage.setActiveCaipNetworkId('eip155:1'),
      () => storage.removeActiveCaipNetworkId(),
      () => storage.getRecentWallets(),
      () => storage.setRecentWallets([wallet]),
      () => storage.getConnectedConnectorId('eip155'),
      () => storage.setConnectedConnectorId('eip155', 'x'),
      () => storage.removeConnectedConnectorId('eip155'),
      () => storage.getConnectedSocialProvider(),
      () => storage.setConnectedSocialProvider('google'),
      () => storage.removeConnectedSocialProvider(),
      () => storage.getConnectedSocialUsername(),
      () => storage.setConnectedSocialUsername('u'),
      () => storage.removeConnectedSocialUsername(),
      () => storage.getConnectionStatus(),
      () => storage.setConnectionStatus('connected'),
      () => storage.getConnectedNamespaces(),
      () => storage.addConnectedNamespace('eip155'),
      () => storage.removeConnectedNamespace('eip155'),
      () => storage.getTelegramSocialProvider(),
      () => storage.setTelegramSocialProvider('x'),
      () => storage.removeTelegramSocialProvider(),
      () => storage.getConnectedAccounts(),
      () => storage.setConnectedAccounts({ eip155: 'eip155:1:0xab' }),
    ]
    for (const operation of operations) expect(operation).not.toThrow()
    await vi.waitFor(() => expect(new Set(messages).size).toBe(27))
    expect(new Set(messages)).toMatchInlineSnapshot(`
      Set {
        "Unable to get deep link",
        "Unable to set deep link",
        "Unable to delete deep link",
        "Unable to set active namespace",
        "Unable to get active caip network id",
        "Unable to set active caip network id",
        "Unable to delete active caip network id",
        "Unable to get recent wallets",
        "Unable to set recent wallets",
        "Unable to get connected connector id",
        "Unable to set connected connector id",
        "Unable to delete connected connector id",
        "Unable to get connected social provider",
        "Unable to set connected social provider",
        "Unable to delete connected social provider",
        "Unable to get connected social username",
        "Unable to set connected social username",
        "Unable to delete connected social username",
        "Unable to get connection status",
        "Unable to set connection status",
        "Unable to get connected namespaces",
        "Unable to set connected namespaces",
        "Unable to get telegram social provider",
        "Unable to set telegram social provider",
        "Unable to delete telegram social provider",
        "Unable to get connected accounts",
        "Unable to set connected accounts",
      }
    `)
  })

  it('[STORE-019] a write that fails on a full storage removes the old value instead of leaving it current', async () => {
    const backend = createMemoryStorage()
    const { logger, messages } = createRecordingLogger()
    const storage = createAtriumStorage({ backend, logger })
    storage.setConnectionStatus('connected')
    const setItem = vi.spyOn(backend, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    storage.setConnectionStatus('disconnected')
    expect(setItem).toHaveBeenCalled()
    expect(storage.getConnectionStatus()).toBeUndefined()
    await waitForMessages(messages, 1)
  })

  it('[STORE-019] a throwing logger does not make storage throw either', () => {
    const throwingLogger: Logger = {
      error: () => {
        throw new Error('logger down')
      },
    }
    const quiet = createAtriumStorage({ backend: createThrowingBackend(), logger: throwingLogger })
    expect(() => quiet.setActiveNamespace('eip155')).not.toThrow()
  })
})
