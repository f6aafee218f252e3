import type { Hono } from 'hono'
import { cors } from 'hono/cors'
import { etag } from 'hono/etag'
import { HTTPException } from 'hono/http-exception'
import { BLOCKCHAIN_API_SERVICE_NAME } from '../getDevnetServices.js'
import { createServiceApp } from '../network/createServiceApp.js'
import { replaceMiddleEntry } from '../network/replaceMiddleEntry.js'
import { addFaultRoutes } from '../walletDirectory/addFaultRoutes.js'
import { answerMonogramImage } from '../walletDirectory/answerMonogramImage.js'
import { type DirectoryFault, isFaultOn } from '../walletDirectory/parseDirectoryFault.js'
import { playDirectoryFault } from '../walletDirectory/playDirectoryFault.js'
import { type DirectoryEnv, readDirectoryQuery } from '../walletDirectory/readDirectoryQuery.js'
import type { MonogramImage } from '../walletDirectory/renderMonogramSvg.js'
import { addSwapRoutes } from './addSwapRoutes.js'
import { DEVNET_IDENTITIES } from './devnetIdentities.js'
import { getDevnetCurrencyRate, getDevnetPrice } from './devnetPrices.js'
import { findPricedAsset } from './findPricedAsset.js'
import { readPriceRequest } from './readPriceRequest.js'
import type { ServedNetwork } from './servedNetwork.js'
import { toHistoryTransaction } from './toHistoryTransaction.js'
import { getAssetImageId, getNftImageId, toTokenBalance } from './toTokenBalance.js'

/** Largest request body: a price request for `MAX_PRICE_ADDRESSES` tokens fits many times. */
const MAX_BODY_SIZE = 64 * 1024
/** Longest address or `forceUpdate` / `sender` value taken. */
const MAX_ADDRESS_LENGTH = 128

/** What the API serves; `fault` is read on every request, so tests can change it at any time. */
export type BlockchainApiState = {
  readonly networks: readonly ServedNetwork[]
  fault: DirectoryFault | undefined
}

const refuse = (message: string) => new HTTPException(400, { message })

function readBounded(value: string | null | undefined, name: string): string | undefined {
  if (value === null || value === undefined) return undefined
  if (value.length > MAX_ADDRESS_LENGTH) throw refuse(`Invalid ${name}`)
  return value
}

/** The images the API's balances and identities point at: one per asset symbol and per avatar. */
function getImages(networks: readonly ServedNetwork[]): Map<string, MonogramImage> {
  const images = new Map<string, MonogramImage>()
  for (const asset of networks.flatMap(({ native, tokens }) => [native, ...tokens])) {
    images.set(getAssetImageId(asset), { seed: asset.symbol, label: asset.symbol })
  }
  for (const nft of networks.flatMap(({ nfts }) => nfts ?? [])) {
    images.set(getNftImageId(nft), { seed: nft.symbol, label: nft.symbol })
  }
  for (const { name, hasAvatar } of DEVNET_IDENTITIES.values()) {
    if (hasAvatar) images.set(`avatar-${name}`, { seed: name, label: name })
  }
  return images
}

/**
 * The Blockchain API of SPEC §7 (the one `rpc.walletconnect.org` serves) over the devnet chains,
 * read from their nodes on every request, never from stored balances:
 * `GET /v1/supported-chains` (API-003), `GET /v1/account/{address}/balance` (API-013),
 * `POST /v1/fungible/price` (API-008), `GET /v1/convert/gas-price` (API-010) and
 * `GET /v1/identity/{address}` (API-004) and `GET /v1/account/{account}/history` (API-005) on the
 * EVM, Solana, Bitcoin and Polkadot chains, and the swap endpoints (`addSwapRoutes`: API-006,
 * API-007, API-009, API-011, API-012) on the EVM chains' Uniswap V2. Every `/v1` request needs a
 * `projectId`; errors are JSON `{ message }`. Icons and avatars are SVGs under `/devnet/images/`.
 * The fault switch (`/__devnet/fault`) plays the wallet directory's faults on every `/v1` route, or
 * on the one its `path` names.
 */
