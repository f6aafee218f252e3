import { createLazyLoader } from '@atrium/common'

const networkIcons = createLazyLoader(async () => (await import('./networkIcons.js')).NETWORK_ICONS)

/**
 * Loads Atrium's network icons, a chunk of their own: the modal's later views load it with them,
 * so nothing before the click carries it. A failed download is retried on the next call.
 */
export function loadNetworkIcons(): Promise<Readonly<Record<string, string>>> {
  return networkIcons.load()
}

/** The network icons once they have loaded, else `undefined`. */
export function getLoadedNetworkIcons(): Readonly<Record<string, string>> | undefined {
  return networkIcons.peek()
}
