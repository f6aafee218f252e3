export {
  DEV_ACCOUNT_BALANCE_ETH,
  DEV_ACCOUNT_COUNT,
  DEV_ACCOUNTS,
  DEV_MNEMONIC,
  type DevAccount,
} from '../accounts/devAccounts.js'
export { PORT_BASE_ENVIRONMENT_VARIABLE } from '../cli/parseCliArguments.js'
export {
  DevnetAnvilNotInstalledError,
  DevnetAnvilUnsupportedPlatformError,
  DevnetError,
  type DevnetErrorOptions,
  type DevnetErrorType,
  DevnetInvalidParameterError,
  DevnetPortInUseError,
  DevnetPortUnavailableError,
  DevnetProcessExitedError,
  DevnetSpawnError,
  DevnetStartTimeoutError,
  isDevnetError,
} from '../errors.js'
export {
  DEFAULT_EVM_CHAINS,
  DEFAULT_EVM_PORT_BASE,
  type EvmChainDefinition,
} from '../evm/defaultEvmChains.js'
export {
  type ResolveAnvilBinaryErrorType,
  type ResolveAnvilBinaryParameters,
  type ResolveAnvilBinaryReturnType,
  resolveAnvilBinary,
} from '../evm/resolveAnvilBinary.js'
export type { EvmChainParameters } from '../evm/resolveEvmChains.js'
export {
  ANVIL_START_TIMEOUT_MS,
  ANVIL_STOP_GRACE_MS,
  type AnvilExit,
  type AnvilInstance,
  type StartAnvilErrorType,
  type StartAnvilParameters,
  type StartAnvilReturnType,
  startAnvil,
} from '../evm/startAnvil.js'
export type { DevnetEvmEndpoint, DevnetService } from '../getDevnetServices.js'
export {
  type GetDevnetUrlsErrorType,
  type GetDevnetUrlsParameters,
  type GetDevnetUrlsReturnType,
  getDevnetUrls,
} from '../getDevnetUrls.js'
export {
  type InstallLoopbackGuardReturnType,
  installLoopbackGuard,
  type LoopbackGuard,
} from '../network/installLoopbackGuard.js'
export { DEVNET_HOST } from '../ports.js'
export type { RelayClock } from '../relay/createRelayMailbox.js'
export { DEFAULT_RELAY_PORT, RELAY_PORT_OFFSET } from '../relay/resolveRelayPort.js'
export {
  type DevnetRelay,
  RELAY_PING_INTERVAL_MS,
  type StartRelayErrorType,
  type StartRelayParameters,
  type StartRelayReturnType,
  startRelay,
} from '../relay/startRelay.js'
export {
  type Devnet,
  type DevnetEvmChain,
  type DevnetExit,
  type StartDevnetErrorType,
  type StartDevnetParameters,
  type StartDevnetReturnType,
  startDevnet,
} from '../startDevnet.js'
