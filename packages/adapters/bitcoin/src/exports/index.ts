export {
  BECH32_PREFIXES,
  type BitcoinNetworkName,
  getBech32Network,
  toBitcoinNetworkName,
} from '../networks/bitcoinNetwork.js'
