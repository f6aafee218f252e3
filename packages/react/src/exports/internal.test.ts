import { expect, it } from 'vitest'

it('exports exactly the public surface of the entry', async () => {
  expect(Object.keys(await import('./internal.js')).sort()).toMatchInlineSnapshot(`
    [
      "connectWalletRow",
      "getDefaultAppKit",
      "getLoadedLaterViews",
      "isMobileDevice",
      "setDefaultAppKit",
    ]
  `)
})
