import { type BlockchainApiClient, createBlockchainApiClient } from '@atrium/core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { type Devnet, type StartDevnetParameters, startDevnet } from '../startDevnet.js'
import type { DevnetBlockchainApi } from './startBlockchainApi.js'

/**
 * A devnet on free ports with the Blockchain API over the chains `options` turn on: by default
 * Ethereum (eip155:1) alone, no relay, directory, Solana, Bitcoin nor Polkadot chain. Test-only.
 */
export function startApiDevnet(
  options: Pick<StartDevnetParameters, 'evm' | 'solana' | 'bitcoin' | 'auth'> = {},
) {
  return startDevnet({
    portBase: 'auto',
    evm: { chains: [{ chainId: 1 }] },
    relay: false,
    solana: false,
    bitcoin: false,
    polkadot: false,
    walletDirectory: false,
    ...options,
  })
}

/**
 * Starts `startApiDevnet()` before the file's tests, clears its Blockchain API's fault after each
 * test and stops it after all. The getters throw when read before the devnet runs. Test-only.
 */
export function useApiDevnet(): { readonly devnet: Devnet; readonly api: DevnetBlockchainApi } {
  let devnet: Devnet | undefined
  beforeAll(async () => {
    devnet = await startApiDevnet()
  })
  afterEach(() => {
    devnet?.blockchainApi?.setFault(undefined)
  })
  afterAll(async () => {
    await devnet?.stop()
  })
  return {
    get devnet() {
      if (devnet === undefined) throw new Error('Expected a running devnet.')
      return devnet
    },
    get api() {
      const api = devnet?.blockchainApi
      if (api === undefined) throw new Error('Expected a Blockchain API.')
      return api
    },
  }
}

/** A fresh core client (empty caches) of `api` serving Ethereum alone. */
export function getEthereumApiClient(api: DevnetBlockchainApi, timeoutMs?: number): BlockchainApiClient {
  return createBlockchainApiClient({
    projectId: 'devnet-tests',
    baseUrl: api.url,
    supportedNetworkIds: ['eip155:1'],
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  })
}
