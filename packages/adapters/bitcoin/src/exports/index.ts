export {
  type BitcoinAdapter,
  type CreateBitcoinAdapterParameters,
  createBitcoinAdapter,
} from '../adapter/createBitcoinAdapter.js'
export {
  type BitcoinAddressType,
  decodeBitcoinAddress,
  isBitcoinAddress,
} from '../addresses/decodeBitcoinAddress.js'
export { BitcoinInsufficientFundsError } from '../errors/BitcoinInsufficientFundsError.js'
export {
  BECH32_PREFIXES,
  BIP122_GENESIS_REFERENCES,
  type BitcoinNetworkName,
  getBech32Network,
  toBip122NetworkId,
  toBitcoinNetworkName,
} from '../networks/bitcoinNetwork.js'
export { BITCOIN_SESSION_STORAGE_KEY } from '../session/createSessionStorage.js'
export type { BitcoinAdapterConnection } from '../session/createSessionTracker.js'
export { type SignPsbtParameters, type SignPsbtReturnType, signPsbt } from '../transaction/signPsbt.js'
export {
  BIP122_WALLETCONNECT_EVENTS,
  BIP122_WALLETCONNECT_METHODS,
} from '../walletconnect/bip122WalletConnectMethods.js'
export type {
  BitcoinMessageProtocol,
  BitcoinWalletAccount,
  BitcoinWalletConnector,
  BitcoinWalletId,
} from '../wallets/BitcoinWalletConnector.js'
export { BITCOIN_WALLET_IDS } from '../wallets/createBitcoinWalletConnectors.js'
