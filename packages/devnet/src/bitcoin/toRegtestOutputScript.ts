import { address as bitcoinAddress, networks } from 'bitcoinjs-lib'
import { DevnetBitcoinInvalidAddressError } from './bitcoinErrors.js'
import { getEcPair } from './getEcPair.js'

const OTHER_NETWORKS = [networks.bitcoin, networks.testnet]

/**
 * The output script an address pays to on regtest (`bcrt1…`, or the `m`/`n`/`2` base58 forms
 * regtest shares with testnet, as in bitcoind).
 *
 * @throws DevnetBitcoinInvalidAddressError `network` for a mainnet or testnet address, `format` for any other text.
 */
export function toRegtestOutputScript(address: string): Uint8Array {
  // Taproot addresses are checked against the curve, which bitcoinjs-lib reaches through its ECC library.
  getEcPair()
  try {
    return bitcoinAddress.toOutputScript(address, networks.regtest)
  } catch (error) {
    const isOtherNetwork = OTHER_NETWORKS.some((network) => {
      try {
        bitcoinAddress.toOutputScript(address, network)
        return true
      } catch {
        return false
      }
    })
    throw new DevnetBitcoinInvalidAddressError(
      { address, problem: isOtherNetwork ? 'network' : 'format' },
      { cause: error },
    )
  }
}
