import { expect, it } from 'vitest'

it('exports exactly the public surface of the unit entry', async () => {
  expect(Object.keys(await import('./unit.js')).sort()).toMatchInlineSnapshot(`
    [
      "collectModuleImports",
      "createEip191SiwxVerifier",
      "createMemoryAdapter",
      "getFocused",
      "getReadText",
      "installLayout",
      "pressEnter",
      "pressTab",
      "tabTo",
    ]
  `)
})
