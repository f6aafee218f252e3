export { AccountButton, type AccountButtonProps } from '../components/AccountButton.js'
export { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton.js'
export { NetworkButton, type NetworkButtonProps } from '../components/NetworkButton.js'
export type {
  AppKitContextValue,
  AppKitStores,
  EmbeddedLoginActions,
  OpenParameters,
  SwapViewActions,
  TransactionHistory,
  WalletListActions,
} from '../context/AppKitContextValue.js'
export { AppKitProvider, type AppKitProviderProps } from '../context/AppKitProvider.js'
export { type UseAppKitReturnType, useAppKit } from '../hooks/useAppKit.js'
export {
  type EmbeddedWalletInfo,
  type UseAppKitAccountParameters,
  type UseAppKitAccountReturnType,
  useAppKitAccount,
} from '../hooks/useAppKitAccount.js'
export { type UseAppKitEventsListener, useAppKitEvents } from '../hooks/useAppKitEvents.js'
export { type UseAppKitNetworkReturnType, useAppKitNetwork } from '../hooks/useAppKitNetwork.js'
export { type UseAppKitStateReturnType, useAppKitState } from '../hooks/useAppKitState.js'
export { type UseAppKitThemeReturnType, useAppKitTheme } from '../hooks/useAppKitTheme.js'
export {
  type UseAppKitWalletsParameters,
  type UseAppKitWalletsReturnType,
  useAppKitWallets,
} from '../hooks/useAppKitWallets.js'
export { type UseDisconnectReturnType, useDisconnect } from '../hooks/useDisconnect.js'
export { type UseWalletInfoReturnType, useWalletInfo } from '../hooks/useWalletInfo.js'
