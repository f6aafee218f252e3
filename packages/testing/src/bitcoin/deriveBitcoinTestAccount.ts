import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, initEccLib, type Network, networks, payments, toXOnly } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import { toHex } from './byteEncoding.js'

/** The networks the Bitcoin test wallet can be on, named as sats-connect and Leather name them. */
export type BitcoinTestWalletNetwork = 'mainnet' | 'testnet' | 'signet' | 'regtest'

/** One address of a test account: what the wallet reports for it, and the key that signs for it. */
export type BitcoinTestAddress = {
  readonly address: string
  /** Hex: the compressed key (p2wpkh), or the x-only internal key (p2tr), as Xverse reports them. */
  readonly publicKey: string
  readonly addressType: 'p2wpkh' | 'p2tr'
  readonly purpose: 'payment' | 'ordinals'
  readonly outputScript: Uint8Array
  /** Signs for the address: the key itself (p2wpkh) or the key tweaked by BIP-341's TapTweak (p2tr). */
  readonly signer: ECPairInterface
  /** BIP-32 path a real wallet would use for the address (BIP-84 / BIP-86, account 0). */
  readonly derivationPath: string
}

/** One key of the wallet on one network: a native segwit payment address and a taproot ordinals address. */
export type BitcoinTestAccount = {
  readonly payment: BitcoinTestAddress
  readonly ordinals: BitcoinTestAddress
  /** The untweaked key pair. */
  readonly keyPair: ECPairInterface
}

/** bitcoinjs-lib's parameters of a network; signet shares testnet's address formats. */
export function toBitcoinJsNetwork(network: BitcoinTestWalletNetwork): Network {
  if (network === 'mainnet') return networks.bitcoin
  if (network === 'regtest') return networks.regtest
  return networks.testnet
}

let ecPair: ReturnType<typeof ECPairFactory> | undefined

/** The ECPair factory over @bitcoinerlab/secp256k1, with bitcoinjs-lib's ECC set up (taproot needs it). */
export function getEcPair(): ReturnType<typeof ECPairFactory> {
  if (ecPair === undefined) {
    initEccLib(ecc)
    ecPair = ECPairFactory(ecc)
  }
  return ecPair
}

/**
 * The payment (p2wpkh) and ordinals (p2tr, key path) addresses of `wif` on `network`. Real wallets
 * derive the two from different BIP-32 paths; one key for both keeps a devnet account to one WIF
 * while every signature still follows its own address type's rules.
 */
export function deriveBitcoinTestAccount(wif: string, network: BitcoinTestWalletNetwork): BitcoinTestAccount {
  const parameters = toBitcoinJsNetwork(network)
  const keyPair = getEcPair().fromWIF(wif, [networks.bitcoin, networks.testnet])
  // Grind for a low R as Bitcoin Core does: 71-byte DER signatures, and byte-equal BIP-322 vectors.
  keyPair.lowR = true
  const coinType = network === 'mainnet' ? 0 : 1
  const segwit = payments.p2wpkh({ pubkey: keyPair.publicKey, network: parameters })
  const internalKey = toXOnly(keyPair.publicKey)
  const taproot = payments.p2tr({ internalPubkey: internalKey, network: parameters })
  if (segwit.address === undefined || segwit.output === undefined)
    throw new TypeError('p2wpkh address failed')
  if (taproot.address === undefined || taproot.output === undefined)
    throw new TypeError('p2tr address failed')
  return {
    keyPair,
    payment: {
      address: segwit.address,
      publicKey: toHex(keyPair.publicKey),
      addressType: 'p2wpkh',
      purpose: 'payment',
      outputScript: segwit.output,
      signer: keyPair,
      derivationPath: `m/84'/${coinType}'/0'/0/0`,
    },
    ordinals: {
      address: taproot.address,
      publicKey: toHex(internalKey),
      addressType: 'p2tr',
      purpose: 'ordinals',
      outputScript: taproot.output,
      signer: keyPair.tweak(crypto.taggedHash('TapTweak', internalKey)),
      derivationPath: `m/86'/${coinType}'/0'/0/0`,
    },
  }
}