export function createBlockchainApiApp(state: BlockchainApiState): Hono<DirectoryEnv> {
  const app = createServiceApp({ service: BLOCKCHAIN_API_SERVICE_NAME, maxBodySize: MAX_BODY_SIZE })
  const images = getImages(state.networks)
  const findNetwork = (chainId: string) => {
    const network = state.networks.find(({ id }) => id === chainId)
    if (network === undefined) throw refuse(`Unsupported chainId: ${chainId}`)
    return network
  }
  const withFault = <entry>(path: string, entries: readonly entry[], replace: (entry: entry) => unknown) =>
    isFaultOn(state.fault, path) && state.fault.kind === 'malformedEntry'
      ? replaceMiddleEntry(entries, replace)
      : entries

  app.use(
    '/v1/*',
    cors(),
    readDirectoryQuery,
    playDirectoryFault(() => state.fault),
  )

  app.get('/v1/supported-chains', (context) =>
    context.json({ http: state.networks.map(({ id }) => id), ws: [] }),
  )

  app.get('/v1/account/:address/balance', async (context) => {
    const address = readBounded(context.req.param('address'), 'address') ?? ''
    const { query } = context.var
    const currency = readBounded(query.get('currency'), 'currency') ?? 'usd'
    // Balances are read from the chain on every request, so there is no cached entry to refresh.
    readBounded(query.get('forceUpdate'), 'forceUpdate')
    getDevnetCurrencyRate(currency)
    const chainId = query.get('chainId')
    const networks =
      chainId === null
        ? state.networks.filter((network) => network.isAddress(address))
        : [findNetwork(chainId)].filter((network) => network.isAddress(address))
    if (networks.length === 0) throw refuse(`Invalid address: ${address}`)
    const origin = new URL(context.req.url).origin
    const lists = await Promise.all(networks.map((network) => network.readBalances(address)))
    const balances = lists.flatMap((list, index) =>
      list.map((balance) =>
        toTokenBalance({ network: networks[index] as ServedNetwork, balance, currency, origin }),
      ),
    )
    return context.json({
      balances: withFault(context.req.path, balances, ({ symbol }) => ({ symbol, price: 'unknown' })),
    })
  })

  app.get('/v1/account/:account/history', async (context) => {
    const account = readBounded(context.req.param('account'), 'account') ?? ''
    const { query } = context.var
    const chainId = query.get('chainId')
    if (chainId === null) throw refuse('chainId is required')
    const network = findNetwork(chainId)
    if (!network.isAddress(account)) throw refuse(`Invalid address: ${account}`)
    const cursor = readBounded(query.get('cursor'), 'cursor')
    // The devnet sells no crypto, so it has no on-ramp purchases to list.
    if (readBounded(query.get('onramp'), 'onramp') !== undefined)
      return context.json({ data: [], next: null })
    const { entries, next } = await network.readHistory(account, cursor)
    const origin = new URL(context.req.url).origin
    const data = entries.map((entry) => toHistoryTransaction({ network, entry, origin }))
    return context.json({
      data: withFault(context.req.path, data, (transaction) => ({ ...transaction, metadata: null })),
      next,
    })
  })

  app.post('/v1/fungible/price', async (context) => {
    const { currency, addresses } = await readPriceRequest(context.req.raw)
    const origin = new URL(context.req.url).origin
    const fungibles = addresses.flatMap((caipAddress) => {
      const found = findPricedAsset(state.networks, caipAddress)
      if (found === undefined) return []
      const { asset } = found
      return [
        {
          name: asset.name,
          symbol: asset.symbol,
          iconUrl: `${origin}/devnet/images/${getAssetImageId(asset)}`,
          price: getDevnetPrice(asset.symbol, currency),
        },
      ]
    })
    return context.json({
      fungibles: withFault(context.req.path, fungibles, ({ name }) => ({ name, price: null })),
    })
  })

  app.get('/v1/convert/gas-price', async (context) => {
    const chainId = context.var.query.get('chainId')
    if (chainId === null) throw refuse('chainId is required')
    const network = findNetwork(chainId)
    if (network.readGasPrice === undefined) throw refuse(`No gas price on ${chainId}`)
    const standard = await network.readGasPrice()
    // The node has one price; faster tiers bid 25 % and 50 % above it, as a wallet's presets do.
    return context.json({
      standard: standard.toString(),
      fast: ((standard * 5n) / 4n).toString(),
      instant: ((standard * 3n) / 2n).toString(),
    })
  })

  app.get('/v1/identity/:address', (context) => {
    const address = readBounded(context.req.param('address'), 'address') ?? ''
    readBounded(context.var.query.get('sender'), 'sender')
    const identity = DEVNET_IDENTITIES.get(address.toLowerCase())
    const origin = new URL(context.req.url).origin
    return context.json({
      name: identity?.name ?? null,
      avatar: identity?.hasAvatar === true ? `${origin}/devnet/images/avatar-${identity.name}` : null,
    })
  })

  app.get(
    '/devnet/images/:id',
    cors(),
    etag(),
    answerMonogramImage((id) => images.get(id)),
  )
  addSwapRoutes(app, state.networks)
  addFaultRoutes(app, state)
  return app
}
