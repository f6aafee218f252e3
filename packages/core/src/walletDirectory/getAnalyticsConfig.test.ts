import { afterEach, describe, expect, it } from 'vitest'
import type { TestServer } from '../http/startTestServer.test-helper.js'
import { getAnalyticsConfig } from './getAnalyticsConfig.js'
import { setupWalletDirectory } from './setupWalletDirectory.test-helper.js'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
})

describe('getAnalyticsConfig', () => {
  it('[API-026] GET /getAnalyticsConfig returns isAnalyticsEnabled', async () => {
    const setup = await setupWalletDirectory({
      'GET /getAnalyticsConfig': { body: { isAnalyticsEnabled: true } },
    })
    server = setup.server
    await expect(getAnalyticsConfig(setup.client)).resolves.toEqual({ isAnalyticsEnabled: true })
    expect(setup.server.requests[0]?.query).toMatchObject({ projectId: 'test-project' })
  })

  it('[API-026][API-032] a body without the flag is a typed error', async () => {
    const setup = await setupWalletDirectory({
      'GET /getAnalyticsConfig': { body: { isAnalyticsEnabled: 'yes' } },
    })
    server = setup.server
    await expect(getAnalyticsConfig(setup.client)).rejects.toMatchObject({ code: 'SERVICE_INVALID_RESPONSE' })
  })
})
