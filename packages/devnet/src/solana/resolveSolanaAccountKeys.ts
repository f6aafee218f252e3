import { AddressLookupTableAccount, type PublicKey, type VersionedMessage } from '@solana/web3.js'

/** The accounts a message loads, in the order instructions index them. */
export type SolanaAccountKeys = {
  /** Static keys, then the writable and the read-only keys loaded from lookup tables. */
  all: PublicKey[]
  loaded: { writable: PublicKey[]; readonly: PublicKey[] }
}

/**
 * Resolves the address lookup tables of a v0 message against the current accounts. A table that is
 * missing or malformed resolves to no keys: the runtime rejects such a transaction itself, with the
 * exact error, before anything is recorded.
 */
export function resolveSolanaAccountKeys(
  message: VersionedMessage,
  getAccountData: (address: PublicKey) => Uint8Array | undefined,
): SolanaAccountKeys {
  const writable: PublicKey[] = []
  const readonly: PublicKey[] = []
  for (const lookup of message.addressTableLookups) {
    const data = getAccountData(lookup.accountKey)
    if (data === undefined)
      return { all: [...message.staticAccountKeys], loaded: { writable: [], readonly: [] } }
    let addresses: PublicKey[]
    try {
      addresses = AddressLookupTableAccount.deserialize(data).addresses
    } catch {
      return { all: [...message.staticAccountKeys], loaded: { writable: [], readonly: [] } }
    }
    for (const index of lookup.writableIndexes) {
      const address = addresses[index]
      if (address !== undefined) writable.push(address)
    }
    for (const index of lookup.readonlyIndexes) {
      const address = addresses[index]
      if (address !== undefined) readonly.push(address)
    }
  }
  return { all: [...message.staticAccountKeys, ...writable, ...readonly], loaded: { writable, readonly } }
}
