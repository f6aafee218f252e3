import { arbitrum, base, bitcoin, bsc, mainnet, optimism, polkadot, polygon, solana } from '@atrium/common'
import type { CuratedDirectoryWallet } from './curatedDirectoryWallets.js'
import { getDirectoryDigest, getDirectoryWalletId } from './getDirectoryDigest.js'

// Word lists of generated names: no word contains another wallet's name ('trust', 'meta', 'safe'…),
// so a search for a real wallet finds that wallet and no generated one.
const NAME_FIRST_WORDS = (
  'Amber Aspen Basalt Birch Bright Cedar Cinder Cobalt Coral Crimson Dawn Drift Ember Fable Fern ' +
  'Frost Gale Granite Harbor Hazel Indigo Iris Jade Juniper Kestrel Lumen Maple Meadow Nimbus Onyx ' +
  'Opal Orchid Pebble Pine Prism Quartz Quill Raven Ridge Saffron Sable Slate Sparrow Summit Tidal ' +
  'Topaz Umber Velvet Willow Zephyr'
).split(' ')
const NAME_SECOND_WORDS = (
  'Wallet Vault Keys Pocket Purse Pouch Signer Keeper Chest Locker Haven Box Pass Folio Key Guard ' +
  'Port Nest Hub Link'
).split(' ')
const NAME_COMBINATIONS = NAME_FIRST_WORDS.length * NAME_SECOND_WORDS.length

const EVM_CHOICES = [mainnet, base, optimism, polygon, arbitrum, bsc].map((network) => network.caipNetworkId)

/** One in `CERTIFIED_ONE_IN` generated wallets carries the certified badge. */
const CERTIFIED_ONE_IN = 10

/** The generated name of the `index`-th wallet: two words, numbered once every pair is used. */
function getGeneratedName(index: number): string {
  const first = NAME_FIRST_WORDS[index % NAME_FIRST_WORDS.length]
  const second = NAME_SECOND_WORDS[Math.floor(index / NAME_FIRST_WORDS.length) % NAME_SECOND_WORDS.length]
  const round = Math.floor(index / NAME_COMBINATIONS)
  return round === 0 ? `${first} ${second}` : `${first} ${second} ${round + 1}`
}

/** Which namespaces a generated wallet supports, decided by bits of its digest; at least EVM or one other. */
function getGeneratedChains(digest: Buffer): string[] {
  const roll = (byte: number, percent: number) => (digest[byte] ?? 0) < (256 * percent) / 100
  const evmCount = 1 + ((digest[4] ?? 0) % EVM_CHOICES.length)
  const chains = [
    ...(roll(0, 70) ? EVM_CHOICES.slice(0, evmCount) : []),
    ...(roll(1, 35) ? [solana.caipNetworkId] : []),
    ...(roll(2, 15) ? [bitcoin.caipNetworkId] : []),
    ...(roll(3, 10) ? [polkadot.caipNetworkId] : []),
  ]
  return chains.length > 0 ? chains : EVM_CHOICES.slice(0, evmCount)
}

/** Links of a generated wallet: an app scheme, a universal link, a desktop app or a web app. */
function getGeneratedLinks(slug: string, digest: Buffer) {
  const site = `https://${slug}.example.com`
  switch ((digest[5] ?? 0) % 4) {
    case 0:
      return { mobile_link: `${slug}://`, desktop_link: null, webapp_link: null }
    case 1:
      return { mobile_link: `${site}/wc`, desktop_link: null, webapp_link: null }
    case 2:
      return { mobile_link: `${slug}://`, desktop_link: `${slug}://`, webapp_link: null }
    default:
      return { mobile_link: null, desktop_link: null, webapp_link: `${site}/app` }
  }
}

/**
 * The `index`-th generated directory wallet (0-based), the same on every run: a made-up name, a
 * reverse-DNS id and links under the reserved `example.com` domain (so no generated entry can be
 * mistaken for a real wallet), and chains picked from the catalogue's networks.
 */
export function generateDirectoryWallet(index: number): CuratedDirectoryWallet & { readonly id: string } {
  const name = getGeneratedName(index)
  const slug = name.toLowerCase().replaceAll(' ', '')
  const digest = getDirectoryDigest(`generated:${slug}`)
  return {
    id: getDirectoryWalletId(`generated:${slug}`),
    name,
    rdns: `com.example.${slug}`,
    homepage: `https://${slug}.example.com`,
    ...getGeneratedLinks(slug, digest),
    app_store: null,
    play_store: null,
    chrome_store: null,
    chains: getGeneratedChains(digest),
    badge_type: (digest[6] ?? 0) % CERTIFIED_ONE_IN === 0 ? 'certified' : 'none',
  }
}
