import { ACCOUNT_MESSAGES } from './messages/accountMessages.js'
import { APP_MESSAGES } from './messages/appMessages.js'
import { AUTH_MESSAGES } from './messages/authMessages.js'
import { AUTH_SERVICE_MESSAGES } from './messages/authServiceMessages.js'
import { BUTTON_MESSAGES } from './messages/buttonMessages.js'
import { CAIP_MESSAGES } from './messages/caipMessages.js'
import { CHAIN_MESSAGES } from './messages/chainMessages.js'
import { COMMON_MESSAGES } from './messages/commonMessages.js'
import { CONNECTION_MESSAGES } from './messages/connectionMessages.js'
import { CORE_OPTIONS_MESSAGES } from './messages/coreOptionsMessages.js'
import { CORE_SERVICE_MESSAGES } from './messages/coreServiceMessages.js'
import { FORMAT_MESSAGES } from './messages/formatMessages.js'
import { FRAME_MESSAGES } from './messages/frameMessages.js'
import { HISTORY_MESSAGES } from './messages/historyMessages.js'
import { JSON_RPC_MESSAGES } from './messages/jsonRpcMessages.js'
import { LOGIN_MESSAGES } from './messages/loginMessages.js'
import { NAME_MESSAGES } from './messages/nameMessages.js'
import { NETWORK_MESSAGES } from './messages/networkMessages.js'
import { NODE_MESSAGES } from './messages/nodeMessages.js'
import { REACT_MESSAGES } from './messages/reactMessages.js'
import { RPC_MESSAGES } from './messages/rpcMessages.js'
import { SEND_MESSAGES } from './messages/sendMessages.js'
import { STORAGE_MESSAGES } from './messages/storageMessages.js'
import { SWAP_MESSAGES } from './messages/swapMessages.js'
import { VALIDATION_MESSAGES } from './messages/validationMessages.js'

/**
 * Every user-visible or logged text of Atrium, keyed by its stable SCREAMING_SNAKE code. Texts live
 * only here; `{name}` placeholders are filled by `formatErrorMessage`. Each domain keeps its entries
 * in `messages/<domain>Messages.ts`: add a code there (never rename or reuse a released one).
 */
export const ERROR_CATALOGUE = {
  ...ACCOUNT_MESSAGES,
  ...APP_MESSAGES,
  ...AUTH_MESSAGES,
  ...AUTH_SERVICE_MESSAGES,
  ...BUTTON_MESSAGES,
  ...CAIP_MESSAGES,
  ...CHAIN_MESSAGES,
  ...COMMON_MESSAGES,
  ...CONNECTION_MESSAGES,
  ...CORE_SERVICE_MESSAGES,
  ...CORE_OPTIONS_MESSAGES,
  ...FORMAT_MESSAGES,
  ...FRAME_MESSAGES,
  ...HISTORY_MESSAGES,
  ...JSON_RPC_MESSAGES,
  ...LOGIN_MESSAGES,
  ...NAME_MESSAGES,
  ...NETWORK_MESSAGES,
  ...NODE_MESSAGES,
  ...REACT_MESSAGES,
  ...RPC_MESSAGES,
  ...SEND_MESSAGES,
  ...STORAGE_MESSAGES,
  ...SWAP_MESSAGES,
  ...VALIDATION_MESSAGES,
} as const

/** A stable catalogue code. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE

/** The domain tables the catalogue is assembled from; tests use it to prove no code is defined twice. */
export const ERROR_CATALOGUE_DOMAINS = {
  account: ACCOUNT_MESSAGES,
  app: APP_MESSAGES,
  auth: AUTH_MESSAGES,
  authService: AUTH_SERVICE_MESSAGES,
  button: BUTTON_MESSAGES,
  caip: CAIP_MESSAGES,
  chain: CHAIN_MESSAGES,
  common: COMMON_MESSAGES,
  connection: CONNECTION_MESSAGES,
  coreService: CORE_SERVICE_MESSAGES,
  coreOptions: CORE_OPTIONS_MESSAGES,
  format: FORMAT_MESSAGES,
  frame: FRAME_MESSAGES,
  history: HISTORY_MESSAGES,
  jsonRpc: JSON_RPC_MESSAGES,
  login: LOGIN_MESSAGES,
  name: NAME_MESSAGES,
  network: NETWORK_MESSAGES,
  node: NODE_MESSAGES,
  react: REACT_MESSAGES,
  rpc: RPC_MESSAGES,
  send: SEND_MESSAGES,
  storage: STORAGE_MESSAGES,
  swap: SWAP_MESSAGES,
  validation: VALIDATION_MESSAGES,
} as const

/** True when `value` is a code of the catalogue; never throws. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value)
}
