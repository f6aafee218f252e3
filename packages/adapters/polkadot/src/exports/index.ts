export { GENERIC_SS58_PREFIX, getSs58Prefix, KNOWN_SS58_PREFIXES } from '../accounts/getSs58Prefix.js'
export {
  type CreatePolkadotAdapterParameters,
  createPolkadotAdapter,
  type PolkadotAdapter,
} from '../adapter/createPolkadotAdapter.js'
export { toPolkadotAdapterError } from '../errors/toPolkadotAdapterError.js'
export { EXTENSION_RECHECK_DELAYS_MS } from '../extensions/createExtensionWatcher.js'
export {
  type InjectedExtensionEntry,
  type InstalledPolkadotExtension,
  KNOWN_POLKADOT_EXTENSIONS,
  listInstalledExtensions,
  type PolkadotExtensionWallet,
} from '../extensions/knownExtensions.js'
export { POLKADOT_SESSION_STORAGE_KEY } from '../session/createSessionStorage.js'
export {
  POLKADOT_WALLETCONNECT_METHODS,
  type PolkadotWalletConnectMethod,
} from '../walletconnect/polkadotWalletConnectMethods.js'
