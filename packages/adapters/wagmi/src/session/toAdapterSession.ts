import { type CaipNetworkId, formatCaipAddress } from '@atrium/common'
import type { AdapterAccount, AdapterSession } from '@atrium/core'
import type { Address } from 'viem'

/** The part of a wagmi connection a session is made of. */
export type WagmiConnectionView = {
  readonly accounts: readonly Address[]
  readonly chainId: number
  readonly connector: { readonly id: string; readonly uid: string }
}

/** The CAIP-2 id of an EVM chain id. */
export function toEip155NetworkId(chainId: number): CaipNetworkId<'eip155'> {
  return `eip155:${chainId}`
}

/** CAIP-10 accounts on `chainId`, the active one first. */
export function toAdapterAccounts(accounts: readonly Address[], chainId: number): AdapterAccount<'eip155'>[] {
  const networkId = toEip155NetworkId(chainId)
  return accounts.map((address) => ({ caipAddress: formatCaipAddress(networkId, address) }))
}

/** The core session of a wagmi connection, or `undefined` when it has no account. */
export function toAdapterSession(connection: WagmiConnectionView): AdapterSession<'eip155'> | undefined {
  const [first, ...rest] = toAdapterAccounts(connection.accounts, connection.chainId)
  if (first === undefined) return undefined
  return {
    connectorId: connection.connector.id,
    networkId: toEip155NetworkId(connection.chainId),
    accounts: [first, ...rest],
  }
}
