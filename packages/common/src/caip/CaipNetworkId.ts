import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { describeValue } from '../errors/describeValue.js'
import { isNamespace, type Namespace } from './Namespace.js'

/** A CAIP-2 chain id of a supported namespace, e.g. `'eip155:1'` (NET-002). */
export type CaipNetworkId<namespace extends Namespace = Namespace> = `${namespace}:${string}`

/** The parts of a CAIP-2 id. `chainId` is a number when the reference is all digits (STORE-005). */
export type ParsedCaipNetworkId = {
  readonly namespace: Namespace
  readonly reference: string
  readonly chainId: number | string
}

/** CAIP-2 reference syntax: `[-_a-zA-Z0-9]{1,32}`. */
const REFERENCE_PATTERN = /^[-_a-zA-Z0-9]{1,32}$/
const DIGITS_PATTERN = /^[0-9]+$/

/** True when `value` is a valid CAIP-2 reference (the part after the namespace); never throws. */
export function isCaipReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value)
}

/**
 * [VAL-009] True when `value` is exactly two colon-separated parts: a supported namespace and a
 * CAIP-2 reference. Never throws.
 */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  const parts = value.split(':')
  return parts.length === 2 && isNamespace(parts[0]) && isCaipReference(parts[1])
}

/** Turns a reference into the chain id form stores use: digits become a number. */
export function toChainId(reference: string): number | string {
  if (!DIGITS_PATTERN.test(reference)) return reference
  const chainId = Number(reference)
  return Number.isSafeInteger(chainId) ? chainId : reference
}

/** The errors `parseCaipNetworkId` may throw. */
export type ParseCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Splits a CAIP-2 id into namespace, reference and chain id.
 *
 * @throws InvalidCaipNetworkIdError when `value` is not a valid id (see `isCaipNetworkId`).
 * @example
 * parseCaipNetworkId('eip155:10') // { namespace: 'eip155', reference: '10', chainId: 10 }
 */
export function parseCaipNetworkId(value: unknown): ParsedCaipNetworkId {
  if (!isCaipNetworkId(value)) throw new InvalidCaipNetworkIdError({ details: describeValue(value) })
  const [namespace, reference] = value.split(':') as [Namespace, string]
  return { namespace, reference, chainId: toChainId(reference) }
}

/** The errors `formatCaipNetworkId` may throw. */
export type FormatCaipNetworkIdErrorType = InvalidCaipNetworkIdError

/**
 * Joins a namespace and a reference (or numeric chain id) into a CAIP-2 id.
 *
 * @throws InvalidCaipNetworkIdError when the result would not be valid.
 * @example
 * formatCaipNetworkId('eip155', 8453) // 'eip155:8453'
 */
export function formatCaipNetworkId<namespace extends Namespace>(
  namespace: namespace,
  reference: string | number,
): CaipNetworkId<namespace> {
  const id = `${namespace}:${reference}`
  if (!isCaipNetworkId(id)) throw new InvalidCaipNetworkIdError({ details: describeValue(id) })
  return id as CaipNetworkId<namespace>
}
