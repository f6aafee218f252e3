import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

const getRoute = () => window.location.hash.replace(/^#\/?/, '')

/** The laboratory's page from the URL hash (`#/evm` → `'evm'`), so a static preview needs no rewrites. */
export function useHashRoute(): string {
  return useSyncExternalStore(subscribe, getRoute, () => '')
}
