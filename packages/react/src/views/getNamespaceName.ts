import { formatErrorMessage, type Namespace } from '@atrium/common'

const NAMESPACE_MESSAGES = {
  eip155: 'NAMESPACE_EIP155',
  solana: 'NAMESPACE_SOLANA',
  polkadot: 'NAMESPACE_POLKADOT',
  bip122: 'NAMESPACE_BIP122',
} as const satisfies Record<Namespace, string>

/** The display name of a namespace ('Solana', 'Bitcoin', …) for headings and choosers. */
export function getNamespaceName(namespace: Namespace): string {
  return formatErrorMessage(NAMESPACE_MESSAGES[namespace])
}
