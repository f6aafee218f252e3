import { type CaipNetworkId, InvalidParamsRpcError, isCaipAddress, parseCaipAddress } from '@atrium/common'
import type { AdapterTransactionParameters } from '@atrium/core'
import { decodeAddress } from '@polkadot/util-crypto/address/decode'

/** A native transfer read from core's transaction parameters. */
export type PolkadotTransfer = {
  readonly networkId: CaipNetworkId<'polkadot'>
  /** The sender's address, as written in `from`. */
  readonly from: string
  readonly to: string
  /** Amount in the chain's smallest unit (planck). */
  readonly value: bigint
}

const ACCOUNT_ID_LENGTH = 32

function isAccountAddress(address: string): boolean {
  if (address.startsWith('0x')) return false
  try {
    return decodeAddress(address).length === ACCOUNT_ID_LENGTH
  } catch {
    return false
  }
}

/**
 * Reads `{ from, to, value }` as a native balance transfer: `from` a polkadot CAIP-10 account, `to`
 * an SS58 address (any prefix) of a 32-byte account, `value` a positive amount of planck. Calls
 * (`data`) are not transfers and are refused.
 *
 * @throws InvalidParamsRpcError naming the invalid field in `details`.
 */
export function readTransfer(transaction: AdapterTransactionParameters<'polkadot'>): PolkadotTransfer {
  const invalid = (details: string) => new InvalidParamsRpcError({ details })
  if (!isCaipAddress(transaction.from) || !transaction.from.startsWith('polkadot:')) {
    throw invalid(`from must be a polkadot CAIP-10 account, got ${String(transaction.from)}`)
  }
  const { caipNetworkId, address } = parseCaipAddress(transaction.from)
  if (!isAccountAddress(address)) throw invalid(`from holds an invalid SS58 address: ${address}`)
  if (typeof transaction.to !== 'string' || !isAccountAddress(transaction.to)) {
    throw invalid(`to must be an SS58 address, got ${String(transaction.to)}`)
  }
  if (typeof transaction.value !== 'bigint' || transaction.value <= 0n) {
    throw invalid('value must be a positive amount of planck')
  }
  if (transaction.data !== undefined && transaction.data !== '' && transaction.data !== '0x') {
    throw invalid('Polkadot transactions here are native transfers: data is not supported')
  }
  return {
    networkId: caipNetworkId as CaipNetworkId<'polkadot'>,
    from: address,
    to: transaction.to,
    value: transaction.value,
  }
}
