export {
  type CaipAddress,
  type FormatCaipAddressErrorType,
  formatCaipAddress,
  isCaipAddress,
  type ParseCaipAddressErrorType,
  type ParsedCaipAddress,
  parseCaipAddress,
} from '../caip/CaipAddress.js'
export {
  type CaipNetworkId,
  type FormatCaipNetworkIdErrorType,
  formatCaipNetworkId,
  isCaipNetworkId,
  isCaipReference,
  type ParseCaipNetworkIdErrorType,
  type ParsedCaipNetworkId,
  parseCaipNetworkId,
  toChainId,
} from '../caip/CaipNetworkId.js'
export { isNamespace, NAMESPACES, type Namespace } from '../caip/Namespace.js'
export {
  ACCOUNT_TYPES,
  type AccountType,
  BALANCE_NAMESPACES,
  BALANCE_RETRY_BACKOFF_MS,
  PREFERRED_ACCOUNT_TYPES,
  type PreferredAccountType,
} from '../constants/account.js'
export { API_SDK_TYPE, API_SDK_VERSION, NAME_API_VERSION, WALLET_BADGE_TYPE } from '../constants/api.js'
export {
  ENS_CACHE_LIFETIME_MS,
  IDENTITY_CACHE_LIFETIME_MS,
  NATIVE_BALANCE_CACHE_LIFETIME_MS,
  PORTFOLIO_CACHE_LIFETIME_MS,
} from '../constants/cache.js'
export {
  CONNECTION_STATUSES,
  type ConnectionStatus,
  DEEP_LINK_FALLBACK_DELAY_MS,
  EXTERNAL_WALLET_WAIT_MS,
  HEARTBEAT_INTERVAL_MS,
  NAMESPACE_EVENTS,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  PAIRING_RETRY_INTERVAL_MS,
  WALLET_CONNECT_DEEP_LINK_PATH,
} from '../constants/connection.js'
export { CONNECTOR_EXPLORER_IDS, CONNECTOR_IMAGE_IDS } from '../constants/connectorAssets.js'
export {
  AUTH_CONNECTOR_NAME,
  BROWSER_WALLET_CONNECTOR_NAME,
  CONNECTOR_IDS,
  CONNECTOR_NAME_ALIASES,
  CONNECTOR_TYPES,
  type ConnectorType,
} from '../constants/connectors.js'
export { type ApiService, DEFAULT_API_URLS } from '../constants/coreApiUrls.js'
export { EVENT_NAMES, type EventName } from '../constants/coreEvents.js'
export { SERVICE_REQUEST_TIMEOUT_MS } from '../constants/coreHttp.js'
export {
  ADDRESS_CACHE_MAX_ENTRIES,
  BLOB_SIZE_LIMIT_BYTES,
  EVM_CHAIN_ID_LIMIT,
  KECCAK_BLOCK_BYTES,
  KECCAK_OUTPUT_BYTES,
  MAX_UINT256,
  RLP_READ_LIMIT_COUNT,
} from '../constants/evm.js'
export {
  AUTH_NAMESPACES,
  EMAIL_COOLDOWN_MS,
  EMAIL_UPDATE_ACTIONS,
  EMAIL_VERIFICATION_ACTIONS,
  EMBEDDED_SOCIAL_PROVIDERS,
  EMBEDDED_WALLET_LOAD_TIMEOUT_MS,
  EMBEDDED_WALLET_SDK_VERSION,
  type EmbeddedSocialProvider,
  FARCASTER_BACK_RESET_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_VERSION,
  FRAME_Z_INDEX,
  TELEGRAM_HIDDEN_SOCIALS,
} from '../constants/frame.js'
export { PENDING_TRANSACTIONS_MAX_COUNT } from '../constants/history.js'
export {
  ACCOUNT_NAME_MIN_CHARS,
  ACCOUNT_NAME_SUFFIX,
  COIN_TYPE_FLAG,
  LEGACY_ACCOUNT_NAME_SUFFIX,
  NAME_SERVICE_NAMESPACES,
  NAME_SUGGESTION_ZONE,
} from '../constants/names.js'
export { NETWORK_IMAGE_IDS } from '../constants/networkImageIds.js'
export {
  DEFAULT_CAIP_NETWORK_ID,
  DEFAULT_CHAIN_ID,
  WALLET_CONNECT_RPC_CHAIN_IDS,
} from '../constants/networks.js'
export {
  ONRAMP_FALLBACK_PAYMENT_CURRENCIES,
  ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS,
  ONRAMP_FALLBACK_PURCHASE_CURRENCIES,
  ONRAMP_FEE_RATE_MAX,
  ONRAMP_FEE_RATE_MIN,
} from '../constants/onramp.js'
export {
  type ConnectMethod,
  DEFAULT_CONNECT_METHODS_ORDER,
  DEFAULT_SOCIALS,
  DEFAULT_WALLET_FEATURES_ORDER,
  SOCIAL_PROVIDER_NAMES,
  type SocialProvider,
  type WalletFeature,
} from '../constants/options.js'
export {
  FALLBACK_LATENCY_WEIGHT,
  FALLBACK_PING_TIMEOUT_MS,
  FALLBACK_POLLING_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_STABILITY_WEIGHT,
  JSON_RPC_BATCH_MAX_REQUESTS,
  JSON_RPC_TIMEOUT_MS,
  RETRY_AFTER_MAX_MS,
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_STATUS_CODES,
} from '../constants/rpc.js'
export {
  AUTH_PERMITTED_RPC_METHODS,
  isRpcMethodAllowed,
  isRpcSafeMethod,
  isRpcUnsafeMethod,
  RPC_SAFE_METHODS,
  RPC_UNSAFE_METHODS,
  type RpcSafeMethod,
  type RpcUnsafeMethod,
} from '../constants/rpcMethods.js'
export {
  DEFAULT_LOG_LEVEL,
  LOG_BUFFER_BYTES,
  RESTRICTED_TIME_ZONES,
  SDK_TYPE,
  SDK_VERSION,
} from '../constants/sdk.js'
export { STORAGE_KEY_PREFIX } from '../constants/storage.js'
export {
  GAS_ESTIMATE_UNITS,
  PROVIDER_FEE_RATE,
  SWAP_DESTINATION_MAX_DECIMALS,
  SWAP_NATIVE_TOKEN_ADDRESS,
  SWAP_SLIPPAGE_TOLERANCE_PERCENT,
  SWAP_SUGGESTED_TOKEN_SYMBOLS,
} from '../constants/swap.js'
export {
  DARK_THEME_ACCENT_COLOR,
  DARK_THEME_BACKGROUND_COLOR,
  LIGHT_THEME_ACCENT_COLOR,
  LIGHT_THEME_BACKGROUND_COLOR,
  THEME_MODES,
} from '../constants/theme.js'
export {
  BALANCE_DISPLAY_DECIMALS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  NUMBER_FORMAT_FRACTION_DIGITS,
  NUMBER_FORMAT_LOCALE,
  SHAKE_DURATION_MS,
  SNACKBAR_REPLACE_DELAY_MS,
  SNACKBAR_VARIANTS,
  USD_DISPLAY_DECIMALS,
} from '../constants/ui.js'
export {
  FEATURED_WALLETS_COUNT,
  RECENT_WALLETS_MAX_COUNT,
  RECOMMENDED_WALLETS_COUNT,
  WALLET_SEARCH_MAX_RESULTS,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLETS_PER_PAGE,
} from '../constants/wallets.js'
export { AtriumError, type AtriumErrorOptions, isAtriumError } from '../errors/AtriumError.js'
export { ALERT_CATALOGUE, type Alert, type AlertCode, formatAlert } from '../errors/alertCatalogue.js'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.js'
export { ERROR_CATALOGUE, ERROR_CATALOGUE_DOMAINS, type ErrorCode, isErrorCode } from '../errors/catalogue.js'
export { ChainError, type ChainErrorCode } from '../errors/chain.js'
export { fillTemplate, type TemplatePlaceholders, type TemplateValue } from '../errors/fillTemplate.js'
export { InvalidDecimalAmountError, InvalidDecimalsError } from '../errors/format.js'
export {
  type ErrorMessageParameters,
  type FormatErrorMessageArguments,
  formatErrorMessage,
} from '../errors/formatErrorMessage.js'
export {
  type FormatMessageArguments,
  formatMessage,
  type MessageParameters,
} from '../errors/formatMessage.js'
export { getProviderErrorAlert, PROVIDER_ERROR_ALERTS } from '../errors/getProviderErrorAlert.js'
export { ACCOUNT_MESSAGES } from '../errors/messages/accountMessages.js'
export { APP_MESSAGES } from '../errors/messages/appMessages.js'
export { AUTH_MESSAGES } from '../errors/messages/authMessages.js'
export { AUTH_SERVICE_MESSAGES } from '../errors/messages/authServiceMessages.js'
export { BUTTON_MESSAGES } from '../errors/messages/buttonMessages.js'
export { CAIP_MESSAGES } from '../errors/messages/caipMessages.js'
export { CHAIN_MESSAGES } from '../errors/messages/chainMessages.js'
export { COMMON_MESSAGES } from '../errors/messages/commonMessages.js'
export { CONNECTION_MESSAGES } from '../errors/messages/connectionMessages.js'
export { CORE_OPTIONS_MESSAGES } from '../errors/messages/coreOptionsMessages.js'
export { CORE_SERVICE_MESSAGES } from '../errors/messages/coreServiceMessages.js'
export { FORMAT_MESSAGES } from '../errors/messages/formatMessages.js'
export { FRAME_MESSAGES } from '../errors/messages/frameMessages.js'
export { HISTORY_MESSAGES } from '../errors/messages/historyMessages.js'
export { JSON_RPC_MESSAGES } from '../errors/messages/jsonRpcMessages.js'
export { LOGIN_MESSAGES } from '../errors/messages/loginMessages.js'
export { NAME_MESSAGES } from '../errors/messages/nameMessages.js'
export { NETWORK_MESSAGES } from '../errors/messages/networkMessages.js'
export { NODE_MESSAGES } from '../errors/messages/nodeMessages.js'
export { REACT_MESSAGES } from '../errors/messages/reactMessages.js'
export { RPC_MESSAGES } from '../errors/messages/rpcMessages.js'
export { SEND_MESSAGES } from '../errors/messages/sendMessages.js'
export { STORAGE_MESSAGES } from '../errors/messages/storageMessages.js'
export { SWAP_MESSAGES } from '../errors/messages/swapMessages.js'
export { VALIDATION_MESSAGES } from '../errors/messages/validationMessages.js'
export {
  InvalidChainIdError,
  InvalidNetworkDefinitionError,
  NetworkNotFoundError,
} from '../errors/network.js'
export { NodeError } from '../errors/node.js'
export {
  ChainDisconnectedError,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  type RpcErrorCode,
  type RpcErrorOptions,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownRpcError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  VersionNotSupportedRpcError,
} from '../errors/rpc.js'
export {
  HttpRequestError,
  HttpStatusError,
  RequestAbortedError,
  RequestTimeoutError,
  RpcMethodNotAllowedError,
  RpcRequestError,
} from '../errors/transport.js'
export { InvalidAddressError, InvalidSendCallsTargetError } from '../errors/validation.js'
export { withTimeout } from '../errors/withTimeout.js'
export { formatBalance } from '../format/formatBalance.js'
export { formatGroupedBalance } from '../format/formatGroupedBalance.js'
export { formatMonthYear } from '../format/formatMonthYear.js'
export { type FormatNumberOptions, formatNumber, formatUsd, formatUsdCost } from '../format/formatNumber.js'
export { formatRelativeDate, RELATIVE_DATE_LABELS } from '../format/formatRelativeDate.js'
export { formatSwapAmount } from '../format/formatSwapAmount.js'
export { type FormatUnitsErrorType, formatUnits, MAX_UNIT_DECIMALS } from '../format/formatUnits.js'
export { type ParseUnitsErrorType, parseUnits } from '../format/parseUnits.js'
export { type TruncateAddressOptions, truncateAddress } from '../format/truncateAddress.js'
export { type TruncateDecimalsErrorType, truncateDecimals } from '../format/truncateDecimals.js'
export { afterNextPaint } from '../lazy/afterNextPaint.js'
export { createLazyLoader, type LazyLoader } from '../lazy/createLazyLoader.js'
export { type GetCoinTypeErrorType, getCoinType } from '../names/getCoinType.js'
export type {
  BlockExplorer,
  CaipNetwork,
  NativeCurrency,
  NetworkAssets,
  NetworkChainId,
  NetworkRpcUrls,
  RpcEndpoints,
} from '../networks/CaipNetwork.js'
export {
  type DefineNetworkErrorType,
  type DefineNetworkParameters,
  type DefineNetworkReturnType,
  defineNetwork,
} from '../networks/defineNetwork.js'
export { arbitrum } from '../networks/definitions/arbitrum.js'
export { aurora } from '../networks/definitions/aurora.js'
export { avalanche } from '../networks/definitions/avalanche.js'
export { base } from '../networks/definitions/base.js'
export { bitcoin } from '../networks/definitions/bitcoin.js'
export { bitcoinTestnet } from '../networks/definitions/bitcoinTestnet.js'
export { bsc } from '../networks/definitions/bsc.js'
export { celo } from '../networks/definitions/celo.js'
export { gnosis } from '../networks/definitions/gnosis.js'
export { mainnet } from '../networks/definitions/mainnet.js'
export { optimism } from '../networks/definitions/optimism.js'
export { polkadot } from '../networks/definitions/polkadot.js'
export { polygon } from '../networks/definitions/polygon.js'
export { solana } from '../networks/definitions/solana.js'
export { solanaDevnet } from '../networks/definitions/solanaDevnet.js'
export { solanaTestnet } from '../networks/definitions/solanaTestnet.js'
export { zksync } from '../networks/definitions/zksync.js'
export { zora } from '../networks/definitions/zora.js'
export { getNetwork } from '../networks/getNetwork.js'
export { type CatalogueNetwork, NETWORKS } from '../networks/NETWORKS.js'
export { type ToUnknownNetworkErrorType, toUnknownNetwork } from '../networks/toUnknownNetwork.js'
export { decodeRevertReason } from '../rpc/decodeRevertReason.js'
export { getRetryDelayMs, readRetryAfterMs } from '../rpc/getRetryDelayMs.js'
export { isUserRejection } from '../rpc/isUserRejection.js'
export { CHAIN_ERROR_CODES, JSON_RPC_ERROR_CODES, type JsonRpcErrorCode } from '../rpc/jsonRpcErrorCodes.js'
export { type NodeErrorCode, parseNodeError, type ReadableNodeError } from '../rpc/parseNodeError.js'
export { toChainError } from '../rpc/toChainError.js'
export { getNodeErrorMessage, toNodeError } from '../rpc/toNodeError.js'
export { fromRpcError, toJsonRpcErrorObject, toRpcError } from '../rpc/toRpcError.js'
export { hasValidSendCallsTargets, isSendCallsTarget } from '../validators/hasValidSendCallsTargets.js'
export { getAccountNameLabel, isAccountName } from '../validators/isAccountName.js'
export { isEmail } from '../validators/isEmail.js'
export { type IsEvmAddressOptions, isEvmAddress } from '../validators/isEvmAddress.js'
export { type AssertEvmChainIdErrorType, assertEvmChainId, isEvmChainId } from '../validators/isEvmChainId.js'
export { isPreferredAccountType } from '../validators/isPreferredAccountType.js'
export { isSignedMessage } from '../validators/isSignedMessage.js'
export { isSolanaAddress } from '../validators/isSolanaAddress.js'
export { isSwapAddress } from '../validators/isSwapAddress.js'
export { isTransactionHash } from '../validators/isTransactionHash.js'
export {
  isWalletAssetsEntry,
  isWalletAssetsResponse,
  type WalletAssetsEntry,
  type WalletAssetsResponse,
} from '../validators/isWalletAssetsResponse.js'
export { type ToChecksumAddressErrorType, toChecksumAddress } from '../validators/toChecksumAddress.js'
