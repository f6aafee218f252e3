import { expect, it } from 'vitest'

it('exports exactly the public surface of the entry', async () => {
  expect(Object.keys(await import('./react.js')).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "AppKitProvider",
      "ConnectButton",
      "NetworkButton",
      "createAppKit",
      "useAppKit",
      "useAppKitAccount",
      "useAppKitEvents",
      "useAppKitNetwork",
      "useAppKitState",
      "useAppKitTheme",
      "useAppKitWallets",
      "useDisconnect",
      "useWalletInfo",
    ]
  `)
})
