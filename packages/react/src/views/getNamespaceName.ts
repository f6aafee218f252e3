import { type Namespace, REACT_MESSAGES } from '@atrium/common'

const NAMESPACE_NAMES = {
  eip155: REACT_MESSAGES.NAMESPACE_EIP155,
  solana: REACT_MESSAGES.NAMESPACE_SOLANA,
  polkadot: REACT_MESSAGES.NAMESPACE_POLKADOT,
  bip122: REACT_MESSAGES.NAMESPACE_BIP122,
} as const satisfies Record<Namespace, string>

/** The display name of a namespace ('Solana', 'Bitcoin', …) for headings and choosers. */
export function getNamespaceName(namespace: Namespace): string {
  return NAMESPACE_NAMES[namespace]
}
