import type { Connector } from '../connectors/Connector.js'
import type { OptionsState } from '../options/createOptionsStore.js'
import type { Wallet } from '../walletDirectory/walletSchema.js'
import type { WalletListState } from './createWalletListStore.js'

/** What the wallet rows are built from: store state, the stored recent wallets and the platform. */
export type WalletRowsInput = {
  /** The connectors store's shown list (merged by name, narrowed by the namespace filter). */
  readonly connectors: readonly Connector[]
  readonly walletList: WalletListState
  readonly options: Pick<OptionsState, 'featuredWalletIds' | 'excludeWalletIds' | 'customWallets'> & {
    readonly features: Pick<OptionsState['features'], 'collapseWallets' | 'allWallets'>
  }
  /** The stored recent wallets, most recent first (CONNECTOR-015/016). */
  readonly recentWallets: readonly Wallet[]
  /** On a phone or tablet (CONNECTOR-012). */
  readonly isMobile: boolean
  /** WalletConnect is offered: a wallet without a local connector can connect (ROUTER-034). */
  readonly hasWalletConnect: boolean
  /** The directory can be asked (a project id is set); without it there is no All Wallets entry. */
  readonly hasDirectory: boolean
  /** The directory image of a wallet (`getWalletImageUrl` bound to the client). */
  readonly getImageUrl?: ((wallet: Wallet) => string | undefined) | undefined
}
