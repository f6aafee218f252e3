import { type CaipNetwork, formatUnits, withTimeout } from '@atrium/common'
import type { AdapterBalance } from '@atrium/core'
import type { ApiPromise } from '@polkadot/api'
import type {} from '@polkadot/api/augment'
import { toPolkadotAdapterError } from '../errors/toPolkadotAdapterError.js'
import { API_REQUEST_TIMEOUT_MS } from './createPolkadotApiPool.js'

/**
 * The free balance of `address` (`system.account` → `data.free`: what can be transferred or pay
 * fees, reserved and frozen funds aside) in whole units, with the token's decimals and symbol as
 * the chain reports them (the network's currency when the chain reports none).
 */
export async function readFreeBalance(
  api: ApiPromise,
  parameters: { readonly address: string; readonly network: CaipNetwork<'polkadot'> },
): Promise<AdapterBalance> {
  const account = await withTimeout(
    api.query.system.account(parameters.address),
    API_REQUEST_TIMEOUT_MS,
    `The node of ${parameters.network.name}`,
  ).catch((error: unknown) => {
    throw toPolkadotAdapterError(error)
  })
  const decimals = api.registry.chainDecimals[0] ?? parameters.network.nativeCurrency.decimals
  const symbol = api.registry.chainTokens[0] ?? parameters.network.nativeCurrency.symbol
  return { balance: formatUnits(account.data.free.toBigInt(), decimals), symbol }
}
