import { FRAME_VERSION } from '@atrium/common'

/** What the frame page needs to know at load, sent as its URL's query. */
export type FrameUrlParameters = {
  /** The frame page's URL (FRAME-005: `apiUrls.frame`). */
  readonly frameUrl: string
  readonly projectId: string
  /** The chain the embedded wallet starts on. */
  readonly chainId: string | number
  readonly enableLogger?: boolean | undefined
}

/** [FRAME-002][FRAME-003] The iframe's `src`: the frame URL with projectId, chainId, version and enableLogger. */
export function buildFrameUrl(parameters: FrameUrlParameters): URL {
  const url = new URL(parameters.frameUrl)
  url.searchParams.set('projectId', parameters.projectId)
  url.searchParams.set('chainId', String(parameters.chainId))
  url.searchParams.set('version', FRAME_VERSION)
  url.searchParams.set('enableLogger', String(parameters.enableLogger ?? false))
  return url
}
