import { isNamespace, type Namespace } from '@atrium/common'

/**
 * [STORE-010][STORE-011] Reads the comma-joined stored form (`'eip155,solana'`) into a list of
 * namespaces: unknown parts and duplicates are dropped, order is kept.
 */
export function parseConnectedNamespaces(value: string | undefined): Namespace[] {
  if (value === undefined || value === '') return []
  const namespaces: Namespace[] = []
  for (const part of value.split(',')) {
    const namespace = part.trim()
    if (isNamespace(namespace) && !namespaces.includes(namespace)) namespaces.push(namespace)
  }
  return namespaces
}

/** [STORE-010] The stored form: the namespaces joined by commas, without duplicates. */
export function formatConnectedNamespaces(namespaces: readonly Namespace[]): string {
  return [...new Set(namespaces)].join(',')
}

/** [STORE-011] Appends `namespace` only if it is absent; returns the same list otherwise. */
export function addConnectedNamespace(
  namespaces: readonly Namespace[],
  namespace: Namespace,
): readonly Namespace[] {
  return namespaces.includes(namespace) ? namespaces : [...namespaces, namespace]
}

/** [STORE-011] Deletes `namespace` from the list. */
export function removeConnectedNamespace(
  namespaces: readonly Namespace[],
  namespace: Namespace,
): readonly Namespace[] {
  return namespaces.filter((entry) => entry !== namespace)
}
