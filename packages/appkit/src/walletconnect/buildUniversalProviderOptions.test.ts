import { resolveOptions } from '@atrium/core'
import { describe, expect, it } from 'vitest'
import { buildUniversalProviderOptions } from './buildUniversalProviderOptions.js'

describe('buildUniversalProviderOptions', () => {
  it('telemetry off, Atrium storage prefix, the page as metadata, public relay by default', () => {
    expect(
      buildUniversalProviderOptions(resolveOptions({ projectId: 'p' }), { origin: 'http://127.0.0.1:5173' }),
    ).toMatchInlineSnapshot(`
        {
          "customStoragePrefix": "atrium",
          "logger": "silent",
          "metadata": {
            "description": "",
            "icons": [],
            "name": "http://127.0.0.1:5173",
            "url": "http://127.0.0.1:5173",
          },
          "projectId": "p",
          "telemetryEnabled": false,
        }
      `)
  })

  it('walletConnect.relayUrl and walletConnect.projectId win', () => {
    const settings = buildUniversalProviderOptions(
      resolveOptions({
        projectId: 'p',
        debug: true,
        walletConnect: { relayUrl: 'ws://127.0.0.1:8555', projectId: 'relay' },
      }),
      { origin: 'http://127.0.0.1' },
    )
    expect(settings).toMatchObject({ relayUrl: 'ws://127.0.0.1:8555', projectId: 'relay', logger: 'debug' })
  })
})
