import type { HttpErrorType } from '../http/createHttpClient.js'
import type { WalletDirectoryClient } from './createWalletDirectoryClient.js'
import type { WalletDirectoryUrls } from './createWalletDirectoryUrls.js'

/** The image kinds the directory serves, by path (API-024, API-025). */
const IMAGE_PATHS = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
} as const

/** A kind of directory image. */
export type DirectoryImageKind = keyof typeof IMAGE_PATHS

export type GetDirectoryImageParameters = { kind: DirectoryImageKind; id: string }
export type GetDirectoryImageReturnType = Blob
export type GetDirectoryImageErrorType = HttpErrorType

function getImagePath({ kind, id }: GetDirectoryImageParameters): string {
  return `${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`
}

/**
 * [API-024][API-025] The URL of a wallet, asset (network), currency or token image, with
 * `projectId`, `st` and `sv`, for use as an image source without fetching it first.
 */
export function getDirectoryImageUrl(
  client: WalletDirectoryUrls,
  parameters: GetDirectoryImageParameters,
): string {
  return client.http.getUrl({ path: getImagePath(parameters) })
}

/**
 * [API-024][API-025] GET `/getWalletImage/{id}`, `/public/getAssetImage/{id}`,
 * `/public/getCurrencyImage/{id}` or `/public/getTokenImage/{id}`: the image as a blob.
 */
export async function getDirectoryImage(
  client: WalletDirectoryClient,
  parameters: GetDirectoryImageParameters,
): Promise<GetDirectoryImageReturnType> {
  return client.http.getBlob({ path: getImagePath(parameters) })
}
