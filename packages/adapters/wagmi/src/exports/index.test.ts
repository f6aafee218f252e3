import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "WAGMI_STORAGE_KEY",
      "createEip155SiwxVerifier",
      "createRpcTransport",
      "createWagmiAdapter",
      "toViemChain",
    ]
  `)
})
