export type { WalletListError, WalletListView, WalletRow } from '@atrium/core'
export {
  AccountButton,
  type AccountButtonProps,
  AppKitProvider,
  type AppKitProviderProps,
  ConnectButton,
  type ConnectButtonProps,
  type EmbeddedWalletInfo,
  NetworkButton,
  type NetworkButtonProps,
  type UseAppKitAccountParameters,
  type UseAppKitAccountReturnType,
  type UseAppKitNetworkReturnType,
  type UseAppKitReturnType,
  type UseAppKitStateReturnType,
  type UseAppKitThemeReturnType,
  type UseAppKitWalletsParameters,
  type UseAppKitWalletsReturnType,
  type UseDisconnectReturnType,
  type UseWalletInfoReturnType,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useAppKitWallets,
  useDisconnect,
  useWalletInfo,
} from '@atrium/react'
export { createAppKit } from '../createAppKit.js'
export type { AppKit, SendTransactionParameters } from '../instance/buildAppKit.js'
export type { CreateAppKitOptions } from '../options/CreateAppKitOptions.js'
export type { AppKitState } from '../state/getAppKitState.js'
export type { AppKitWallets } from '../walletList/createWalletList.js'
