import { lazy, Suspense, useEffect, useRef } from 'react'
import { DevnetChains } from './DevnetChains.js'
import { devnet } from './devnet.js'
import { useHashRoute } from './useHashRoute.js'

const EvmPage = lazy(() => import('./evm/EvmPage.js').then((module) => ({ default: module.EvmPage })))
const SolanaPage = lazy(() =>
  import('./chains/SolanaPage.js').then((module) => ({ default: module.SolanaPage })),
)
const PolkadotPage = lazy(() =>
  import('./chains/PolkadotPage.js').then((module) => ({ default: module.PolkadotPage })),
)
const BitcoinPage = lazy(() =>
  import('./chains/BitcoinPage.js').then((module) => ({ default: module.BitcoinPage })),
)
const MultichainPage = lazy(() =>
  import('./chains/MultichainPage.js').then((module) => ({ default: module.MultichainPage })),
)
const Gallery = lazy(() => import('./gallery/Gallery.js').then((module) => ({ default: module.Gallery })))

const PAGES = [
  { route: '', title: 'Devnet' },
  { route: 'evm', title: 'EVM' },
  { route: 'solana', title: 'Solana' },
  { route: 'polkadot', title: 'Polkadot' },
  { route: 'bitcoin', title: 'Bitcoin' },
  { route: 'multichain', title: 'Multi-chain' },
  { route: 'gallery', title: 'UI gallery' },
] as const

/** Pages that create a modal instance: one per document, as in a dApp. */
const MODAL_PAGES = new Set(['evm', 'solana', 'polkadot', 'bitcoin', 'multichain'])

/**
 * `createAppKit` makes one instance per page load, as a dApp does: moving from one modal page to
 * another reloads the document so the next page builds its own.
 */
function useReloadBetweenModalPages(route: string) {
  const modalRoute = useRef<string>(undefined)
  useEffect(() => {
    if (!MODAL_PAGES.has(route)) return
    if (modalRoute.current !== undefined && modalRoute.current !== route) window.location.reload()
    else modalRoute.current = route
  }, [route])
}

function Page({ route }: { route: string }) {
  switch (route) {
    case 'gallery':
      return <Gallery />
    case 'evm':
      return <EvmPage />
    case 'solana':
      return <SolanaPage />
    case 'polkadot':
      return <PolkadotPage />
    case 'bitcoin':
      return <BitcoinPage />
    case 'multichain':
      return <MultichainPage />
    default:
      return (
        <>
          <p>Every adapter and feature of Atrium, run against the local devnet.</p>
          <DevnetChains chains={devnet.evm} />
        </>
      )
  }
}

export function App() {
  const route = useHashRoute()
  useReloadBetweenModalPages(route)
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem auto', maxWidth: 960, padding: '0 1rem' }}
    >
      <h1>Atrium laboratory</h1>
      <nav aria-label="Laboratory pages">
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 16, listStyle: 'none', padding: 0 }}>
          {PAGES.map((page) => (
            <li key={page.route}>
              <a href={`#/${page.route}`} aria-current={route === page.route ? 'page' : undefined}>
                {page.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<p>Loading…</p>}>
        <Page route={route} />
      </Suspense>
    </main>
  )
}
