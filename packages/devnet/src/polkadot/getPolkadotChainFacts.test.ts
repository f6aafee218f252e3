import { describe, expect, test } from 'vitest'
import {
  CHOPSTICKS_GENESIS_HASH,
  getPolkadotChainFacts,
  ROCOCO_ASSET_HUB_SS58_PREFIX,
} from './getPolkadotChainFacts.js'
import { loadRococoAssetHubSpec } from './loadRococoAssetHubSpec.js'

describe('getPolkadotChainFacts', () => {
  test('reads the token from the Rococo Asset Hub spec and the network id from chopsticks’ genesis hash', async () => {
    expect(getPolkadotChainFacts(await loadRococoAssetHubSpec())).toEqual({
      name: 'Rococo Asset Hub',
      genesisHash: CHOPSTICKS_GENESIS_HASH,
      networkId: 'polkadot:45454545454545454545454545454545',
      ss58Prefix: ROCOCO_ASSET_HUB_SS58_PREFIX,
      tokenSymbol: 'ROC',
      tokenDecimals: 12,
    })
  })

  test('takes the first token of a multi-token chain and the SS58 prefix its properties name', async () => {
    const spec = await loadRococoAssetHubSpec()
    const properties = { tokenSymbol: ['ACA', 'AUSD'], tokenDecimals: [12, 12], ss58Format: 10 }

    expect(getPolkadotChainFacts({ ...spec, properties })).toMatchObject({
      tokenSymbol: 'ACA',
      tokenDecimals: 12,
      ss58Prefix: 10,
    })
  })

  test('rejects a spec that names no token with DevnetInvalidParameterError', async () => {
    const spec = await loadRococoAssetHubSpec()

    expect(() => getPolkadotChainFacts({ ...spec, properties: {} })).toThrowErrorMatchingInlineSnapshot(
      `[DevnetInvalidParameterError: Invalid chain spec: Rococo Asset Hub names no tokenSymbol and tokenDecimals in its properties.]`,
    )
  })
})
