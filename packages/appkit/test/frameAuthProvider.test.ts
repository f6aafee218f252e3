import { DEFAULT_API_URLS } from '@atrium/common'
import { type AuthProvider, createMemoryStorage, createServiceStorage } from '@atrium/core'
import { createFrameClient } from '@atrium/frame'
import { expect, it } from 'vitest'

it("[FRAME-017][FRAME-022] the frame client is core's AuthProvider and keeps its state in core's login cache", async () => {
  const storage = createServiceStorage({ backend: createMemoryStorage() })
  storage.loginData.set('email', 'ada@example.com')
  storage.loginData.set('lastEmailLoginTime', Date.now())
  // The assignment is the check: `createFrameClient` has core's `AuthProvider` shape.
  const client = createFrameClient({
    frameUrl: DEFAULT_API_URLS.frame,
    projectId: 'p',
    chainId: 1,
    loginData: storage.loginData,
  })
  const provider: AuthProvider = client
  await expect(provider.isConnected()).resolves.toEqual({ isConnected: false })
  await expect(provider.connectEmail({ email: 'ada@example.com' })).rejects.toMatchObject({
    code: 'EMAIL_COOLDOWN',
  })
  expect(document.querySelector('iframe')).toBeNull()
  client.dispose()
})
