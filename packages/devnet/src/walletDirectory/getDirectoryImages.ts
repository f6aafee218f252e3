import {
  CONNECTOR_IMAGE_IDS,
  NETWORKS,
  ONRAMP_FALLBACK_PAYMENT_CURRENCIES,
  ONRAMP_FALLBACK_PURCHASE_CURRENCIES,
} from '@atrium/common'
import { SOLANA_DEV_MINT } from '../solana/solanaDevMint.js'
import type { DirectoryWallet } from './createDirectoryWallets.js'
import type { MonogramImage } from './renderMonogramSvg.js'

/** The kinds of directory images: wallets, assets (networks, connectors), fiat currencies, tokens. */
export type DirectoryImageKind = 'wallet' | 'asset' | 'currency' | 'token'

/** Every image the directory serves: per kind, image id → what it shows. */
export type DirectoryImages = Readonly<Record<DirectoryImageKind, ReadonlyMap<string, MonogramImage>>>

/** Fiat currencies an on-ramp offers: the SDK's fallback ones and other common ones. */
const CURRENCY_IDS = ['GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'BRL', 'INR', 'SGD']

/** Tokens a wallet view shows besides the networks' native ones. */
const TOKEN_SYMBOLS = ['USDC', 'USDT', 'DAI', 'WETH', 'WBTC']

function byId(entries: readonly (readonly [id: string, label: string])[]): Map<string, MonogramImage> {
  const images = new Map<string, MonogramImage>()
  // The first entry of an id wins: a testnet shares its mainnet's image (NET-017).
  for (const [id, label] of entries) if (!images.has(id)) images.set(id, { seed: id, label })
  return images
}

/** 'connector-browser-wallet' → 'Browser Wallet'. */
function toConnectorLabel(imageId: string): string {
  return imageId
    .replace(/^connector-/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/**
 * The images of the directory: each wallet's by its `image_id`; networks (`network-<chain>`) and
 * connectors (`connector-<name>`) by the ids of NET-017 / CONNECTOR-011 as assets; fiat currencies
 * by ISO code; tokens by symbol (the catalogue's native tokens, the on-ramp's and the devnet's).
 */
export function getDirectoryImages(wallets: readonly DirectoryWallet[]): DirectoryImages {
  const networks = NETWORKS.flatMap((network) =>
    network.assets.imageId === undefined ? [] : [[network.assets.imageId, network.name] as const],
  )
  const connectors = Object.values(CONNECTOR_IMAGE_IDS).map((id) => [id, toConnectorLabel(id)] as const)
  const currencies = [...ONRAMP_FALLBACK_PAYMENT_CURRENCIES.map(({ id }) => id), ...CURRENCY_IDS]
  const tokens = [
    ...NETWORKS.map((network) => network.nativeCurrency.symbol),
    ...ONRAMP_FALLBACK_PURCHASE_CURRENCIES.map(({ symbol }) => symbol),
    ...TOKEN_SYMBOLS,
    SOLANA_DEV_MINT.symbol,
  ]
  return {
    wallet: byId(wallets.map((wallet) => [wallet.image_id, wallet.name] as const)),
    asset: byId([...networks, ...connectors]),
    currency: byId(currencies.map((id) => [id, id] as const)),
    token: byId(tokens.map((symbol) => [symbol, symbol] as const)),
  }
}
