import { expect, it } from 'vitest'

it('exports exactly the public surface of the entry', async () => {
  expect(Object.keys(await import('./networks.js')).sort()).toMatchInlineSnapshot(`
    [
      "arbitrum",
      "aurora",
      "avalanche",
      "base",
      "bitcoin",
      "bitcoinTestnet",
      "bsc",
      "celo",
      "defineNetwork",
      "getNetwork",
      "gnosis",
      "mainnet",
      "optimism",
      "polkadot",
      "polygon",
      "solana",
      "solanaDevnet",
      "solanaTestnet",
      "zksync",
      "zora",
    ]
  `)
})
