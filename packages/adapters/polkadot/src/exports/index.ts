export {
  type InjectedExtensionEntry,
  type InstalledPolkadotExtension,
  KNOWN_POLKADOT_EXTENSIONS,
  listInstalledExtensions,
  type PolkadotExtensionWallet,
} from '../extensions/knownExtensions.js'
