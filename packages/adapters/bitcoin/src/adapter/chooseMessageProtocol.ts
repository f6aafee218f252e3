import type { BitcoinAddressType } from '../addresses/decodeBitcoinAddress.js'
import type { BitcoinMessageProtocol } from '../wallets/BitcoinWalletConnector.js'

/**
 * The protocol to sign a message with: BIP-322 "simple" for native segwit and taproot addresses
 * (the only protocol that proves a taproot address, and what verifiers expect of segwit) when the
 * wallet can; otherwise BIP-137 ('ECDSA'), the legacy signature every wallet makes; otherwise what
 * the wallet offers.
 */
export function chooseMessageProtocol(
  addressType: BitcoinAddressType,
  supported: readonly BitcoinMessageProtocol[],
): BitcoinMessageProtocol {
  const segwit = addressType === 'p2wpkh' || addressType === 'p2tr'
  if (segwit && supported.includes('BIP322')) return 'BIP322'
  if (supported.includes('ECDSA')) return 'ECDSA'
  return supported[0] ?? 'BIP322'
}
