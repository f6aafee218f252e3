import { crypto, networks, payments } from 'bitcoinjs-lib'
import type { ECPairInterface } from 'ecpair'
import { getEcPair } from './getEcPair.js'

/** Text whose SHA-256 is the private key of the devnet's miner, which receives block rewards and pays the faucet. */
export const REGTEST_MINER_SEED = 'atrium-devnet-bitcoin-miner'

/** The devnet's miner: its key and the p2wpkh address block rewards go to. */
export type RegtestMiner = {
  readonly key: ECPairInterface
  readonly address: string
  readonly script: Uint8Array
}

/** The miner of every devnet chain, derived from `REGTEST_MINER_SEED` so its coins are reproducible. */
export function getRegtestMiner(): RegtestMiner {
  const network = networks.regtest
  const key = getEcPair().fromPrivateKey(crypto.sha256(new TextEncoder().encode(REGTEST_MINER_SEED)), {
    network,
  })
  const payment = payments.p2wpkh({ pubkey: key.publicKey, network })
  return { key, address: payment.address ?? '', script: payment.output ?? new Uint8Array(0) }
}
