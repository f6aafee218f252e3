import { crypto, networks, payments, toXOnly } from 'bitcoinjs-lib'
import { expect, test } from 'vitest'
import {
  BITCOIN_DEV_ACCOUNT_COUNT,
  BITCOIN_DEV_ACCOUNT_FUNDING_SATS,
  BITCOIN_DEV_ACCOUNTS,
  getBitcoinDevAccountSeed,
} from './bitcoinDevAccounts.js'
import { getEcPair } from './getEcPair.js'

test('each account is the key sha256(seed i) with its p2wpkh and BIP-86 p2tr addresses', () => {
  const network = networks.regtest
  const derived = Array.from({ length: BITCOIN_DEV_ACCOUNT_COUNT }, (_value, index) => {
    const privateKey = crypto.sha256(new TextEncoder().encode(getBitcoinDevAccountSeed(index)))
    const key = getEcPair().fromPrivateKey(privateKey, { network })
    return {
      wif: key.toWIF(),
      publicKey: Buffer.from(key.publicKey).toString('hex'),
      paymentAddress: payments.p2wpkh({ pubkey: key.publicKey, network }).address,
      ordinalsAddress: payments.p2tr({ internalPubkey: toXOnly(key.publicKey), network }).address,
    }
  })

  expect(BITCOIN_DEV_ACCOUNTS).toEqual(derived)
})

test('each account is funded with exactly 1 BTC', () => {
  expect(BITCOIN_DEV_ACCOUNT_FUNDING_SATS.reduce((sum, value) => sum + value, 0)).toBe(100_000_000)
})
