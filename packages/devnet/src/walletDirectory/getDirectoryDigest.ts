import { createHash } from 'node:crypto'

/**
 * SHA-256 of `seed`: the one source of every derived id, colour and choice in the devnet
 * directory, so the same options give byte-identical answers on every run and machine.
 */
export function getDirectoryDigest(seed: string): Buffer {
  return createHash('sha256').update(seed).digest()
}

/** A wallet id in the registry's format (64 hex digits), derived from `seed`. */
export function getDirectoryWalletId(seed: string): string {
  return getDirectoryDigest(`wallet:${seed}`).toString('hex')
}

/** An image id in the registry's format (a UUID), derived from the wallet id. */
export function getDirectoryImageId(walletId: string): string {
  const hex = getDirectoryDigest(`image:${walletId}`).toString('hex')
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20, 32)].join(
    '-',
  )
}
