import { mainnet, optimism, solana } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { createNetworkStore } from '../network/createNetworkStore.js'
import { getWalletListChains } from './getWalletListChains.js'

const network = createNetworkStore({
  chains: {
    eip155: { requestedCaipNetworks: [mainnet, optimism] },
    solana: { requestedCaipNetworks: [solana] },
  },
}).getState()

describe('getWalletListChains', () => {
  it('[CONNECTOR-008] a namespace filter asks for the wallets of that namespace’s networks', () => {
    expect(getWalletListChains(network, 'solana')).toEqual([solana.caipNetworkId])
  })

  it('[CONNECTOR-009] without a filter, the wallets of every configured network', () => {
    expect(getWalletListChains(network, undefined)).toEqual([
      mainnet.caipNetworkId,
      optimism.caipNetworkId,
      solana.caipNetworkId,
    ])
  })
})
