import { CONNECTOR_EXPLORER_IDS } from '@atrium/common'
import type { Connector } from '../connectors/Connector.js'
import { createWalletDirectoryClient } from '../walletDirectory/createWalletDirectoryClient.js'
import { getDirectoryImageUrl } from '../walletDirectory/getDirectoryImage.js'
import { getWalletImageUrl } from '../walletDirectory/getWalletImageUrl.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'
import {
  getInitialWalletListState,
  IDLE_DIRECTORY_WALLETS,
  type WalletListState,
} from './createWalletListStore.js'
import type { ConnectRow } from './WalletRow.js'
import type { WalletRowsInput } from './WalletRowsInput.js'

/** A connector of the connectors store, eip155 and present unless told otherwise. Test-only. */
export function connector(fields: Partial<Connector> & Pick<Connector, 'id' | 'name' | 'type'>): Connector {
  return { chain: 'eip155', provider: true, ...fields }
}

export const metaMask = connector({
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  info: { rdns: 'io.metamask' },
  imageUrl: 'data:image/svg+xml,metamask',
})
export const rabby = connector({
  id: 'io.rabby',
  name: 'Rabby Wallet',
  type: 'ANNOUNCED',
  info: { rdns: 'io.rabby' },
})
export const browserWallet = connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED' })
export const coinbaseSdk = connector({ id: 'coinbaseWalletSDK', name: 'Coinbase Wallet', type: 'EXTERNAL' })
export const safe = connector({ id: 'safe', name: 'Safe', type: 'EXTERNAL' })
export const walletConnect = connector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' })
export const auth = connector({ id: 'auth', name: 'Email and socials', type: 'AUTH' })

const EIP155 = ['eip155:1']
const SOLANA = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']

/** A directory entry with an image id and an app link. Test-only. */
export function directoryWallet(id: string, name: string, fields: Partial<Wallet> = {}): Wallet {
  return { id, name, image_id: `${id}-image`, mobile_link: `${id.slice(0, 8)}://`, chains: EIP155, ...fields }
}

export const dirMetaMask = directoryWallet(CONNECTOR_EXPLORER_IDS.MetaMask ?? '', 'MetaMask', {
  rdns: 'io.metamask',
  mobile_link: 'metamask://',
})
export const dirTrust = directoryWallet(CONNECTOR_EXPLORER_IDS.Trust ?? '', 'Trust Wallet', {
  rdns: 'com.trustwallet.app',
  mobile_link: 'trust://',
  chains: [...EIP155, ...SOLANA],
})
export const dirCoinbase = directoryWallet(CONNECTOR_EXPLORER_IDS.coinbaseWallet ?? '', 'Coinbase Wallet', {
  rdns: 'com.coinbase.wallet',
})
export const dirPhantom = directoryWallet(CONNECTOR_EXPLORER_IDS.Phantom ?? '', 'Phantom', {
  rdns: 'app.phantom',
  chains: [...EIP155, ...SOLANA],
})
export const dirZerion = directoryWallet('zerion', 'Zerion', { rdns: 'io.zerion.wallet' })
export const dirRainbow = directoryWallet('rainbow', 'Rainbow', { rdns: 'me.rainbow' })
export const dirOkx = directoryWallet('okx', 'OKX Wallet', { rdns: 'com.okex.wallet' })
export const dirUniswap = directoryWallet('uniswap', 'Uniswap Wallet')
/** A custom wallet (the `customWallets` option) with a link. Test-only. */
export const customUniswap = { id: 'uniswap', name: 'Uniswap Wallet', mobile_link: 'uniswap://' }
export const dirLedger = directoryWallet('ledger', 'Ledger Live', {
  mobile_link: null,
  desktop_link: 'ledgerlive://',
})
export const dirSolflare = directoryWallet('solflare', 'Solflare', { chains: SOLANA })

/** The client the rows resolve directory images with. Test-only. */
export const directory = createWalletDirectoryClient({
  projectId: 'test-project',
  baseUrl: 'https://directory.test',
})

/** The directory image URL of `wallet`. Test-only. */
export function directoryImage(wallet: Wallet): string {
  return getDirectoryImageUrl(directory, { kind: 'wallet', id: wallet.image_id ?? '' })
}

/** A wallet-list state with `pages` (count 600 by default) and `featured` loaded. Test-only. */
export function walletListState(
  fields: {
    pages?: readonly Wallet[]
    featured?: readonly Wallet[]
    excluded?: readonly Wallet[]
    count?: number
  } & Partial<Pick<WalletListState, 'chains' | 'search'>> = {},
): WalletListState {
  const initial = getInitialWalletListState()
  const chains = fields.chains ?? []
  const loaded = (wallets: readonly Wallet[] = []) => ({
    ...IDLE_DIRECTORY_WALLETS,
    wallets,
    status: 'ready' as const,
  })
  return {
    ...initial,
    chains,
    pages: {
      [[...chains].sort().join(',')]: { ...loaded(fields.pages), count: fields.count ?? 600, nextPage: 2 },
    },
    featured: loaded(fields.featured),
    excluded: loaded(fields.excluded),
    search: fields.search ?? initial.search,
  }
}

/** The row-model input: desktop, WalletConnect and the directory on, nothing else unless given. Test-only. */
export function rowsInput(
  fields: Omit<Partial<WalletRowsInput>, 'options'> & { options?: Partial<WalletRowsInput['options']> } = {},
): WalletRowsInput {
  return {
    connectors: [],
    walletList: walletListState(),
    recentWallets: [],
    isMobile: false,
    hasWalletConnect: true,
    hasDirectory: true,
    getImageUrl: (wallet) => getWalletImageUrl(directory, wallet),
    ...fields,
    options: {
      featuredWalletIds: [],
      excludeWalletIds: [],
      customWallets: [],
      features: { collapseWallets: false, allWallets: true },
      ...fields.options,
    },
  }
}

/** A row as `[name, source, flags]` for compact expectations. Test-only. */
export function describeRow(row: ConnectRow): string {
  if (row.kind === 'walletConnect') return 'WalletConnect'
  if (row.kind === 'allWallets') return `All wallets (${row.count})`
  const flags = [
    row.installed ? 'installed' : '',
    row.recent ? 'recent' : '',
    row.connector ? 'connector' : 'walletConnect',
  ]
  return `${row.name} ${row.source} ${flags.filter(Boolean).join(',')}`
}
