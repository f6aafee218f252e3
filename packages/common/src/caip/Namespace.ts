/** [NET-001] The chain namespaces Atrium supports, as CAIP-2 namespace strings (`bip122` is bitcoin). */
export const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const

/** A CAIP-2 chain namespace Atrium supports. */
export type Namespace = (typeof NAMESPACES)[number]

/** True when `value` is one of the supported namespaces; never throws. */
export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value)
}
