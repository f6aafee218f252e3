import { InvalidCaipAddressError } from '../errors/caip.js'
import { describeValue } from '../errors/describeValue.js'
import { type CaipNetworkId, isCaipReference, toChainId } from './CaipNetworkId.js'
import { isNamespace, type Namespace } from './Namespace.js'

/** A CAIP-10 account id of a supported namespace, e.g. `'eip155:1:0xab…'` (NET-008). */
export type CaipAddress<namespace extends Namespace = Namespace> = `${namespace}:${string}:${string}`

/** The parts of a CAIP-10 account id. */
export type ParsedCaipAddress = {
  readonly namespace: Namespace
  readonly reference: string
  readonly chainId: number | string
  readonly caipNetworkId: CaipNetworkId
  readonly address: string
}

/** CAIP-10 account address syntax: `[-.%a-zA-Z0-9]{1,128}`. */
const ACCOUNT_ADDRESS_PATTERN = /^[-.%a-zA-Z0-9]{1,128}$/

/**
 * [VAL-008] True when `value` is exactly three non-empty colon-separated parts: a supported
 * namespace (A-35: "known chain" read as known namespace), a CAIP-2 reference and a CAIP-10
 * account address. Never throws.
 */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return (
    parts.length === 3 &&
    isNamespace(parts[0]) &&
    isCaipReference(parts[1]) &&
    ACCOUNT_ADDRESS_PATTERN.test(parts[2] ?? '')
  )
}

/** The errors `parseCaipAddress` may throw. */
export type ParseCaipAddressErrorType = InvalidCaipAddressError

/**
 * Splits a CAIP-10 account id into its parts.
 *
 * @throws InvalidCaipAddressError when `value` is not valid (see `isCaipAddress`).
 * @example
 * parseCaipAddress('eip155:1:0xab…').chainId // 1
 */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  if (!isCaipAddress(value)) throw new InvalidCaipAddressError({ details: describeValue(value) })
  const [namespace, reference, address] = value.split(':') as [Namespace, string, string]
  return {
    namespace,
    reference,
    chainId: toChainId(reference),
    caipNetworkId: `${namespace}:${reference}`,
    address,
  }
}

/** The errors `formatCaipAddress` may throw. */
export type FormatCaipAddressErrorType = InvalidCaipAddressError

/**
 * [NET-008] Builds `'<namespace>:<reference>:<address>'` from a CAIP-2 id and an address.
 *
 * @throws InvalidCaipAddressError when the result would not be valid.
 * @example
 * formatCaipAddress('eip155:1', '0xab…') // 'eip155:1:0xab…'
 */
export function formatCaipAddress<namespace extends Namespace>(
  caipNetworkId: CaipNetworkId<namespace>,
  address: string,
): CaipAddress<namespace> {
  const caipAddress = `${caipNetworkId}:${address}`
  if (!isCaipAddress(caipAddress)) throw new InvalidCaipAddressError({ details: describeValue(caipAddress) })
  return caipAddress as CaipAddress<namespace>
}
