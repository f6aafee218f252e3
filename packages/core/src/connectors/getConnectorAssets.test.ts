import { CONNECTOR_EXPLORER_IDS, CONNECTOR_IDS, CONNECTOR_IMAGE_IDS } from '@atrium/common'
import { describe, expect, it } from 'vitest'
import { getConnectorExplorerId, getConnectorImageId } from './getConnectorAssets.js'

describe('connector tables', () => {
  it('[CONNECTOR-011] explorer ids: own value, else the table by id, else by name', () => {
    expect(getConnectorExplorerId({ id: 'x', name: 'X', explorerId: 'own' })).toBe('own')
    expect(getConnectorExplorerId({ id: CONNECTOR_IDS.SAFE, name: 'Safe' })).toBe(
      CONNECTOR_EXPLORER_IDS[CONNECTOR_IDS.SAFE],
    )
    expect(getConnectorExplorerId({ id: 'io.metamask', name: 'MetaMask' })).toBe(
      CONNECTOR_EXPLORER_IDS.MetaMask,
    )
    expect(getConnectorExplorerId({ id: 'x', name: 'Unknown' })).toBeUndefined()
  })

  it('[CONNECTOR-002][CONNECTOR-010] the named wallets resolve: Coinbase, Ledger, Safe, Phantom, Trust (as Trust Wallet)', () => {
    expect(getConnectorExplorerId({ id: CONNECTOR_IDS.COINBASE, name: 'Coinbase Wallet' })).toBeDefined()
    expect(getConnectorExplorerId({ id: CONNECTOR_IDS.LEDGER, name: 'Ledger' })).toBeDefined()
    expect(getConnectorExplorerId({ id: 'app.phantom', name: 'Phantom' })).toBe(
      CONNECTOR_EXPLORER_IDS.Phantom,
    )
    expect(getConnectorExplorerId({ id: 'com.trustwallet.app', name: 'Trust Wallet' })).toBe(
      CONNECTOR_EXPLORER_IDS.Trust,
    )
    expect(getConnectorImageId({ id: CONNECTOR_IDS.INJECTED })).toBe(
      CONNECTOR_IMAGE_IDS[CONNECTOR_IDS.INJECTED],
    )
  })

  it('[CONNECTOR-011] image ids: own value, else the table by id', () => {
    expect(getConnectorImageId({ id: CONNECTOR_IDS.WALLET_CONNECT, imageId: 'own' })).toBe('own')
    expect(getConnectorImageId({ id: CONNECTOR_IDS.AUTH })).toBe(CONNECTOR_IMAGE_IDS[CONNECTOR_IDS.AUTH])
    expect(getConnectorImageId({ id: 'nope' })).toBeUndefined()
  })
})
