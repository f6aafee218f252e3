import { describe, expect, it } from 'vitest'
import { createWalletDirectoryClient } from './createWalletDirectoryClient.js'
import { createWalletDirectoryUrls } from './createWalletDirectoryUrls.js'
import { getWalletImageUrl } from './getWalletImageUrl.js'

describe('createWalletDirectoryUrls', () => {
  it('builds the image URLs the directory client builds, with and without a clientId', () => {
    for (const parameters of [
      { projectId: 'p', baseUrl: 'https://directory.test/base/' },
      { projectId: 'p q', baseUrl: 'https://directory.test', clientId: 'c-1' },
    ]) {
      const wallet = { image_id: 'img/1' }
      const url = getWalletImageUrl(createWalletDirectoryUrls(parameters), wallet)
      expect(url).toBe(getWalletImageUrl(createWalletDirectoryClient(parameters), wallet))
      expect(url).toContain('/getWalletImage/img%2F1?projectId=')
    }
  })

  it('[API-030] defaults to the public directory', () => {
    const url = createWalletDirectoryUrls({ projectId: 'p' }).http.getUrl({ path: '/getWalletImage/x' })
    expect(new URL(url).origin).toBe('https://api.web3modal.org')
  })
})
