import { expect, it } from 'vitest'

it('exports exactly the public surface of the entry', async () => {
  expect(Object.keys(await import('./modal.js')).sort()).toMatchInlineSnapshot(`
    [
      "AccountView",
      "ConnectView",
      "ConnectingExternalView",
      "ModalHeader",
      "ModalRoot",
      "NetworksView",
      "UnsupportedChainView",
    ]
  `)
})
