import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { base58 } from '@scure/base'
import { type Hex, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { KeyCustody } from '../custody/createKeyCustody.js'
import { toSolanaSigningKey } from './solanaWalletRpc.js'

/** A new user's wallet as stored: addresses in clear, keys sealed. */
export type SealedWallet = {
  evmAddress: string
  solanaAddress: string
  wrappedDataKey: Buffer
  sealedEvmKey: Buffer
  sealedSolanaKey: Buffer
}

/** The 32-byte Ed25519 seed and public key of a new Solana key, from node:crypto's JWK export. */
function generateSolanaKey(): { seed: Buffer; publicKey: Buffer } {
  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' })
  return { seed: Buffer.from(jwk.d ?? '', 'base64url'), publicKey: Buffer.from(jwk.x ?? '', 'base64url') }
}

/** Generates a user's EVM (secp256k1) and Solana (Ed25519) keys and seals them under a new data key. */
export function createSealedWallet(parameters: { userId: string; custody: KeyCustody }): SealedWallet {
  const { userId, custody } = parameters
  const dataKey = custody.createDataKey()
  const evmPrivateKey = generatePrivateKey()
  const solana = generateSolanaKey()
  try {
    return {
      evmAddress: privateKeyToAddress(evmPrivateKey),
      solanaAddress: base58.encode(solana.publicKey),
      wrappedDataKey: custody.seal({
        key: custody.keyEncryptionKey,
        plaintext: dataKey,
        context: { userId, purpose: 'data-key' },
      }),
      sealedEvmKey: custody.seal({
        key: dataKey,
        plaintext: Buffer.from(evmPrivateKey.slice(2), 'hex'),
        context: { userId, purpose: 'evm-key' },
      }),
      sealedSolanaKey: custody.seal({
        key: dataKey,
        plaintext: solana.seed,
        context: { userId, purpose: 'solana-key' },
      }),
    }
  } finally {
    dataKey.fill(0)
    solana.seed.fill(0)
  }
}

/** Opens one of a user's sealed keys: the data key first, dropped as soon as the key is out. */
function openSealedKey(parameters: {
  userId: string
  custody: KeyCustody
  wrappedDataKey: Buffer
  sealed: Buffer
  purpose: 'evm-key' | 'solana-key'
}): Buffer {
  const { userId, custody } = parameters
  const dataKey = custody.open({
    key: custody.keyEncryptionKey,
    sealed: parameters.wrappedDataKey,
    context: { userId, purpose: 'data-key' },
  })
  try {
    return custody.open({
      key: dataKey,
      sealed: parameters.sealed,
      context: { userId, purpose: parameters.purpose },
    })
  } finally {
    dataKey.fill(0)
  }
}

/** Opens a user's EVM key for one request; the caller drops it when the request ends. */
export function openEvmKey(parameters: {
  userId: string
  custody: KeyCustody
  wallet: Pick<SealedWallet, 'wrappedDataKey' | 'sealedEvmKey'>
}): Hex {
  const { wallet } = parameters
  const evmKey = openSealedKey({
    ...parameters,
    wrappedDataKey: wallet.wrappedDataKey,
    sealed: wallet.sealedEvmKey,
    purpose: 'evm-key',
  })
  const privateKey = toHex(evmKey)
  evmKey.fill(0)
  return privateKey
}

/**
 * Opens a user's Solana key for one request, as a node:crypto key object; the 32-byte seed it was
 * made from is zeroed before this returns.
 */
export function openSolanaKey(parameters: {
  userId: string
  custody: KeyCustody
  wallet: Pick<SealedWallet, 'wrappedDataKey' | 'sealedSolanaKey'>
}): KeyObject {
  const { wallet } = parameters
  const seed = openSealedKey({
    ...parameters,
    wrappedDataKey: wallet.wrappedDataKey,
    sealed: wallet.sealedSolanaKey,
    purpose: 'solana-key',
  })
  try {
    return toSolanaSigningKey(seed)
  } finally {
    seed.fill(0)
  }
}
