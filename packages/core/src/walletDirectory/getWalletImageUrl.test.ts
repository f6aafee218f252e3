import { describe, expect, it } from 'vitest'
import { createWalletDirectoryClient } from './createWalletDirectoryClient.js'
import { getWalletImageUrl } from './getWalletImageUrl.js'

const client = createWalletDirectoryClient({ projectId: 'p', baseUrl: 'https://directory.test' })

describe('getWalletImageUrl', () => {
  it('[API-024] a directory wallet’s image is /getWalletImage/{image_id} with the project', () => {
    expect(getWalletImageUrl(client, { image_id: 'img 1' })).toBe(
      'https://directory.test/getWalletImage/img%201?projectId=p&st=atrium&sv=react-1.7.0',
    )
  })

  it('a wallet’s own web or inline image comes first; anything else falls back to the directory', () => {
    expect(getWalletImageUrl(client, { image_url: 'https://cdn.example/a.png', image_id: 'x' })).toBe(
      'https://cdn.example/a.png',
    )
    expect(getWalletImageUrl(client, { image_url: 'data:image/svg+xml,<svg/>' })).toBe(
      'data:image/svg+xml,<svg/>',
    )
    expect(getWalletImageUrl(client, { image_url: 'javascript:alert(1)', image_id: 'x' })).toContain(
      '/getWalletImage/x',
    )
    expect(getWalletImageUrl(client, { image_url: null, image_id: null })).toBeUndefined()
  })
})
