import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { etag } from 'hono/etag'
import { HTTPException } from 'hono/http-exception'
import { addFaultRoutes } from './addFaultRoutes.js'
import type { DirectoryWallet } from './createDirectoryWallets.js'
import { type DirectoryImageKind, getDirectoryImages } from './getDirectoryImages.js'
import type { DirectoryFault } from './parseDirectoryFault.js'
import { parseWalletsQuery } from './parseWalletsQuery.js'
import { playDirectoryFault } from './playDirectoryFault.js'
import { queryWallets } from './queryWallets.js'
import { type DirectoryEnv, readDirectoryQuery } from './readDirectoryQuery.js'
import { renderMonogramSvg } from './renderMonogramSvg.js'
import { toDirectoryErrorResponse } from './toDirectoryErrorResponse.js'
import { withMalformedEntry } from './withMalformedEntry.js'

/** How long clients may cache an image: images never change for an id. */
export const DIRECTORY_IMAGE_MAX_AGE_SECONDS = 86_400

/** Largest request body: only the fault switch takes one, a few bytes of JSON. */
const MAX_BODY_SIZE = 1024

/** What the directory serves; `fault` is read on every request, so tests can change it at any time. */
export type WalletDirectoryState = {
  /** In ranking order. */
  readonly wallets: readonly DirectoryWallet[]
  readonly isAnalyticsEnabled: boolean
  fault: DirectoryFault | undefined
}

const IMAGE_ROUTES: readonly (readonly [path: string, kind: DirectoryImageKind])[] = [
  ['/getWalletImage/:id', 'wallet'],
  ['/public/getAssetImage/:id', 'asset'],
  ['/public/getCurrencyImage/:id', 'currency'],
  ['/public/getTokenImage/:id', 'token'],
]
const DIRECTORY_ROUTES = ['/getWallets', '/getAnalyticsConfig', ...IMAGE_ROUTES.map(([path]) => path)]

/** The directory takes GET (and HEAD, which Hono answers as GET); CORS preflights are answered before this. */
const refuseOtherMethods: MiddlewareHandler = async (context, next) => {
  if (context.req.method !== 'GET' && context.req.method !== 'HEAD') {
    return context.json({ message: 'Method Not Allowed' }, 405, { allow: 'GET, HEAD, OPTIONS' })
  }
  await next()
}

/**
 * The wallet-directory API of SPEC §7 (the one `api.web3modal.org` serves) over `state.wallets`:
 * `GET /getWallets` pages, filters and searches them (API-023); `GET /getWalletImage/{id}` and
 * `/public/get{Asset,Currency,Token}Image/{id}` answer generated SVG images (API-024, API-025);
 * `GET /getAnalyticsConfig` answers `{ isAnalyticsEnabled }` (API-026). Every request needs a
 * `projectId`; errors are JSON `{ message }`. CORS is open, for pages on any origin, except on the
 * test-only fault switch (`addFaultRoutes`).
 */
export function createWalletDirectoryApp(state: WalletDirectoryState): Hono<DirectoryEnv> {
  const app = new Hono<DirectoryEnv>()
  const images = getDirectoryImages(state.wallets)
  app.onError(toDirectoryErrorResponse)
  app.notFound((context) => context.json({ message: 'Not Found' }, 404))
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_SIZE,
      onError: (context) => context.json({ message: 'Payload Too Large' }, 413),
    }),
  )
  for (const path of DIRECTORY_ROUTES) {
    app.use(
      path,
      cors(),
      refuseOtherMethods,
      readDirectoryQuery,
      playDirectoryFault(() => state.fault),
    )
  }

  app.get('/getWallets', (context) => {
    const page = queryWallets(state.wallets, parseWalletsQuery(context.var.query))
    return context.json(state.fault?.kind === 'malformedEntry' ? withMalformedEntry(page) : page)
  })
  app.get('/getAnalyticsConfig', (context) => context.json({ isAnalyticsEnabled: state.isAnalyticsEnabled }))
  for (const [path, kind] of IMAGE_ROUTES) {
    app.get(path, etag(), (context) => {
      const image = images[kind].get(context.req.param('id') ?? '')
      if (image === undefined) throw new HTTPException(404, { message: 'Image not found' })
      return context.body(renderMonogramSvg(image), 200, {
        'content-type': 'image/svg+xml',
        'cache-control': `public, max-age=${DIRECTORY_IMAGE_MAX_AGE_SECONDS}`,
      })
    })
  }
  addFaultRoutes(app, state)
  return app
}
