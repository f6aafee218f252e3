import { expect, it } from 'vitest'

it('exports exactly the public surface of the entry', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "AppKitNotCreatedError",
      "InvalidOptionError",
      "SiweSiwxConflictError",
      "cookieToInitialState",
      "createAppKit",
      "createCookieStorage",
      "createLocalStorage",
      "createMemoryStorage",
      "createSiwxConfig",
    ]
  `)
})
