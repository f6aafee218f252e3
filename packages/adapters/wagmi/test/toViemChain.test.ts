import { defineNetwork, mainnet, optimism } from '@atrium/common'
import { type Devnet, startDevnet } from '@atrium/devnet'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toViemChain } from '../src/chains/toViemChain.js'

describe('toViemChain', () => {
  it('[NET-003][NET-017] keeps id, name, currency, both RPC sets and the explorer', () => {
    const chain = toViemChain(optimism)
    expect(chain.id).toBe(10)
    expect(chain.name).toBe(optimism.name)
    expect(chain.nativeCurrency).toEqual(optimism.nativeCurrency)
    expect(chain.rpcUrls.default.http).toEqual(optimism.rpcUrls.default.http)
    expect(chain.rpcUrls.chainDefault?.http).toEqual(optimism.rpcUrls.chainDefault.http)
    expect(chain.blockExplorers?.default.url).toBe(optimism.blockExplorers.default.url)
  })

  describe('against a devnet chain', () => {
    let devnet: Devnet
    beforeAll(async () => {
      devnet = await startDevnet({ evm: { chains: [{ chainId: 1, port: 0 }] } })
    })
    afterAll(() => devnet.stop())

    it('gives a chain a viem client reads from', async () => {
      const [local] = devnet.evm
      if (!local) throw new Error('devnet started no EVM chain')
      const chain = toViemChain(defineNetwork(mainnet, { rpcUrls: local.rpcUrl }))
      const client = createPublicClient({ chain, transport: http(), pollingInterval: 20 })
      expect(await client.getChainId()).toBe(1)
      expect(await client.getBlockNumber()).toBeTypeOf('bigint')
    })
  })
})
