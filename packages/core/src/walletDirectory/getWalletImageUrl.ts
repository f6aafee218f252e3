import type { WalletDirectoryUrls } from './createWalletDirectoryUrls.js'
import { getDirectoryImageUrl } from './getDirectoryImage.js'
import type { Wallet } from './walletSchema.js'

/** An image source a wallet entry may bring itself: a web image or an inline `data:image/…`. */
function isImageSource(value: string): boolean {
  if (value.startsWith('data:image/')) return true
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'https:' || protocol === 'http:'
}

/**
 * [API-024] The image of a directory, custom or recent wallet, for an `<img src>`: its own
 * `image_url` when it is a web or inline image, else the directory's `/getWalletImage/{image_id}`,
 * else `undefined` (the view draws a fallback).
 */
export function getWalletImageUrl(
  client: WalletDirectoryUrls,
  wallet: Pick<Wallet, 'image_url' | 'image_id'>,
): string | undefined {
  if (wallet.image_url && isImageSource(wallet.image_url)) return wallet.image_url
  if (wallet.image_id) return getDirectoryImageUrl(client, { kind: 'wallet', id: wallet.image_id })
  return undefined
}
