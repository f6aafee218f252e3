import { expect, it } from 'vitest'

it('exports exactly the public surface', async () => {
  expect(Object.keys(await import('./index.js')).sort()).toMatchInlineSnapshot(`
    [
      "KNOWN_POLKADOT_EXTENSIONS",
      "listInstalledExtensions",
    ]
  `)
})
