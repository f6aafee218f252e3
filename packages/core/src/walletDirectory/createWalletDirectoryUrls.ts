import { API_SDK_TYPE, API_SDK_VERSION, DEFAULT_API_URLS } from '@atrium/common'
import { type CreateUrlBuilderParameters, createUrlBuilder, type UrlRequest } from '../http/buildUrl.js'

export type WalletDirectoryUrlParameters = {
  /** Sent as `projectId` with every request (API-023). */
  readonly projectId: string
  /** [API-030] Defaults to `DEFAULT_API_URLS.walletDirectory`. */
  readonly baseUrl?: string | undefined
  /** [API-028] Sent as `clientId` when set. */
  readonly clientId?: string | undefined
}

/**
 * What a directory URL is built from: the directory client, or `createWalletDirectoryUrls` where
 * only URLs are needed (image sources).
 */
export type WalletDirectoryUrls = { readonly http: { getUrl(request: UrlRequest): string } }

/** The base URL, `projectId`, `st`, `sv` and `clientId` of every URL of the directory. */
export function getWalletDirectoryUrlParameters(
  parameters: WalletDirectoryUrlParameters,
): CreateUrlBuilderParameters {
  const { projectId } = parameters
  return {
    baseUrl: parameters.baseUrl ?? DEFAULT_API_URLS.walletDirectory,
    clientId: parameters.clientId,
    defaultParameters: { projectId, st: API_SDK_TYPE, sv: API_SDK_VERSION },
  }
}

/**
 * The directory's URLs without its HTTP client: what a view needs to show the directory's images
 * (`getWalletImageUrl`), at a fraction of the client's code. The same URLs as the client's.
 *
 * @example
 * getWalletImageUrl(createWalletDirectoryUrls({ projectId }), { image_id: 'abc' })
 */
export function createWalletDirectoryUrls(parameters: WalletDirectoryUrlParameters): WalletDirectoryUrls {
  return { http: { getUrl: createUrlBuilder(getWalletDirectoryUrlParameters(parameters)) } }
}
