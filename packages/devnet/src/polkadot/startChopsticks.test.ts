import { expect, test } from 'vitest'
import { getDevAccountStorage } from './getDevAccountStorage.js'
import { getPolkadotChainFacts } from './getPolkadotChainFacts.js'
import { loadRococoAssetHubSpec } from './loadRococoAssetHubSpec.js'
import { startChopsticks } from './startChopsticks.js'

test('refuses a chain whose SS58 prefix is not the announced one with DevnetPolkadotChainMismatchError', async () => {
  const genesis = await loadRococoAssetHubSpec()
  const facts = { ...getPolkadotChainFacts(genesis), ss58Prefix: 42 }

  const starting = startChopsticks({
    genesis,
    storage: getDevAccountStorage({ accounts: [], balance: 0n }),
    facts,
    service: 'Polkadot chain (chopsticks)',
    url: 'ws://127.0.0.1:0',
    timeoutMs: 60_000,
  })

  await expect(starting).rejects.toMatchObject({
    name: 'DevnetPolkadotChainMismatchError',
    code: 'DEVNET_POLKADOT_CHAIN_MISMATCH',
    message: 'The local Polkadot chain reports SS58 prefix 2, not 42 as announced.',
  })
}, 120_000)
