import { CONNECTOR_EXPLORER_IDS, CONNECTOR_IDS, type Namespace } from '@atrium/common'

/** [CONN-011] Phantom's in-app browser link (Phantom's documented "browse" deeplink). */
export const PHANTOM_BROWSE_LINK = 'https://phantom.app/ul/browse/'

/** [CONN-012] Coinbase Wallet's dapp link (Coinbase's documented `cb_url` deeplink). */
export const COINBASE_DAPP_LINK = 'https://go.cb-w.com/dapp'

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'http:' || protocol === 'https:'
}

/**
 * [CONN-011] `https://phantom.app/ul/browse/<encoded page url>?ref=<encoded origin>`: opens the
 * page inside Phantom's browser. `undefined` unless `pageUrl` is http(s).
 */
export function getPhantomBrowseLink(pageUrl: string): string | undefined {
  if (!isHttpUrl(pageUrl)) return undefined
  const { origin } = new URL(pageUrl)
  return `${PHANTOM_BROWSE_LINK}${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent(origin)}`
}

/** [CONN-012] `https://go.cb-w.com/dapp?cb_url=<encoded page url>`. `undefined` unless `pageUrl` is http(s). */
export function getCoinbaseDappLink(pageUrl: string): string | undefined {
  if (!isHttpUrl(pageUrl)) return undefined
  return `${COINBASE_DAPP_LINK}?cb_url=${encodeURIComponent(pageUrl)}`
}

function isPhantom(wallet: { readonly id: string; readonly name: string }): boolean {
  return wallet.id === CONNECTOR_EXPLORER_IDS.Phantom || wallet.name.trim().toLowerCase() === 'phantom'
}

function isCoinbase(wallet: { readonly id: string; readonly name: string }): boolean {
  const name = wallet.name.trim().toLowerCase()
  return (
    wallet.id === CONNECTOR_IDS.COINBASE ||
    wallet.id === CONNECTOR_IDS.COINBASE_SDK ||
    wallet.id === CONNECTOR_EXPLORER_IDS[CONNECTOR_IDS.COINBASE] ||
    name === 'coinbase wallet' ||
    name === 'coinbase'
  )
}

/**
 * [CONN-011][CONN-012] Where to send the page when a Solana user picks Phantom or Coinbase Wallet
 * whose provider is missing (A-9: "On Solana" covers both). `undefined` means: no redirect, go on
 * with the normal flow.
 */
export function getSolanaWalletRedirect(parameters: {
  readonly namespace: Namespace
  readonly wallet: { readonly id: string; readonly name: string }
  readonly isProviderInstalled: boolean
  readonly pageUrl: string
}): string | undefined {
  if (parameters.namespace !== 'solana' || parameters.isProviderInstalled) return undefined
  if (isPhantom(parameters.wallet)) return getPhantomBrowseLink(parameters.pageUrl)
  if (isCoinbase(parameters.wallet)) return getCoinbaseDappLink(parameters.pageUrl)
  return undefined
}
