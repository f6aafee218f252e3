export type { Account } from '../account/Account.js'
export {
  type AccountState,
  type AccountStore,
  type ChainAccountState,
  type ConnectedWalletInfo,
  createAccountStore,
  getInitialAccountState,
  getInitialChainAccountState,
  type TokenBalanceStatus,
} from '../account/createAccountStore.js'
export {
  type FetchTokenBalancesErrorType,
  type FetchTokenBalancesParameters,
  type FetchTokenBalancesReturnType,
  fetchTokenBalances,
  getTokenBalanceUnavailableSnackbar,
  type TokenBalanceSnackbar,
} from '../account/fetchTokenBalances.js'
export { getTokenBalancesTotal, getTokenBalanceValue } from '../account/getTokenBalancesTotal.js'
export { isBalanceSupported } from '../account/isBalanceSupported.js'
export { isSmartAccountEnabled } from '../account/isSmartAccountEnabled.js'
export { parseWalletAssets } from '../account/parseWalletAssets.js'
export {
  type ResetAccountErrorType,
  type ResetAccountParameters,
  type ResetAccountReturnType,
  resetAccount,
} from '../account/resetAccount.js'
export {
  type SetAccountFieldsErrorType,
  type SetAccountFieldsParameters,
  type SetAccountFieldsReturnType,
  setAccountFields,
} from '../account/setAccountFields.js'
export {
  type SetCaipAddressErrorType,
  type SetCaipAddressParameters,
  type SetCaipAddressReturnType,
  setCaipAddress,
} from '../account/setCaipAddress.js'
export {
  type SetPreferredAccountTypeErrorType,
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from '../account/setPreferredAccountType.js'
export {
  filterTokenBalances,
  type SetTokenBalancesErrorType,
  type SetTokenBalancesParameters,
  type SetTokenBalancesReturnType,
  setTokenBalances,
} from '../account/setTokenBalances.js'
export type {
  AuthDappDataPayload,
  AuthEmailAction,
  AuthEmailUpdateAction,
  AuthProvider,
  AuthRpcRequest,
  AuthThemePayload,
  AuthUser,
  Eip1193Provider,
  EmbeddedWallet,
} from '../adapters/AuthProvider.js'
export type {
  AdapterAccount,
  AdapterBalance,
  AdapterCall,
  AdapterCallsReceipt,
  AdapterCallsStatus,
  AdapterConnectParameters,
  AdapterDisconnectParameters,
  AdapterEvent,
  AdapterSendCallsParameters,
  AdapterSession,
  AdapterTokenTransferParameters,
  AdapterTransactionParameters,
  AdapterTransactionReceipt,
  BlockReadAbility,
  ChainAdapter,
  ChainAdapterAbility,
  ChainAdapterWith,
  EvmWalletCallsAbility,
  WalletDescriptor,
} from '../adapters/ChainAdapter.js'
export {
  type AdapterRegistry,
  createAdapterRegistry,
  type GetAdapterErrorType,
  getAdapter,
  isAdapterRegistryEmpty,
  listAdapters,
  registerAdapter,
} from '../adapters/createAdapterRegistry.js'
export {
  type EnforceRpcAllowListErrorType,
  type EnforceRpcAllowListParameters,
  type EnforceRpcAllowListReturnType,
  enforceRpcAllowList,
} from '../adapters/enforceRpcAllowList.js'
export {
  type AlertsState,
  type AlertsStore,
  createAlertsStore,
} from '../alerts/createAlertsStore.js'
export {
  type DismissAlertErrorType,
  type DismissAlertParameters,
  type DismissAlertReturnType,
  dismissAlert,
} from '../alerts/dismissAlert.js'
export {
  type ScheduleEmbeddedWalletTimeoutAlertErrorType,
  type ScheduleEmbeddedWalletTimeoutAlertParameters,
  type ScheduleEmbeddedWalletTimeoutAlertReturnType,
  scheduleEmbeddedWalletTimeoutAlert,
} from '../alerts/scheduleEmbeddedWalletTimeoutAlert.js'
export {
  type ShowAlertErrorType,
  type ShowAlertParameters,
  type ShowAlertReturnType,
  showAlert,
} from '../alerts/showAlert.js'
export {
  ANALYTICS_FORBIDDEN_ALERT_KEY,
  type ShowAnalyticsForbiddenAlertErrorType,
  type ShowAnalyticsForbiddenAlertParameters,
  type ShowAnalyticsForbiddenAlertReturnType,
  showAnalyticsForbiddenAlert,
} from '../alerts/showAnalyticsForbiddenAlert.js'
export {
  type ShowConfigurationAlertsErrorType,
  type ShowConfigurationAlertsParameters,
  type ShowConfigurationAlertsReturnType,
  showConfigurationAlerts,
} from '../alerts/showConfigurationAlerts.js'
export {
  type ShowProviderErrorAlertErrorType,
  type ShowProviderErrorAlertParameters,
  type ShowProviderErrorAlertReturnType,
  showProviderErrorAlert,
} from '../alerts/showProviderErrorAlert.js'
export {
  type AnalyticsClient,
  type AnalyticsLocation,
  type CreateAnalyticsClientParameters,
  createAnalyticsClient,
} from '../analytics/createAnalyticsClient.js'
export type { AnalyticsEvent, TrackEvent } from '../analytics/TrackEvent.js'
export {
  type BuildApproveTransactionErrorType,
  type BuildApproveTransactionParameters,
  type BuildApproveTransactionReturnType,
  buildApproveTransaction,
} from '../blockchainApi/buildApproveTransaction.js'
export {
  type BuildSwapTransactionErrorType,
  type BuildSwapTransactionParameters,
  type BuildSwapTransactionReturnType,
  buildSwapTransaction,
} from '../blockchainApi/buildSwapTransaction.js'
export {
  type BlockchainApiClient,
  type CreateBlockchainApiClientParameters,
  createBlockchainApiClient,
} from '../blockchainApi/createBlockchainApiClient.js'
export {
  type GenerateOnrampUrlErrorType,
  type GenerateOnrampUrlParameters,
  type GenerateOnrampUrlReturnType,
  generateOnrampUrl,
} from '../blockchainApi/generateOnrampUrl.js'
export {
  type GetBalancesErrorType,
  type GetBalancesParameters,
  type GetBalancesReturnType,
  getBalances,
} from '../blockchainApi/getBalances.js'
export {
  type GasPrice,
  type GetGasPriceErrorType,
  type GetGasPriceParameters,
  type GetGasPriceReturnType,
  getGasPrice,
} from '../blockchainApi/getGasPrice.js'
export {
  type GetIdentityErrorType,
  type GetIdentityParameters,
  type GetIdentityReturnType,
  getIdentity,
} from '../blockchainApi/getIdentity.js'
export {
  type GetNameRecordErrorType,
  type GetNameRecordParameters,
  type GetNameRecordReturnType,
  getNameRecord,
} from '../blockchainApi/getNameRecord.js'
export {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
  type NameSuggestion,
} from '../blockchainApi/getNameSuggestions.js'
export {
  type GetNamesForAddressErrorType,
  type GetNamesForAddressParameters,
  type GetNamesForAddressReturnType,
  getNamesForAddress,
} from '../blockchainApi/getNamesForAddress.js'
export {
  type GetOnrampOptionsErrorType,
  type GetOnrampOptionsReturnType,
  getOnrampOptions,
} from '../blockchainApi/getOnrampOptions.js'
export {
  type GetOnrampQuoteErrorType,
  type GetOnrampQuoteParameters,
  type GetOnrampQuoteReturnType,
  getOnrampQuote,
} from '../blockchainApi/getOnrampQuote.js'
export {
  type GetSessionErrorType,
  type GetSessionParameters,
  type GetSessionReturnType,
  getSession,
} from '../blockchainApi/getSession.js'
export {
  type GetSupportedNetworksErrorType,
  type GetSupportedNetworksReturnType,
  getSupportedNetworks,
} from '../blockchainApi/getSupportedNetworks.js'
export {
  type GetSwapAllowanceErrorType,
  type GetSwapAllowanceParameters,
  type GetSwapAllowanceReturnType,
  getSwapAllowance,
} from '../blockchainApi/getSwapAllowance.js'
export {
  type GetSwapQuoteErrorType,
  type GetSwapQuoteParameters,
  type GetSwapQuoteReturnType,
  getSwapQuote,
  type SwapQuote,
} from '../blockchainApi/getSwapQuote.js'
export {
  type GetSwapTokensErrorType,
  type GetSwapTokensParameters,
  type GetSwapTokensReturnType,
  getSwapTokens,
  type SwapToken,
} from '../blockchainApi/getSwapTokens.js'
export {
  type GetTokenPricesErrorType,
  type GetTokenPricesParameters,
  type GetTokenPricesReturnType,
  getTokenPrices,
  type TokenPrice,
} from '../blockchainApi/getTokenPrices.js'
export {
  type GetTransactionHistoryErrorType,
  type GetTransactionHistoryParameters,
  type GetTransactionHistoryReturnType,
  getTransactionHistory,
} from '../blockchainApi/getTransactionHistory.js'
export type { Identity } from '../blockchainApi/identitySchema.js'
export { isNetworkSupportedByApi } from '../blockchainApi/isNetworkSupportedByApi.js'
export type { NameRecord } from '../blockchainApi/nameRecordSchema.js'
export type { OnrampOptions, OnrampQuote } from '../blockchainApi/onrampSchemas.js'
export {
  type RegisterNameErrorType,
  type RegisterNameParameters,
  type RegisterNameReturnType,
  registerName,
} from '../blockchainApi/registerName.js'
export {
  type RevokeSessionErrorType,
  type RevokeSessionParameters,
  type RevokeSessionReturnType,
  revokeSession,
} from '../blockchainApi/revokeSession.js'
export type { SwapTransaction } from '../blockchainApi/swapTransactionSchema.js'
export type { TokenBalance } from '../blockchainApi/tokenBalanceSchema.js'
export type { Transaction } from '../blockchainApi/transactionSchema.js'
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from '../calls/sendCalls.js'
export { applyAdapterAccounts } from '../connection/applyAdapterSession.js'
export {
  buildOptionalNamespaces,
  type OptionalNamespaces,
  SESSION_NAMESPACE_METHODS,
  type SessionNamespace,
} from '../connection/buildOptionalNamespaces.js'
export {
  buildWalletConnectDeepLink,
  isSafeWalletLinkTarget,
  type WalletConnectDeepLink,
} from '../connection/buildWalletConnectDeepLink.js'
export {
  type ConnectAdapterErrorType,
  type ConnectAdapterParameters,
  type ConnectAdapterReturnType,
  type ConnectAdapterStores,
  connectAdapter,
} from '../connection/connectAdapter.js'
export {
  type ConnectWalletConnectErrorType,
  type ConnectWalletConnectParameters,
  type ConnectWalletConnectReturnType,
  connectWalletConnect,
  PAIRING_MAX_ATTEMPTS,
  type WalletConnectClient,
} from '../connection/connectWalletConnect.js'
export {
  type ConnectionState,
  type ConnectionStore,
  createConnectionStore,
  getInitialConnectionState,
} from '../connection/createConnectionStore.js'
export {
  type CreateWalletConnectPairingParameters,
  createWalletConnectPairing,
  type WalletConnectPairing,
} from '../connection/createWalletConnectPairing.js'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  type DisconnectStores,
  disconnect,
} from '../connection/disconnect.js'
export {
  type FinalizeConnectionErrorType,
  type FinalizeConnectionParameters,
  type FinalizeConnectionReturnType,
  finalizeConnection,
} from '../connection/finalizeConnection.js'
export { getPairingStep, type PairingPlatform, type PairingStep } from '../connection/getPairingStep.js'
export { getSessionRequestKind, type SessionRequestKind } from '../connection/getSessionRequestKind.js'
export {
  COINBASE_DAPP_LINK,
  getCoinbaseDappLink,
  getPhantomBrowseLink,
  getSolanaWalletRedirect,
  PHANTOM_BROWSE_LINK,
} from '../connection/getSolanaWalletRedirect.js'
export {
  type HandleAdapterEventParameters,
  type HandleAdapterEventStores,
  handleAdapterEvent,
} from '../connection/handleAdapterEvent.js'
export { getPairingExpiry, isPairingExpired } from '../connection/isPairingExpired.js'
export {
  type OpenWalletDeepLinkErrorType,
  type OpenWalletDeepLinkParameters,
  type OpenWalletDeepLinkReturnType,
  openWalletDeepLink,
} from '../connection/openWalletDeepLink.js'
export { parseWalletLink, type UnsafeWalletLinkReason } from '../connection/parseWalletLink.js'
export {
  type ResetConnectionErrorType,
  type ResetConnectionParameters,
  type ResetConnectionReturnType,
  resetConnection,
} from '../connection/resetConnection.js'
export {
  type SetConnectionStatusErrorType,
  type SetConnectionStatusParameters,
  type SetConnectionStatusReturnType,
  setConnectionStatus,
} from '../connection/setConnectionStatus.js'
export {
  type SetPairingUriErrorType,
  type SetPairingUriParameters,
  type SetPairingUriReturnType,
  setPairingUri,
} from '../connection/setPairingUri.js'
export {
  type StartHeartbeatErrorType,
  type StartHeartbeatParameters,
  type StartHeartbeatReturnType,
  startHeartbeat,
} from '../connection/startHeartbeat.js'
export type { Clock, Timers } from '../connection/Timers.js'
export {
  type UpdateConnectionErrorType,
  type UpdateConnectionParameters,
  type UpdateConnectionReturnType,
  updateConnection,
} from '../connection/updateConnection.js'
export { type WatchAdapterEventsParameters, watchAdapterEvents } from '../connection/watchAdapterEvents.js'
export { addRecentWallet } from '../connectors/addRecentWallet.js'
export type { Connector } from '../connectors/Connector.js'
export {
  type ConnectorsState,
  type ConnectorsStore,
  createConnectorsStore,
  getInitialConnectorsState,
} from '../connectors/createConnectorsStore.js'
export {
  filterSocialsForPlatform,
  getSocials,
  type TelegramPlatform,
} from '../connectors/filterSocialsForPlatform.js'
export {
  type GetConnectMethodsOrderParameters,
  getConnectMethodsOrder,
  hasInstalledWallet,
} from '../connectors/getConnectMethodsOrder.js'
export { getConnectorExplorerId, getConnectorImageId } from '../connectors/getConnectorAssets.js'
export { getConnectorName } from '../connectors/getConnectorName.js'
export { getFeaturedWallets } from '../connectors/getFeaturedWallets.js'
export { getNextWalletPage } from '../connectors/getNextWalletPage.js'
export { getRecommendedWallets } from '../connectors/getRecommendedWallets.js'
export { getWalletFeaturesOrder } from '../connectors/getWalletFeaturesOrder.js'
export {
  type ConnectorVisibilityContext,
  getExcludedRdns,
  getVisibleConnectors,
  isConnectorVisible,
} from '../connectors/isConnectorVisible.js'
export { isInstalledConnector } from '../connectors/isInstalledConnector.js'
export { mergeMultiChainConnectors } from '../connectors/mergeMultiChainConnectors.js'
export {
  type RemoveConnectorIdErrorType,
  type RemoveConnectorIdParameters,
  type RemoveConnectorIdReturnType,
  removeConnectorId,
} from '../connectors/removeConnectorId.js'
export {
  type SearchWalletsErrorType,
  type SearchWalletsParameters,
  type SearchWalletsReturnType,
  searchWallets,
} from '../connectors/searchWallets.js'
export {
  type SetActiveConnectorErrorType,
  type SetActiveConnectorParameters,
  type SetActiveConnectorReturnType,
  setActiveConnector,
} from '../connectors/setActiveConnector.js'
export {
  type SetConnectedNamespaceErrorType,
  type SetConnectedNamespaceParameters,
  type SetConnectedNamespaceReturnType,
  setConnectedNamespace,
} from '../connectors/setConnectedNamespace.js'
export {
  type SetConnectorsErrorType,
  type SetConnectorsParameters,
  type SetConnectorsReturnType,
  setConnectors,
} from '../connectors/setConnectors.js'
export {
  type SetFilterByNamespaceErrorType,
  type SetFilterByNamespaceParameters,
  type SetFilterByNamespaceReturnType,
  setFilterByNamespace,
} from '../connectors/setFilterByNamespace.js'
export { InvalidPreferredAccountTypeError } from '../errors/account.js'
export { ConnectionControllerClientNotSetError, DisconnectFailedError } from '../errors/connection.js'
export { TransactionHistoryAccountRequiredError } from '../errors/history.js'
export {
  HttpAbortError,
  HttpRequestError,
  HttpStatusError,
  HttpTimeoutError,
  InvalidResponseError,
} from '../errors/http.js'
export { NameServiceError, type NameServiceErrorCode } from '../errors/nameService.js'
export {
  ChainAdapterNotFoundError,
  ChainRequiredError,
  NetworkControllerClientNotSetError,
} from '../errors/network.js'
export { AppKitNotCreatedError, InvalidOptionError, SiweSiwxConflictError } from '../errors/options.js'
export {
  SiwxChainNotSupportedError,
  SiwxInitializeFailedError,
  SiwxVerificationFailedError,
} from '../errors/siwx.js'
export {
  type AtriumEvent,
  createEventsStore,
  type EventsState,
  type EventsStore,
} from '../events/createEventsStore.js'
export { type CreateEventsTrackerParameters, createEventsTracker } from '../events/createEventsTracker.js'
export { getLastEvent } from '../events/getLastEvent.js'
export {
  type PublishEventErrorType,
  type PublishEventParameters,
  type PublishEventReturnType,
  publishEvent,
} from '../events/publishEvent.js'
export { type WatchEventsListener, watchEvents } from '../events/watchEvents.js'
export {
  createTransactionHistoryStore,
  INITIAL_TRANSACTION_HISTORY_STATE,
  type TransactionHistoryState,
  type TransactionHistoryStore,
} from '../history/createTransactionHistoryStore.js'
export {
  type FetchTransactionHistoryErrorType,
  type FetchTransactionHistoryParameters,
  type FetchTransactionHistoryReturnType,
  fetchTransactionHistory,
  getTransactionHistoryFailedSnackbar,
  type TransactionHistorySnackbar,
} from '../history/fetchTransactionHistory.js'
export { groupTransactionsByYear, type TransactionsByYear } from '../history/groupTransactionsByYear.js'
export { isSpamTransaction } from '../history/isSpamTransaction.js'
export {
  type ResetTransactionHistoryErrorType,
  type ResetTransactionHistoryReturnType,
  resetTransactionHistory,
} from '../history/resetTransactionHistory.js'
export { buildUrl, type QueryParameters, type QueryValue } from '../http/buildUrl.js'
export {
  type CreateHttpClientParameters,
  createHttpClient,
  type HttpClient,
  type HttpErrorType,
  type HttpMethod,
  type HttpRequestParameters,
} from '../http/createHttpClient.js'
export {
  type CloseModalErrorType,
  type CloseModalParameters,
  type CloseModalReturnType,
  closeModal,
} from '../modal/closeModal.js'
export { createModalStore, type ModalState, type ModalStore } from '../modal/createModalStore.js'
export {
  type OpenModalErrorType,
  type OpenModalParameters,
  type OpenModalReturnType,
  openModal,
} from '../modal/openModal.js'
export { selectIsModalLoading, selectIsModalOpen, selectIsModalShaking } from '../modal/selectors.js'
export {
  type SetModalLoadingErrorType,
  type SetModalLoadingParameters,
  type SetModalLoadingReturnType,
  setModalLoading,
} from '../modal/setModalLoading.js'
export {
  type ShakeModalErrorType,
  type ShakeModalParameters,
  type ShakeModalReturnType,
  shakeModal,
} from '../modal/shakeModal.js'
export {
  type ChainNetworkState,
  createNetworkStore,
  getActiveCaipNetwork,
  getInitialChainNetworkState,
  getInitialNetworkState,
  type NetworkState,
  type NetworkStore,
} from '../network/createNetworkStore.js'
export { getInitialCaipNetwork } from '../network/getInitialCaipNetwork.js'
export { isNetworkSupported } from '../network/isNetworkSupported.js'
export {
  type RemoveCaipNetworkErrorType,
  type RemoveCaipNetworkParameters,
  type RemoveCaipNetworkReturnType,
  removeCaipNetwork,
} from '../network/removeCaipNetwork.js'
export {
  type ResetNetworkErrorType,
  type ResetNetworkParameters,
  type ResetNetworkReturnType,
  resetNetwork,
} from '../network/resetNetwork.js'
export type { ResolveNetwork } from '../network/resolveUnknownNetwork.js'
export {
  type SetNetworkFieldsErrorType,
  type SetNetworkFieldsParameters,
  type SetNetworkFieldsReturnType,
  setNetworkFields,
} from '../network/setNetworkFields.js'
export {
  applyRequestedCaipNetworks,
  type SetRequestedCaipNetworksErrorType,
  type SetRequestedCaipNetworksParameters,
  type SetRequestedCaipNetworksReturnType,
  setRequestedCaipNetworks,
} from '../network/setRequestedCaipNetworks.js'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  type SwitchNetworkStores,
  switchNetwork,
} from '../network/switchNetwork.js'
export { type AppKitOptions, LOG_LEVELS, type ParsedOptions } from '../options/checkOptions.js'
export {
  type CreateInstanceRegistryParameters,
  createInstanceRegistry,
  type InstanceRegistry,
} from '../options/createInstanceRegistry.js'
export {
  createOptionsStore,
  type OptionsState,
  type OptionsStore,
  toOptionsState,
} from '../options/createOptionsStore.js'
export {
  type GetAvailableWalletFeaturesParameters,
  getAvailableWalletFeatures,
} from '../options/getAvailableWalletFeatures.js'
export {
  type DappMetadata,
  type GetDappMetadataParameters,
  getDappMetadata,
} from '../options/getDappMetadata.js'
export { INSTALLED_WALLET_CONNECT_METHODS_ORDER } from '../options/INSTALLED_WALLET_CONNECT_METHODS_ORDER.js'
export { isRestrictedTimeZone } from '../options/isRestrictedTimeZone.js'
export {
  type ResolvedOptions,
  type ResolveOptionsErrorType,
  type ResolveOptionsParameters,
  type ResolveOptionsReturnType,
  resolveOptions,
} from '../options/resolveOptions.js'
export { toWalletDirectoryClientParameters } from '../options/toWalletDirectoryClientParameters.js'
export {
  createRouterStore,
  type RouterState,
  type RouterStore,
  type TransactionStackEntry,
} from '../router/createRouterStore.js'
export {
  createTransactionCallbackRegistry,
  type TransactionCallbackRegistry,
  type TransactionCallbacks,
} from '../router/createTransactionCallbackRegistry.js'
export {
  type EndAccountNameRegistrationErrorType,
  type EndAccountNameRegistrationParameters,
  type EndAccountNameRegistrationReturnType,
  endAccountNameRegistration,
} from '../router/endAccountNameRegistration.js'
export {
  type FindWalletConnectorParameters,
  findWalletConnector,
  type WalletIdentity,
} from '../router/findWalletConnector.js'
export {
  type FarcasterBackPorts,
  type GoBackErrorType,
  type GoBackParameters,
  type GoBackReturnType,
  goBack,
} from '../router/goBack.js'
export {
  type GoBackAfterNetworkSwitchErrorType,
  type GoBackAfterNetworkSwitchParameters,
  type GoBackAfterNetworkSwitchReturnType,
  goBackAfterNetworkSwitch,
  shouldGoBackAfterNetworkSwitch,
} from '../router/goBackAfterNetworkSwitch.js'
export {
  type GoBackAfterSwapFailureErrorType,
  type GoBackAfterSwapFailureParameters,
  type GoBackAfterSwapFailureReturnType,
  goBackAfterSwapFailure,
} from '../router/goBackAfterSwapFailure.js'
export {
  type GoBackToIndexErrorType,
  type GoBackToIndexParameters,
  type GoBackToIndexReturnType,
  goBackToIndex,
} from '../router/goBackToIndex.js'
export {
  type PopTransactionErrorType,
  type PopTransactionParameters,
  type PopTransactionReturnType,
  popTransaction,
} from '../router/popTransaction.js'
export {
  type PushTransactionErrorType,
  type PushTransactionParameters,
  type PushTransactionReturnType,
  pushTransaction,
} from '../router/pushTransaction.js'
export {
  type PushViewErrorType,
  type PushViewParameters,
  type PushViewReturnType,
  pushView,
} from '../router/pushView.js'
export {
  CONNECTING_SOCIAL_VIEW,
  EMAIL_VERIFY_DEVICE_VIEW,
  EMAIL_VERIFY_OTP_VIEW,
  INITIAL_VIEW,
  isRouterView,
  NETWORKS_VIEW,
  RECEIVE_VIEW,
  ROUTER_VIEWS,
  type RouterView,
  SEND_VIEW,
  SWAP_VIEW,
  UPDATE_EMAIL_PRIMARY_OTP_VIEW,
  UPDATE_EMAIL_SECONDARY_OTP_VIEW,
  UPDATE_EMAIL_VIEW,
} from '../router/RouterView.js'
export type { RouterViewData } from '../router/RouterViewData.js'
export {
  type ReplaceViewErrorType,
  type ReplaceViewParameters,
  type ReplaceViewReturnType,
  replaceView,
} from '../router/replaceView.js'
export {
  type ResetViewErrorType,
  type ResetViewParameters,
  type ResetViewReturnType,
  resetView,
} from '../router/resetView.js'
export {
  selectCanGoBack,
  selectHasPendingTransaction,
  selectView,
  selectViewData,
} from '../router/selectors.js'
export {
  isRequestedNetwork,
  type RequestedNetworks,
  type ShouldShowUnsupportedChainParameters,
  shouldShowUnsupportedChain,
} from '../router/shouldShowUnsupportedChain.js'
export {
  type ShowAccountAfterSendErrorType,
  type ShowAccountAfterSendParameters,
  type ShowAccountAfterSendReturnType,
  showAccountAfterSend,
} from '../router/showAccountAfterSend.js'
export {
  type ShowAccountAfterSwapErrorType,
  type ShowAccountAfterSwapParameters,
  type ShowAccountAfterSwapReturnType,
  showAccountAfterSwap,
} from '../router/showAccountAfterSwap.js'
export {
  type ShowAccountNameRegisteringErrorType,
  type ShowAccountNameRegisteringParameters,
  type ShowAccountNameRegisteringReturnType,
  showAccountNameRegistering,
} from '../router/showAccountNameRegistering.js'
export {
  type ShowUnsupportedChainErrorType,
  type ShowUnsupportedChainParameters,
  type ShowUnsupportedChainReturnType,
  showUnsupportedChain,
} from '../router/showUnsupportedChain.js'
export {
  type CreateSendActionsParameters,
  createSendActions,
  type SendActions,
  type SendActionsStores,
} from '../send/createSendActions.js'
export {
  createSendStore,
  getInitialSendState,
  type SendState,
  type SendStore,
} from '../send/createSendStore.js'
export {
  type EstimateSendFeeErrorType,
  type EstimateSendFeeParameters,
  type EstimateSendFeeReturnType,
  estimateSendFee,
} from '../send/estimateSendFee.js'
export { getMaxSendAmount } from '../send/getMaxSendAmount.js'
export { getSendAmountValue } from '../send/getSendAmountValue.js'
export { type GetSendableTokensParameters, getSendableTokens } from '../send/getSendableTokens.js'
export { type GetSendProblemParameters, getSendProblem, type SendProblem } from '../send/getSendProblem.js'
export { readReceiver } from '../send/readReceiver.js'
export {
  type ResetSendErrorType,
  type ResetSendParameters,
  type ResetSendReturnType,
  resetSend,
} from '../send/resetSend.js'
export {
  type SendSnackbar,
  type SendTokenErrorType,
  type SendTokenParameters,
  type SendTokenReturnType,
  type SendTokenStores,
  sendToken,
} from '../send/sendToken.js'
export {
  type UpdateSendFormErrorType,
  type UpdateSendFormParameters,
  type UpdateSendFormReturnType,
  updateSendForm,
} from '../send/updateSendForm.js'
export {
  type CreateSiwxConfigErrorType,
  type CreateSiwxConfigParameters,
  type CreateSiwxConfigReturnType,
  createSiwxConfig,
} from '../siwx/createSiwxConfig.js'
export { getSiwxAccountKey } from '../siwx/createSiwxSessionStorage.js'
export { formatSiwxMessage } from '../siwx/formatSiwxMessage.js'
export type {
  SiwxCacao,
  SiwxConfig,
  SiwxCreateMessageInput,
  SiwxMessage,
  SiwxMessageData,
  SiwxSession,
  SiwxVerifier,
} from '../siwx/SiwxConfig.js'
export { toSiwxSession } from '../siwx/toSiwxSession.js'
export {
  type VerifySiwxSessionErrorType,
  type VerifySiwxSessionParameters,
  type VerifySiwxSessionReturnType,
  verifySiwxSession,
} from '../siwx/verifySiwxSession.js'
export {
  createSnackbarStore,
  type SnackbarState,
  type SnackbarStore,
  type SnackbarVariant,
} from '../snackbar/createSnackbarStore.js'
export {
  type HideSnackbarErrorType,
  type HideSnackbarParameters,
  type HideSnackbarReturnType,
  hideSnackbar,
} from '../snackbar/hideSnackbar.js'
export {
  type ShowSnackbarErrorType,
  type ShowSnackbarParameters,
  type ShowSnackbarReturnType,
  SNACKBAR_AUTO_HIDE_MS,
  showSnackbar,
} from '../snackbar/showSnackbar.js'
export {
  type AppKitInitialState,
  type CookieToInitialStateErrorType,
  type CookieToInitialStateParameters,
  type CookieToInitialStateReturnType,
  cookieToInitialState,
  type InitialConnection,
} from '../storage/cookieToInitialState.js'
export {
  type AtriumStorage,
  type ConnectedAccounts,
  type CreateAtriumStorageParameters,
  createAtriumStorage,
  type DeepLinkChoice,
  type StoredActiveCaipNetwork,
} from '../storage/createAtriumStorage.js'
export { type CreateCookieStorageParameters, createCookieStorage } from '../storage/createCookieStorage.js'
export { createLocalStorage, type WebStorage } from '../storage/createLocalStorage.js'
export {
  LOGIN_DATA_KEYS,
  type LoginDataKey,
  type LoginDataStorage,
  type LoginDataValues,
} from '../storage/createLoginDataStorage.js'
export { createMemoryStorage } from '../storage/createMemoryStorage.js'
export {
  type CreateServiceStorageParameters,
  createServiceStorage,
  type ServiceStorage,
} from '../storage/createServiceStorage.js'
export {
  SESSION_CACHE_NAMES,
  type SessionCache,
  type SessionCacheName,
  type SessionCacheRecord,
} from '../storage/createSessionCache.js'
export {
  CACHE_LIFETIMES_MS,
  type CacheKeys,
  type CacheName,
  type CacheValues,
  type StorageCaches,
} from '../storage/createStorageCaches.js'
export { createConsoleLogger, type Logger } from '../storage/Logger.js'
export type { StorageBackend } from '../storage/StorageBackend.js'
export { COOKIE_MAX_AGE_SECONDS, type CookieAttributes } from '../storage/serializeCookie.js'
export { applySwapEdit, isSameSwapAsset, isSwapAmountPositive, type SwapEdit } from '../swap/applySwapEdit.js'
export {
  type ApplySwapGasInput,
  applySwapGas,
} from '../swap/applySwapGas.js'
export {
  type ApplySwapQuoteInput,
  applySwapQuote,
  getSwapMaxSlippage,
  getSwapProviderFee,
  getSwapToTokenAmount,
} from '../swap/applySwapQuote.js'
export {
  type CreateSwapActionsParameters,
  createSwapActions,
  SWAP_QUOTE_DELAY_MS,
  type SwapActions,
  type SwapActionsStores,
} from '../swap/createSwapActions.js'
export {
  createSwapStore,
  getInitialSwapState,
  type SwapAsset,
  type SwapPendingStep,
  type SwapState,
  type SwapStatus,
  type SwapStore,
  type SwapTransactionState,
} from '../swap/createSwapStore.js'
export { type FetchSwapPricesParameters, fetchSwapPrices } from '../swap/fetchSwapPrices.js'
export {
  applySwapTokensFlip,
  type FlipSwapTokensErrorType,
  type FlipSwapTokensParameters,
  type FlipSwapTokensReturnType,
  flipSwapTokens,
  SWAP_FLIP_DEFAULT_AMOUNT,
} from '../swap/flipSwapTokens.js'
export {
  type GetSwapInputErrorParameters,
  getSwapInputError,
  isSwapGasShort,
} from '../swap/getSwapInputError.js'
export { getSwapAmounts, getSwapLoadingText } from '../swap/getSwapLoadingText.js'
export {
  type InitializeSwapErrorType,
  type InitializeSwapParameters,
  type InitializeSwapReturnType,
  initializeSwap,
} from '../swap/initializeSwap.js'
export { isSwapNativeToken } from '../swap/isSwapNativeToken.js'
export { readSwapErrorMessage } from '../swap/readSwapErrorMessage.js'
export { readSwapQuantity } from '../swap/readSwapQuantity.js'
export {
  type RefreshSwapQuoteErrorType,
  type RefreshSwapQuoteParameters,
  type RefreshSwapQuoteReturnType,
  refreshSwapQuote,
} from '../swap/refreshSwapQuote.js'
export {
  applySwapReset,
  type ResetSwapErrorType,
  type ResetSwapParameters,
  type ResetSwapReturnType,
  resetSwap,
} from '../swap/resetSwap.js'
export type { SwapSnackbar } from '../swap/SwapSnackbar.js'
export type { SwapStores } from '../swap/SwapStores.js'
export {
  type SwapTokensErrorType,
  type SwapTokensParameters,
  type SwapTokensReturnType,
  swapTokens,
} from '../swap/swapTokens.js'
export {
  applySwapForm,
  type UpdateSwapFormErrorType,
  type UpdateSwapFormParameters,
  type UpdateSwapFormReturnType,
  updateSwapForm,
} from '../swap/updateSwapForm.js'
export {
  createThemeStore,
  type ThemeMode,
  type ThemeState,
  type ThemeStore,
  type ThemeVariables,
} from '../theme/createThemeStore.js'
export { getThemeSyncPayload, type ThemeSyncPayload } from '../theme/getThemeSyncPayload.js'
export { selectThemeTokens, THEME_FOREGROUND_COLORS, type ThemeTokens } from '../theme/selectThemeTokens.js'
export {
  type SetThemeModeErrorType,
  type SetThemeModeParameters,
  type SetThemeModeReturnType,
  setThemeMode,
} from '../theme/setThemeMode.js'
export {
  type SetThemeVariablesErrorType,
  type SetThemeVariablesParameters,
  type SetThemeVariablesReturnType,
  setThemeVariables,
} from '../theme/setThemeVariables.js'
export {
  type CreateWalletDirectoryClientParameters,
  createWalletDirectoryClient,
  type WalletDirectoryClient,
} from '../walletDirectory/createWalletDirectoryClient.js'
export {
  createWalletDirectoryUrls,
  type WalletDirectoryUrlParameters,
  type WalletDirectoryUrls,
} from '../walletDirectory/createWalletDirectoryUrls.js'
export {
  type GetAnalyticsConfigErrorType,
  type GetAnalyticsConfigReturnType,
  getAnalyticsConfig,
} from '../walletDirectory/getAnalyticsConfig.js'
export {
  type DirectoryImageKind,
  type GetDirectoryImageErrorType,
  type GetDirectoryImageParameters,
  type GetDirectoryImageReturnType,
  getDirectoryImage,
  getDirectoryImageUrl,
} from '../walletDirectory/getDirectoryImage.js'
export { getWalletImageUrl } from '../walletDirectory/getWalletImageUrl.js'
export {
  type GetWalletsErrorType,
  type GetWalletsParameters,
  type GetWalletsReturnType,
  getWallets,
} from '../walletDirectory/getWallets.js'
export type { Wallet } from '../walletDirectory/walletSchema.js'
export {
  createWalletListStore,
  type DirectoryWalletPages,
  type DirectoryWallets,
  getInitialWalletListState,
  type WalletListError,
  type WalletListState,
  type WalletListStatus,
  type WalletListStore,
  type WalletSearch,
} from '../walletList/createWalletListStore.js'
export { createAllWalletRowsBuilder, getAllWalletRows } from '../walletList/getAllWalletRows.js'
export { getConnectWalletRows } from '../walletList/getConnectWalletRows.js'
export { getWalletListChains } from '../walletList/getWalletListChains.js'
export { getWalletListKey } from '../walletList/getWalletListKey.js'
export { getWalletListView, type WalletListView } from '../walletList/getWalletListView.js'
export { getWalletRowsInput, type WalletRowsPlatform } from '../walletList/getWalletRowsInput.js'
export {
  type GetWalletSelectionParameters,
  getWalletSelection,
  type WalletSelection,
} from '../walletList/getWalletSelection.js'
export { hasWalletLink } from '../walletList/hasWalletLink.js'
export {
  type LoadMoreWalletsErrorType,
  type LoadMoreWalletsParameters,
  type LoadMoreWalletsReturnType,
  loadMoreWallets,
} from '../walletList/loadMoreWallets.js'
export {
  type LoadWalletListErrorType,
  type LoadWalletListParameters,
  type LoadWalletListReturnType,
  loadWalletList,
} from '../walletList/loadWalletList.js'
export {
  type RetryWalletListErrorType,
  type RetryWalletListParameters,
  type RetryWalletListReturnType,
  retryWalletList,
} from '../walletList/retryWalletList.js'
export {
  type SearchWalletListErrorType,
  type SearchWalletListParameters,
  type SearchWalletListReturnType,
  searchWalletList,
} from '../walletList/searchWalletList.js'
export {
  getShownDirectoryWallets,
  getWalletPages,
  hasMoreWallets,
  isWalletListLoading,
  isWalletSearchShown,
} from '../walletList/selectors.js'
export {
  type SelectWalletErrorType,
  type SelectWalletParameters,
  type SelectWalletReturnType,
  selectWallet,
} from '../walletList/selectWallet.js'
export {
  type SetWalletListChainsErrorType,
  type SetWalletListChainsParameters,
  type SetWalletListChainsReturnType,
  setWalletListChains,
} from '../walletList/setWalletListChains.js'
export type { WalletListServices } from '../walletList/WalletListServices.js'
export type {
  AllWalletsRow,
  ConnectRow,
  WalletConnectRow,
  WalletRow,
  WalletRowSource,
} from '../walletList/WalletRow.js'
export type { WalletRowsInput } from '../walletList/WalletRowsInput.js'
