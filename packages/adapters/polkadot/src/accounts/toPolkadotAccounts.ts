import { type CaipNetwork, formatCaipAddress } from '@atrium/common'
import type { AdapterAccount } from '@atrium/core'
import { u8aToHex } from '@polkadot/util'
import type { HexString } from '@polkadot/util/types'
import { decodeAddress } from '@polkadot/util-crypto/address/decode'
import { encodeAddress } from '@polkadot/util-crypto/address/encode'

/** One account of a session: its CAIP-10 form and the address the extension knows it by. */
export type PolkadotSessionAccount = {
  readonly account: AdapterAccount<'polkadot'>
  /** The address exactly as the extension reported it: what its signer is asked to sign with. */
  readonly extensionAddress: string
  readonly publicKey: HexString
}

/** Substrate account ids are 32 bytes; 20-byte (Ethereum) accounts cannot sign for these chains. */
const ACCOUNT_ID_LENGTH = 32

function readAccount(value: unknown): { address: string; genesisHash: unknown; type: unknown } | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { address, genesisHash, type } = value as Record<string, unknown>
  return typeof address === 'string' ? { address, genesisHash, type } : undefined
}

/** True when the account is not bound to a chain, or bound to `network` (genesis hash prefix). */
function isForNetwork(genesisHash: unknown, network: CaipNetwork<'polkadot'>): boolean {
  if (typeof genesisHash !== 'string' || genesisHash === '') return true
  return genesisHash.toLowerCase().replace(/^0x/, '').startsWith(network.id.toLowerCase())
}

/**
 * The accounts an extension shares that can act on `network`, as session accounts: Ethereum-type
 * accounts, accounts bound to another chain (`genesisHash`) and undecodable addresses are left
 * out, duplicates (same key) kept once, and each address is re-encoded with the network's SS58
 * prefix in its CAIP-10 id (`polkadot:<genesis prefix>:<address>`).
 */
export function toPolkadotAccounts(
  accounts: readonly unknown[],
  network: CaipNetwork<'polkadot'>,
  ss58Prefix: number,
): PolkadotSessionAccount[] {
  const seen = new Set<string>()
  const result: PolkadotSessionAccount[] = []
  for (const value of accounts) {
    const account = readAccount(value)
    if (account === undefined || account.type === 'ethereum' || !isForNetwork(account.genesisHash, network)) {
      continue
    }
    let key: Uint8Array
    try {
      key = decodeAddress(account.address)
    } catch {
      continue
    }
    const publicKey = u8aToHex(key)
    if (key.length !== ACCOUNT_ID_LENGTH || seen.has(publicKey)) continue
    seen.add(publicKey)
    result.push({
      account: {
        caipAddress: formatCaipAddress(network.caipNetworkId, encodeAddress(key, ss58Prefix)),
        publicKey,
      },
      extensionAddress: account.address,
      publicKey,
    })
  }
  return result
}
