export type {
  AdapterCall,
  AdapterCallsStatus,
  AppKitInitialState,
  AppKitOptions,
  AtriumEvent,
  ChainAdapter,
  ConnectedWalletInfo,
  CreateSiwxConfigParameters,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxSession,
  SiwxVerifier,
  StorageBackend,
  ThemeMode,
  ThemeVariables,
  WalletListError,
  WalletListView,
  WalletRow,
} from '@atrium/core'
export {
  AppKitNotCreatedError,
  cookieToInitialState,
  createCookieStorage,
  createLocalStorage,
  createMemoryStorage,
  createSiwxConfig,
  InvalidOptionError,
  SiweSiwxConflictError,
} from '@atrium/core'
export { createAppKit } from '../createAppKit.js'
export type {
  AppKit,
  CallsStatusParameters,
  SendCallsParameters,
  SendTransactionParameters,
} from '../instance/buildAppKit.js'
export type { CreateAppKitOptions } from '../options/CreateAppKitOptions.js'
export type { AppKitState } from '../state/getAppKitState.js'
export type { AppKitWallets } from '../walletList/createWalletList.js'
