import type { Hono, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { etag } from 'hono/etag'
import { WALLET_DIRECTORY_SERVICE_NAME } from '../getDevnetServices.js'
import { createServiceApp } from '../network/createServiceApp.js'
import { addFaultRoutes } from './addFaultRoutes.js'
import { answerMonogramImage } from './answerMonogramImage.js'
import type { DirectoryWallet } from './createDirectoryWallets.js'
import { type DirectoryImageKind, getDirectoryImages } from './getDirectoryImages.js'
import { type DirectoryFault, isFaultOn } from './parseDirectoryFault.js'
import { parseWalletsQuery } from './parseWalletsQuery.js'
import { playDirectoryFault } from './playDirectoryFault.js'
import { queryWallets } from './queryWallets.js'
import { type DirectoryEnv, readDirectoryQuery } from './readDirectoryQuery.js'
import { withMalformedEntry } from './withMalformedEntry.js'

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
  const app = createServiceApp({ service: WALLET_DIRECTORY_SERVICE_NAME, maxBodySize: MAX_BODY_SIZE })
  const images = getDirectoryImages(state.wallets)
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
    return context.json(
      isFaultOn(state.fault, context.req.path) && state.fault.kind === 'malformedEntry'
        ? withMalformedEntry(page)
        : page,
    )
  })
  app.get('/getAnalyticsConfig', (context) => context.json({ isAnalyticsEnabled: state.isAnalyticsEnabled }))
  for (const [path, kind] of IMAGE_ROUTES) {
    app.get(
      path,
      etag(),
      answerMonogramImage((id) => images[kind].get(id)),
    )
  }
  addFaultRoutes(app, state)
  return app
}
