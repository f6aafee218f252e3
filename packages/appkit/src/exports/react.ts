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
  type UseDisconnectReturnType,
  type UseWalletInfoReturnType,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from '@atrium/react'
export { createAppKit } from '../createAppKit.js'
export type { AppKit, SendTransactionParameters } from '../instance/buildAppKit.js'
export type { CreateAppKitOptions } from '../options/CreateAppKitOptions.js'
export type { AppKitState } from '../state/getAppKitState.js'
