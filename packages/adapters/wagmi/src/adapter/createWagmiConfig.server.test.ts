import { defineNetwork, mainnet } from '@atrium/common'
import { afterAll, describe, expect, it } from 'vitest'
import { startScriptedRpcServer } from '../transports/startScriptedRpcServer.test-helper.js'

describe('createWagmiAdapter on a server (no window)', () => {
  const servers: Awaited<ReturnType<typeof startScriptedRpcServer>>[] = []
  afterAll(async () => {
    for (const server of servers) await server.close()
  })

  it('imports and creates without a DOM, and sends no request until asked', async () => {
    expect(typeof window).toBe('undefined')
    const server = await startScriptedRpcServer(() => ({ kind: 'answer' }))
    servers.push(server)
    const { createWagmiAdapter } = await import('../exports/index.js')
    const adapter = createWagmiAdapter({
      networks: [defineNetwork(mainnet, { rpcUrls: server.url })],
      ssr: true,
    })
    expect(adapter.listWallets().map((wallet) => [wallet.id, wallet.type, wallet.provider])).toEqual([
      ['injected', 'INJECTED', false],
      ['coinbaseWalletSDK', 'EXTERNAL', true],
    ])
    expect(await adapter.reconnect({ connectorId: 'injected' })).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.posts()).toBe(0)
  })
})
