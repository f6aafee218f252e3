import { lazy, Suspense } from 'react'
import { DevnetChains } from './DevnetChains.js'
import { devnet } from './devnet.js'
import { useHashRoute } from './useHashRoute.js'

const EvmPage = lazy(() => import('./evm/EvmPage.js').then((module) => ({ default: module.EvmPage })))
const Gallery = lazy(() => import('./gallery/Gallery.js').then((module) => ({ default: module.Gallery })))

const PAGES = [
  { route: '', title: 'Devnet' },
  { route: 'evm', title: 'EVM' },
  { route: 'gallery', title: 'UI gallery' },
] as const

export function App() {
  const route = useHashRoute()
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem auto', maxWidth: 960, padding: '0 1rem' }}
    >
      <h1>Atrium laboratory</h1>
      <nav aria-label="Laboratory pages">
        <ul style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0 }}>
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
        {route === 'gallery' ? (
          <Gallery />
        ) : route === 'evm' ? (
          <EvmPage />
        ) : (
          <>
            <p>Every adapter and feature of Atrium, run against the local devnet.</p>
            <DevnetChains chains={devnet.evm} />
          </>
        )}
      </Suspense>
    </main>
  )
}
