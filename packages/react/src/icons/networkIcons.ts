import { toIconDataUrl } from './toIconDataUrl.js'

// Atrium's own simple marks of the catalogue networks in each network's brand colour (not the
// networks' artwork), keyed by the catalogue's image id. A testnet shares its mainnet's id.

const WHITE_STROKE = 'fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round"'

/** The network icons by image id (`network-<chain>`); a network missing here shows its initial. */
export const NETWORK_ICONS: Readonly<Record<string, string>> = {
  /** A diamond cut in two facets. */
  'network-ethereum': toIconDataUrl(
    '<path d="M20 7.5l-7.5 12.2L20 24l7.5-4.3z" fill="#fff"/><path d="M20 25.6l-7.5-4.3L20 32.5l7.5-11.2z" fill="#fff" fill-opacity=".7"/>',
    '#627eea',
  ),
  /** A ring and a loop: O and P. */
  'network-optimism': toIconDataUrl(
    `<g ${WHITE_STROKE} stroke-width="3"><circle cx="13.5" cy="20" r="4.8"/><path d="M23 25.5v-11h3.6a3.4 3.4 0 0 1 0 6.8H23"/></g>`,
    '#ff0420',
  ),
  /** A disc with a bar cut in from the left. */
  'network-base': toIconDataUrl(
    '<circle cx="20" cy="20" r="10.5" fill="#fff"/><rect x="8" y="18.4" width="13" height="3.2" fill="#0052ff"/>',
    '#0052ff',
  ),
  /** Two linked hexagons. */
  'network-polygon': toIconDataUrl(
    `<path d="M11 17.2l5-2.9 5 2.9v5.6l-5 2.9-5-2.9zM19 17.2l5-2.9 5 2.9v5.6l-5 2.9-5-2.9z" ${WHITE_STROKE} stroke-width="2.4"/>`,
    '#8247e5',
  ),
  /** A hexagon holding an A. */
  'network-arbitrum': toIconDataUrl(
    `<path d="M20 8.5l10 5.8v11.4l-10 5.8-10-5.8V14.3z" fill="none" stroke="#28a0f0" stroke-width="2.4" stroke-linejoin="round"/><path d="M15.5 25.5l4.5-11 4.5 11" ${WHITE_STROKE} stroke-width="2.8"/>`,
    '#213147',
  ),
  /** A peak beside a smaller one. */
  'network-avalanche': toIconDataUrl(
    '<path d="M18.2 11.5L9.5 27.5h8.7l4.6-8z" fill="#fff"/><path d="M25.6 20.5l-4.2 7h8.4z" fill="#fff"/>',
    '#e84142',
  ),
  /** A diamond ringed by four smaller ones. */
  'network-bsc': toIconDataUrl(
    '<g fill="#fff"><path d="M20 16l4 4-4 4-4-4z"/><path d="M20 8l3 3-3 3-3-3zM20 26l3 3-3 3-3-3zM11 17l3 3-3 3-3-3zM29 17l3 3-3 3-3-3z"/></g>',
    '#f0b90b',
  ),
  /** An owl's two eyes and beak. */
  'network-gnosis': toIconDataUrl(
    `<g ${WHITE_STROKE} stroke-width="2.4"><circle cx="14.5" cy="18.5" r="4.5"/><circle cx="25.5" cy="18.5" r="4.5"/></g><path d="M20 28l-2.6-3.2h5.2z" fill="#fff"/>`,
    '#3e6957',
  ),
  /** Two overlapping rings. */
  'network-celo': toIconDataUrl(
    '<g fill="none" stroke="#1a1a1a" stroke-width="2.6"><circle cx="17" cy="22.5" r="6.5"/><circle cx="23" cy="17.5" r="6.5"/></g>',
    '#fcff52',
  ),
  /** Two arrows passing each other. */
  'network-zksync': toIconDataUrl(
    `<g ${WHITE_STROKE} stroke-width="2.6"><path d="M8.5 19.5L16 13v4.5h8"/><path d="M31.5 20.5L24 27v-4.5h-8"/></g>`,
    '#4e529a',
  ),
  /** A lit sphere. */
  'network-zora': toIconDataUrl(
    '<circle cx="20" cy="20" r="11" fill="#a5c8ff"/><circle cx="20" cy="20" r="11" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="1.5"/><circle cx="16.5" cy="16" r="4.5" fill="#fff" fill-opacity=".85"/>',
    '#2b5df0',
  ),
  /** A triangle drawn in one line. */
  'network-aurora': toIconDataUrl(
    `<path d="M20 11l9.5 17h-19z" ${WHITE_STROKE} stroke-width="2.8"/>`,
    '#70d44b',
  ),
  /** Three slanted bars. */
  'network-solana': toIconDataUrl(
    '<path d="M14 11.5h16l-4 4H10z" fill="#14f195"/><path d="M10 18h16l4 4H14z" fill="#80ecff"/><path d="M14 24.5h16l-4 4H10z" fill="#9945ff"/>',
    '#16161d',
  ),
  /** A tilted B with its strokes through the top and bottom. */
  'network-bitcoin': toIconDataUrl(
    `<g transform="rotate(14 20 20)" ${WHITE_STROKE} stroke-width="2.6"><path d="M16 12v16h6.5a4 4 0 0 0 0-8H16h5.5a4 4 0 0 0 0-8z"/><path d="M18 9v3M22 9v3M18 28v3M22 28v3"/></g>`,
    '#f7931a',
  ),
  /** Six dots in a ring. */
  'network-polkadot': toIconDataUrl(
    '<g fill="#fff"><circle cx="20" cy="11" r="2.8"/><circle cx="27.8" cy="15.5" r="2.8"/><circle cx="27.8" cy="24.5" r="2.8"/><circle cx="20" cy="29" r="2.8"/><circle cx="12.2" cy="24.5" r="2.8"/><circle cx="12.2" cy="15.5" r="2.8"/></g>',
    '#e6007a',
  ),
}
