import {
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  InvalidAddressError,
  InvalidCaipAddressError,
  InvalidParamsRpcError,
  NetworkNotFoundError,
  parseCaipAddress,
  UnauthorizedProviderError,
} from '@atrium/common'
import type { AdapterTransactionParameters } from '@atrium/core'
import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'

/**
 * The wallet's live connection.
 *
 * @throws UnauthorizedProviderError (4100) when no wallet is connected.
 */
export function requireConnection<connection>(connection: connection | undefined): connection {
  if (connection === undefined) throw new UnauthorizedProviderError({ details: 'No wallet is connected' })
  return connection
}

/**
 * The configured network of `networkId`.
 *
 * @throws NetworkNotFoundError when none of `networks` is `networkId`.
 */
export function requireNetwork(
  networkId: CaipNetworkId<'eip155'>,
  networks: readonly CaipNetwork<'eip155'>[],
): CaipNetwork<'eip155'> {
  const network = networks.find((entry) => entry.caipNetworkId === networkId)
  if (network === undefined)
    throw new NetworkNotFoundError({ details: `${networkId} is not a configured network` })
  return network
}

/**
 * The EVM address and configured chain of a CAIP-10 account. With `connection`, the account must
 * be one the wallet gave this session (4100 otherwise).
 */
export function requireAccountOf(
  caipAddress: CaipAddress<'eip155'>,
  networks: readonly CaipNetwork<'eip155'>[],
  connection?: { readonly accounts: readonly Address[] } | undefined,
): { readonly address: Address; readonly chainId: number } {
  const parsed = parseCaipAddress(caipAddress)
  if (parsed.namespace !== 'eip155' || typeof parsed.chainId !== 'number') {
    throw new InvalidCaipAddressError({ details: `${caipAddress} is not an eip155 account` })
  }
  const { chainId } = parsed
  if (!networks.some((network) => network.id === chainId)) {
    throw new NetworkNotFoundError({ details: `eip155:${chainId} is not a configured network` })
  }
  if (!isAddress(parsed.address, { strict: false }))
    throw new InvalidAddressError({ details: parsed.address })
  const address = getAddress(parsed.address)
  if (
    connection !== undefined &&
    !connection.accounts.some((account) => account.toLowerCase() === address.toLowerCase())
  ) {
    throw new UnauthorizedProviderError({ details: `${address} is not an account of the connected wallet` })
  }
  return { address, chainId }
}

/** A transaction in wagmi's terms: the sender, its chain, and the fields that were given. */
export type WagmiTransactionRequest = {
  readonly account: Address
  readonly chainId: number
  readonly to: Address
  readonly value?: bigint
  readonly data?: Hex
  readonly gas?: bigint
  readonly gasPrice?: bigint
}

/** Checks core's transaction parameters and turns them into wagmi's (the chain is the sender's). */
export function readTransaction(
  transaction: AdapterTransactionParameters<'eip155'>,
  networks: readonly CaipNetwork<'eip155'>[],
  connection?: { readonly accounts: readonly Address[] } | undefined,
): WagmiTransactionRequest {
  const { address, chainId } = requireAccountOf(transaction.from, networks, connection)
  if (!isAddress(transaction.to, { strict: false }))
    throw new InvalidAddressError({ details: transaction.to })
  const { data, value, gas, gasPrice } = transaction
  if (data !== undefined && !isHex(data))
    throw new InvalidParamsRpcError({ details: 'data must be hex bytes' })
  return {
    account: address,
    chainId,
    to: getAddress(transaction.to),
    ...(value === undefined ? {} : { value }),
    ...(data === undefined ? {} : { data: data as Hex }),
    ...(gas === undefined ? {} : { gas }),
    ...(gasPrice === undefined ? {} : { gasPrice }),
  }
}
