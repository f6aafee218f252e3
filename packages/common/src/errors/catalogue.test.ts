import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE, ERROR_CATALOGUE_DOMAINS, type ErrorCode, isErrorCode } from './catalogue.js'

/** Every text the spec quotes, with the requirement that quotes it. */
const SPEC_MESSAGES: readonly (readonly [string, ErrorCode, string])[] = [
  ['[VAL-012]', 'INVALID_CHAIN_ID', 'Invalid chainId'],
  ['[NAME-011]', 'NAME_RESOLVE_FAILED', 'Error resolving name'],
  ['[NAME-012]', 'NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions'],
  ['[NAME-013]', 'NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address'],
  ['[NAME-014]', 'NAME_REGISTRATION_FAILED', 'Error registering name {name}'],
  ['[NAME-001]', 'NETWORK_NOT_FOUND', 'Network not found'],
  ['[NAME-002]', 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', 'Address or auth connector not found'],
  [
    '[HIST-005]',
    'HISTORY_ACCOUNT_ADDRESS_REQUIRED',
    "Transactions can't be fetched without an accountAddress",
  ],
  ['[HIST-004]', 'HISTORY_FETCH_FAILED', 'Failed to fetch transactions'],
  ['[FRAME-015]', 'FRAME_LOAD_FAILED', 'Unable to load email login dependency'],
  ['[FRAME-013]', 'FRAME_IFRAME_NOT_SET', 'W3mFrame: iframe is not set'],
  ['[FRAME-014]', 'FRAME_PARENT_NOT_SET', 'parent is not set'],
  ['[FRAME-011]', 'FRAME_SCHEMA_REQUIRED', 'Required'],
  ['[FRAME-011]', 'FRAME_SCHEMA_INVALID_INPUT', 'Invalid input'],
  ['[FRAME-010]', 'FRAME_REQUEST_FAILED', 'An error occurred'],
  ['[FRAME-022]', 'EMAIL_COOLDOWN', 'Please try again after {n} seconds'],
  ['[RPC-005]', 'REQUEST_ABORTED', 'Request was aborted'],
  ['[RPC-005]', 'SOMETHING_WENT_WRONG', 'Something went wrong'],
  ['[ERR-001]', 'SIGNATURE_DECLINED', 'Signature declined'],
  ['[ERR-002]', 'SMART_ACCOUNT_NOT_SUPPORTED', 'This application might not support Smart Accounts'],
  [
    '[ERR-003]',
    'AUTHENTICATION_INITIALIZE_FAILED',
    'A problem occurred while trying initialize authentication',
  ],
  ['[ERR-004]', 'CHAIN_NOT_SUPPORTED', 'Chain is not supported'],
  ['[ERR-005]', 'AUTHENTICATING', 'Authenticating...'],
  ['[SWAP-002]', 'SWAP_INITIALIZE_FAILED', 'Failed to initialize swap'],
  ['[SWAP-004]', 'SWAP_NETWORK_TOKEN_PRICE_FAILED', 'Failed to fetch network token price'],
  ['[SWAP-005]', 'SWAP_ALLOWANCE_CHECK_FAILED', 'Failed to check allowance'],
  ['[SWAP-007]', 'SWAP_APPROVAL_TRANSACTION_FAILED', 'Failed to create approval transaction'],
  ['[SWAP-009]', 'SWAP_TRANSACTION_CREATE_FAILED', 'Failed to create transaction'],
  ['[SWAP-010]', 'SWAP_TRANSACTION_ERROR', 'Transaction error'],
  ['[SWAP-018]', 'SWAP_INSUFFICIENT_BALANCE', 'Insufficient balance'],
  ['[SWAP-019]', 'SWAP_INSUFFICIENT_BALANCE', 'Insufficient balance'],
  ['[SWAP-017]', 'SWAP_INCORRECT_AMOUNT', 'Incorrect amount'],
  ['[SWAP-017]', 'SWAP_INCORRECT_AMOUNT_DESCRIPTION', 'Please enter a valid amount'],
  ['[SWAP-011]', 'SWAP_APPROVE_PENDING', 'Approve limit increase in your wallet'],
  ['[SWAP-012]', 'SWAP_CONFIRM_PENDING', 'Confirm transaction in your wallet'],
  ['[SWAP-013]', 'SWAP_SWAPPING', 'Swapping {from} to {to}'],
  ['[SWAP-014]', 'SWAP_SUCCESS', 'Swapped {from} to {to}'],
  ['[ACCT-014]', 'TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
  ['[SWAP-029]', 'GAS_PRICE_NETWORK_NOT_SUPPORTED', 'Network not supported for Gas Price'],
  ['[SWAP-028]', 'SWAP_NETWORK_NOT_SUPPORTED', 'Network not supported for Swaps'],
  ['[SEND-010]', 'SOMETHING_WENT_WRONG', 'Something went wrong'],
  ['[SEND-011]', 'SOLANA_SEND_FAILED', 'Failed to send transaction. Please try again.'],
  ['[SEND-003]', 'SOLANA_SEND_INVALID_PARAMETERS', 'Please enter a valid amount and receiver address'],
  ['[SEND-007]', 'TRANSACTION_STARTED', 'Transaction started'],
  ['[RPC-003]', 'RPC_METHOD_NOT_ALLOWED', 'Requested RPC call is not allowed'],
  ['[RPC-003]', 'ACTION_NOT_ALLOWED', 'Action not allowed'],
  ['[ERR-015]', 'CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found'],
  ['[ERR-016]', 'NETWORK_CONTROLLER_CLIENT_NOT_SET', 'NetworkController client not set'],
  ['[ERR-017]', 'CONNECTION_CONTROLLER_CLIENT_NOT_SET', 'ConnectionController client not set'],
  ['[RPC-012]', 'REQUEST_TIMEOUT', 'The request took too long to respond.'],
  ['[API-029]', 'HTTP_STATUS', 'HTTP status code: {status}'],
  ['[CONN-024]', 'DISCONNECT_FAILED', 'Failed to disconnect'],
  ['[OPT-007]', 'APPKIT_NOT_CREATED', 'Please call "createAppKit" before using "useAppKit" hook'],
  ['[STORE-019]', 'STORAGE_GET_ACTIVE_NAMESPACE_FAILED', 'Unable to get active namespace'],
]

describe('ERROR_CATALOGUE', () => {
  for (const [id, code, text] of SPEC_MESSAGES) {
    it(`${id} ${code} is exactly '${text}'`, () => {
      expect(ERROR_CATALOGUE[code]).toBe(text)
    })
  }

  it("[ERR-018] CHAIN_REQUIRED starts with 'Chain is required'", () => {
    expect(ERROR_CATALOGUE.CHAIN_REQUIRED).toMatch(/^Chain is required/)
    expect(ERROR_CATALOGUE.CHAIN_REQUIRED).toMatchInlineSnapshot(`"Chain is required to perform this action"`)
  })

  it('[RPC-017] the transport failure texts exist (A-41)', () => {
    expect([ERROR_CATALOGUE.HTTP_REQUEST_FAILED, ERROR_CATALOGUE.RPC_REQUEST_FAILED]).toMatchInlineSnapshot(`
      [
        "HTTP request failed.",
        "RPC Request failed.",
      ]
    `)
  })

  it('[STORE-019] every storage log text starts with "Unable to"', () => {
    for (const text of Object.values(ERROR_CATALOGUE_DOMAINS.storage)) expect(text).toMatch(/^Unable to /)
  })

  it('codes are SCREAMING_SNAKE_CASE', () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/)
  })

  it('no code is defined in two domain files', () => {
    const codes = Object.values(ERROR_CATALOGUE_DOMAINS).flatMap((domain) => Object.keys(domain))
    expect(new Set(codes).size).toBe(codes.length)
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...codes].sort())
  })

  it('placeholders are {word} only and texts have no surrounding whitespace', () => {
    for (const text of Object.values(ERROR_CATALOGUE)) {
      expect(text).toBe(text.trim())
      expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[{}]/)
    }
  })

  it('isErrorCode accepts catalogue codes only, without throwing', () => {
    expect(isErrorCode('INVALID_CHAIN_ID')).toBe(true)
    expect(isErrorCode('toString')).toBe(false)
    expect(isErrorCode(42)).toBe(false)
    expect(isErrorCode(undefined)).toBe(false)
  })

  it('pins the texts of the domains common owns (other teams pin their own)', () => {
    const owned = [
      'account',
      'app',
      'auth',
      'caip',
      'chain',
      'common',
      'connection',
      'format',
      'frame',
      'history',
      'jsonRpc',
      'name',
      'network',
      'node',
      'rpc',
      'send',
      'storage',
      'swap',
      'validation',
    ] as const
    expect(
      Object.fromEntries(owned.map((domain) => [domain, ERROR_CATALOGUE_DOMAINS[domain]])),
    ).toMatchInlineSnapshot(`
      {
        "account": {
          "TOKEN_BALANCE_UNAVAILABLE": "Token Balance Unavailable",
        },
        "app": {
          "APPKIT_ALREADY_CREATED": "createAppKit was called again: returning the existing instance",
          "APPKIT_NOT_CREATED": "Please call "createAppKit" before using "useAppKit" hook",
          "SIWE_AND_SIWX_CONFLICT": "Options cannot set both "siweConfig" and "siwx"",
        },
        "auth": {
          "AUTHENTICATING": "Authenticating...",
          "AUTHENTICATION_INITIALIZE_FAILED": "A problem occurred while trying initialize authentication",
          "CHAIN_NOT_SUPPORTED": "Chain is not supported",
          "SIGNATURE_DECLINED": "Signature declined",
          "SMART_ACCOUNT_NOT_SUPPORTED": "This application might not support Smart Accounts",
        },
        "caip": {
          "INVALID_CAIP_ADDRESS": "Invalid CAIP address",
          "INVALID_CAIP_NETWORK_ID": "Invalid CAIP network id",
        },
        "chain": {
          "CHAIN_DEFAULT_ERROR": "The wallet could not complete the chain request.",
          "CHAIN_INVALID_ID": "The chain id is not valid.",
          "CHAIN_UNRECOGNIZED": "The wallet does not recognise this chain.",
        },
        "common": {
          "SOMETHING_WENT_WRONG": "Something went wrong",
        },
        "connection": {
          "CONNECTION_CONTROLLER_CLIENT_NOT_SET": "ConnectionController client not set",
          "DISCONNECT_FAILED": "Failed to disconnect",
        },
        "format": {
          "INVALID_DECIMALS": "Invalid number of decimals",
          "INVALID_DECIMAL_AMOUNT": "Invalid decimal amount",
          "LESS_THAN_VALUE": "<{value}",
        },
        "frame": {
          "EMAIL_COOLDOWN": "Please try again after {n} seconds",
          "FRAME_DISPOSED": "The secure frame was closed",
          "FRAME_IFRAME_NOT_SET": "W3mFrame: iframe is not set",
          "FRAME_LOAD_FAILED": "Unable to load email login dependency",
          "FRAME_PAGE_DEVICE_NOT_APPROVED": "Approve this device from the link in your email, then try again",
          "FRAME_PAGE_EMAIL_MISSING": "Enter your email to get a code first",
          "FRAME_PAGE_EVENT_UNSUPPORTED": "This sign-in method is not available",
          "FRAME_PAGE_FARCASTER_NOT_STARTED": "Open the Farcaster sign-in link first",
          "FRAME_PAGE_SERVICE_UNREACHABLE": "The sign-in service could not be reached",
          "FRAME_PARENT_NOT_SET": "parent is not set",
          "FRAME_REQUEST_FAILED": "An error occurred",
          "FRAME_REQUEST_TIMEOUT": "The secure frame did not respond in time",
          "FRAME_SCHEMA_INVALID_INPUT": "Invalid input",
          "FRAME_SCHEMA_REQUIRED": "Required",
        },
        "history": {
          "HISTORY_ACCOUNT_ADDRESS_REQUIRED": "Transactions can't be fetched without an accountAddress",
          "HISTORY_FETCH_FAILED": "Failed to fetch transactions",
        },
        "jsonRpc": {
          "RPC_CHAIN_DISCONNECTED": "The provider is not connected to the requested chain.",
          "RPC_DISCONNECTED": "The provider is disconnected from all chains.",
          "RPC_INTERNAL_ERROR": "An internal error was received.",
          "RPC_INVALID_INPUT": "Missing or invalid parameters.",
          "RPC_INVALID_PARAMS": "Invalid parameters were provided to the RPC method.",
          "RPC_INVALID_REQUEST": "JSON is not a valid request object.",
          "RPC_LIMIT_EXCEEDED": "Request exceeds defined limit.",
          "RPC_METHOD_NOT_FOUND": "The method does not exist or is not available.",
          "RPC_METHOD_NOT_SUPPORTED": "Method is not implemented.",
          "RPC_PARSE_ERROR": "Invalid JSON was received by the server.",
          "RPC_RESOURCE_NOT_FOUND": "Requested resource not found.",
          "RPC_RESOURCE_UNAVAILABLE": "Requested resource not available.",
          "RPC_TRANSACTION_REJECTED": "Transaction creation failed.",
          "RPC_UNAUTHORIZED": "The requested method and/or account has not been authorized by the user.",
          "RPC_UNKNOWN_ERROR": "An unknown RPC error occurred.",
          "RPC_UNRECOGNIZED_CHAIN": "Unrecognized chain ID.",
          "RPC_UNSUPPORTED_METHOD": "The provider does not support the requested method.",
          "RPC_USER_REJECTED_REQUEST": "User rejected the request.",
          "RPC_VERSION_NOT_SUPPORTED": "Version of JSON-RPC protocol is not supported.",
        },
        "name": {
          "ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND": "Address or auth connector not found",
          "NAMES_FOR_ADDRESS_FAILED": "Error fetching names for address",
          "NAME_REGISTRATION_FAILED": "Error registering name {name}",
          "NAME_RESOLVE_FAILED": "Error resolving name",
          "NAME_SUGGESTIONS_FAILED": "Error fetching name suggestions",
        },
        "network": {
          "CHAIN_ADAPTER_NOT_FOUND": "Chain adapter not found",
          "CHAIN_REQUIRED": "Chain is required to perform this action",
          "INVALID_CHAIN_ID": "Invalid chainId",
          "INVALID_NETWORK_DEFINITION": "Invalid network definition",
          "NETWORK_CONTROLLER_CLIENT_NOT_SET": "NetworkController client not set",
          "NETWORK_NOT_FOUND": "Network not found",
          "UNKNOWN_NETWORK": "Unknown Network",
        },
        "node": {
          "NODE_EXECUTION_REVERTED": "Execution reverted with reason: {reason}.",
          "NODE_EXECUTION_REVERTED_WITHOUT_REASON": "Execution reverted for an unknown reason.",
          "NODE_FEE_CAP_TOO_HIGH": "The fee cap (maxFeePerGas) cannot be higher than the maximum allowed value (2^256-1).",
          "NODE_FEE_CAP_TOO_LOW": "The fee cap (maxFeePerGas) cannot be lower than the block base fee.",
          "NODE_INSUFFICIENT_FUNDS": "The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.",
          "NODE_INTRINSIC_GAS_TOO_HIGH": "The amount of gas provided for the transaction exceeds the limit allowed for the block.",
          "NODE_INTRINSIC_GAS_TOO_LOW": "The amount of gas provided for the transaction is too low.",
          "NODE_NONCE_MAX_VALUE": "Nonce provided for the transaction exceeds the maximum allowed nonce.",
          "NODE_NONCE_TOO_HIGH": "Nonce provided for the transaction is higher than the next one expected.",
          "NODE_NONCE_TOO_LOW": "Nonce provided for the transaction is lower than the current nonce of the account. Try increasing the nonce or fetch the latest transaction count (eth_getTransactionCount).",
          "NODE_TIP_ABOVE_FEE_CAP": "The provided tip (maxPriorityFeePerGas) cannot be higher than the fee cap (maxFeePerGas).",
          "NODE_TRANSACTION_TYPE_NOT_SUPPORTED": "The transaction type is not supported for this chain.",
          "NODE_UNKNOWN_ERROR": "An error occurred while executing: {cause}",
        },
        "rpc": {
          "ACTION_NOT_ALLOWED": "Action not allowed",
          "HTTP_REQUEST_FAILED": "HTTP request failed.",
          "HTTP_STATUS": "HTTP status code: {status}",
          "REQUEST_ABORTED": "Request was aborted",
          "REQUEST_TIMEOUT": "The request took too long to respond.",
          "RPC_METHOD_NOT_ALLOWED": "Requested RPC call is not allowed",
          "RPC_REQUEST_FAILED": "RPC Request failed.",
        },
        "send": {
          "BITCOIN_INSUFFICIENT_FUNDS": "Not enough bitcoin: {needed} sats are needed for the amount and the network fee, {available} sats are available.",
          "RECEIVE_DESCRIPTION": "Send only {namespace} assets to this address.",
          "RECEIVE_NETWORKS": "Networks that can receive to this address",
          "RECEIVE_QR_LABEL": "QR code of your address",
          "RECEIVE_VIEW_TITLE": "Receive",
          "SEND_AMOUNT_LABEL": "Amount",
          "SEND_AMOUNT_VALUE": "≈ {value}",
          "SEND_BALANCE": "Balance: {balance}",
          "SEND_DECLINED": "Transaction declined",
          "SEND_DECLINED_DESCRIPTION": "Nothing was sent. Your amount and receiver are kept: send again when ready.",
          "SEND_ENTER_ADDRESS": "Enter a receiver address",
          "SEND_ENTER_AMOUNT": "Enter an amount",
          "SEND_FEE_PENDING": "Estimating the network fee",
          "SEND_FEE_UNKNOWN": "—",
          "SEND_INSUFFICIENT_BALANCE": "Insufficient balance",
          "SEND_INSUFFICIENT_FEE_FUNDS": "Not enough {symbol} for the network fee",
          "SEND_INVALID_ADDRESS": "Invalid address",
          "SEND_INVALID_AMOUNT": "Invalid amount",
          "SEND_MAX": "Max",
          "SEND_NETWORK_FEE": "Network fee",
          "SEND_NO_TOKENS": "Nothing to send on {network} yet",
          "SEND_RECEIVER_LABEL": "Receiver address",
          "SEND_SELECT_TOKEN": "Select a token",
          "SEND_SIGNING": "Confirm in your wallet",
          "SEND_TOKENS_LOADING": "Loading your tokens",
          "SEND_TOKEN_LABEL": "Token",
          "SEND_UNSUPPORTED": "Sending is not available for this wallet",
          "SEND_VIEW_TITLE": "Send",
          "SOLANA_INSUFFICIENT_TOKEN_BALANCE": "Not enough tokens: {needed} are needed, {available} are available.",
          "SOLANA_SEND_FAILED": "Failed to send transaction. Please try again.",
          "SOLANA_SEND_INVALID_PARAMETERS": "Please enter a valid amount and receiver address",
          "TRANSACTION_STARTED": "Transaction started",
        },
        "storage": {
          "STORAGE_GET_ACTIVE_CAIP_NETWORK_ID_FAILED": "Unable to get active caip network id",
          "STORAGE_GET_ACTIVE_NAMESPACE_FAILED": "Unable to get active namespace",
          "STORAGE_GET_CACHE_FAILED": "Unable to get cached {cache}",
          "STORAGE_GET_CONNECTED_ACCOUNTS_FAILED": "Unable to get connected accounts",
          "STORAGE_GET_CONNECTED_CONNECTOR_ID_FAILED": "Unable to get connected connector id",
          "STORAGE_GET_CONNECTED_NAMESPACES_FAILED": "Unable to get connected namespaces",
          "STORAGE_GET_CONNECTION_STATUS_FAILED": "Unable to get connection status",
          "STORAGE_GET_DEEP_LINK_FAILED": "Unable to get deep link",
          "STORAGE_GET_LOGIN_DATA_FAILED": "Unable to get login data",
          "STORAGE_GET_RECENT_WALLETS_FAILED": "Unable to get recent wallets",
          "STORAGE_GET_SOCIAL_PROVIDER_FAILED": "Unable to get connected social provider",
          "STORAGE_GET_SOCIAL_USERNAME_FAILED": "Unable to get connected social username",
          "STORAGE_GET_TELEGRAM_SOCIAL_PROVIDER_FAILED": "Unable to get telegram social provider",
          "STORAGE_REMOVE_ACTIVE_CAIP_NETWORK_ID_FAILED": "Unable to delete active caip network id",
          "STORAGE_REMOVE_CACHE_FAILED": "Unable to delete cached {cache}",
          "STORAGE_REMOVE_CONNECTED_CONNECTOR_ID_FAILED": "Unable to delete connected connector id",
          "STORAGE_REMOVE_DEEP_LINK_FAILED": "Unable to delete deep link",
          "STORAGE_REMOVE_LOGIN_DATA_FAILED": "Unable to delete login data",
          "STORAGE_REMOVE_SOCIAL_PROVIDER_FAILED": "Unable to delete connected social provider",
          "STORAGE_REMOVE_SOCIAL_USERNAME_FAILED": "Unable to delete connected social username",
          "STORAGE_REMOVE_TELEGRAM_SOCIAL_PROVIDER_FAILED": "Unable to delete telegram social provider",
          "STORAGE_SET_ACTIVE_CAIP_NETWORK_ID_FAILED": "Unable to set active caip network id",
          "STORAGE_SET_ACTIVE_NAMESPACE_FAILED": "Unable to set active namespace",
          "STORAGE_SET_CACHE_FAILED": "Unable to set cached {cache}",
          "STORAGE_SET_CONNECTED_ACCOUNTS_FAILED": "Unable to set connected accounts",
          "STORAGE_SET_CONNECTED_CONNECTOR_ID_FAILED": "Unable to set connected connector id",
          "STORAGE_SET_CONNECTED_NAMESPACES_FAILED": "Unable to set connected namespaces",
          "STORAGE_SET_CONNECTION_STATUS_FAILED": "Unable to set connection status",
          "STORAGE_SET_DEEP_LINK_FAILED": "Unable to set deep link",
          "STORAGE_SET_LOGIN_DATA_FAILED": "Unable to set login data",
          "STORAGE_SET_RECENT_WALLETS_FAILED": "Unable to set recent wallets",
          "STORAGE_SET_SOCIAL_PROVIDER_FAILED": "Unable to set connected social provider",
          "STORAGE_SET_SOCIAL_USERNAME_FAILED": "Unable to set connected social username",
          "STORAGE_SET_TELEGRAM_SOCIAL_PROVIDER_FAILED": "Unable to set telegram social provider",
        },
        "swap": {
          "GAS_PRICE_NETWORK_NOT_SUPPORTED": "Network not supported for Gas Price",
          "SWAP_ALLOWANCE_CHECK_FAILED": "Failed to check allowance",
          "SWAP_ALL_TOKENS": "Tokens",
          "SWAP_APPROVAL_TRANSACTION_FAILED": "Failed to create approval transaction",
          "SWAP_APPROVE": "Approve {symbol}",
          "SWAP_APPROVE_DESCRIPTION": "First allow the swap to use your {symbol}, then confirm the swap: two requests in your wallet.",
          "SWAP_APPROVE_PENDING": "Approve limit increase in your wallet",
          "SWAP_BALANCE": "Balance: {balance}",
          "SWAP_CANCEL": "Cancel",
          "SWAP_CONFIRM": "Swap",
          "SWAP_CONFIRM_PENDING": "Confirm transaction in your wallet",
          "SWAP_DECLINED": "Transaction declined",
          "SWAP_DECLINED_DESCRIPTION": "Nothing was sent. You can try again.",
          "SWAP_DESTINATION_AMOUNT_LABEL": "Amount to receive",
          "SWAP_DESTINATION_LABEL": "You receive",
          "SWAP_DETAILS": "Details",
          "SWAP_ENTER_AMOUNT": "Enter amount",
          "SWAP_ERROR_WITH_DESCRIPTION": "{title}. {description}",
          "SWAP_FLIP": "Switch tokens",
          "SWAP_GETTING_QUOTE": "Getting quote…",
          "SWAP_INCORRECT_AMOUNT": "Incorrect amount",
          "SWAP_INCORRECT_AMOUNT_DESCRIPTION": "Please enter a valid amount",
          "SWAP_INITIALISING": "Loading tokens…",
          "SWAP_INITIALIZE_FAILED": "Failed to initialize swap",
          "SWAP_INSUFFICIENT_BALANCE": "Insufficient balance",
          "SWAP_MAX": "Max",
          "SWAP_MAX_SLIPPAGE": "Max. slippage",
          "SWAP_MAX_SLIPPAGE_VALUE": "{amount} ({percent})",
          "SWAP_NETWORK_COST": "Network cost",
          "SWAP_NETWORK_NOT_SUPPORTED": "Network not supported for Swaps",
          "SWAP_NETWORK_TOKEN_PRICE_FAILED": "Failed to fetch network token price",
          "SWAP_NO_TOKENS": "No tokens match “{query}”",
          "SWAP_PERCENT": "{value}%",
          "SWAP_PICKER_DESTINATION_TITLE": "Swap to",
          "SWAP_PICKER_SOURCE_TITLE": "Swap from",
          "SWAP_PRICE_IMPACT": "Price impact",
          "SWAP_PROVIDER_FEE_RATE": "Provider fee ({rate})",
          "SWAP_QUOTE_ANNOUNCEMENT": "You receive {amount}",
          "SWAP_RATE": "{from} = {to}",
          "SWAP_REQUOTED": "The price moved: check the new amount before you confirm.",
          "SWAP_RETRY_QUOTE": "Try again",
          "SWAP_REVIEW": "Review swap",
          "SWAP_REVIEW_TITLE": "Review swap",
          "SWAP_SEARCH_LABEL": "Search tokens",
          "SWAP_SEARCH_PLACEHOLDER": "Name, symbol or address",
          "SWAP_SELECT_TOKEN": "Select token",
          "SWAP_SLIPPAGE_LABEL": "Slippage tolerance",
          "SWAP_SOURCE_AMOUNT_LABEL": "Amount to pay",
          "SWAP_SOURCE_LABEL": "You pay",
          "SWAP_SUCCESS": "Swapped {from} to {to}",
          "SWAP_SUGGESTED": "Suggested",
          "SWAP_SWAPPING": "Swapping {from} to {to}",
          "SWAP_TOKEN_BUTTON_LABEL": "{side}: {symbol}, change token",
          "SWAP_TRANSACTION_CREATE_FAILED": "Failed to create transaction",
          "SWAP_TRANSACTION_ERROR": "Transaction error",
          "SWAP_UNKNOWN": "—",
          "SWAP_VIEW_TITLE": "Swap",
          "SWAP_YOUR_TOKENS": "Your tokens",
        },
        "validation": {
          "INVALID_ACCOUNT_NAME": "Names may contain only letters, digits and hyphens, and need at least 4 characters",
          "INVALID_ADDRESS": "Invalid address",
          "INVALID_EMAIL": "Please enter a valid email address",
          "INVALID_PREFERRED_ACCOUNT_TYPE": "Invalid preferred account type",
          "INVALID_SEND_CALLS_TARGET": "Calls in sendCalls need a 'to' starting with 0x",
        },
      }
    `)
  })
})
