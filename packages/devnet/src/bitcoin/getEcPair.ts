import * as ecc from '@bitcoinerlab/secp256k1'
import { initEccLib } from 'bitcoinjs-lib'
import { type ECPairAPI, ECPairFactory } from 'ecpair'

let ecPair: ECPairAPI | undefined

/**
 * The key-pair factory over `@bitcoinerlab/secp256k1`. The first call also hands that library to
 * bitcoinjs-lib, which needs it for every taproot payment and signature; keeping the call here
 * means importing this package never mutates bitcoinjs-lib until Bitcoin is used.
 */
export function getEcPair(): ECPairAPI {
  if (ecPair === undefined) {
    initEccLib(ecc)
    ecPair = ECPairFactory(ecc)
  }
  return ecPair
}
