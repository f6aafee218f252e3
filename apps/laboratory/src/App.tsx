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

/** The demos the landing page introduces, one per namespace plus the multi-chain page and the gallery. */
const DEMOS = [
  {
    route: 'evm',
    title: 'EVM',
    text: 'wagmi on devnet chains 1, 10 and 8453: connect, switch, sign, send, and every hook.',
  },
  {
    route: 'solana',
    title: 'Solana',
    text: 'The Solana adapter on the devnet validator: Wallet Standard wallets, sign and transfer.',
  },
  {
    route: 'polkadot',
    title: 'Polkadot',
    text: 'The Polkadot adapter on a chopsticks fork: extension wallets, sign and transfer.',
  },
  {
    route: 'bitcoin',
    title: 'Bitcoin',
    text: 'The Bitcoin adapter on regtest: UniSat- and Xverse-style wallets, PSBT signing.',
  },
  {
    route: 'multichain',
    title: 'Multi-chain',
    text: 'All four namespaces in one modal: one wallet per chain, or one for all.',
  },
  { route: 'gallery', title: 'UI gallery', text: 'Every primitive of the kit in the light and dark themes.' },
] as const

function Landing() {
  return (
    <>
      <section aria-labelledby="lab-intro">
        <h2 id="lab-intro">Every adapter and feature of Atrium, run against the local devnet.</h2>
        <p className="lab-lead">
          Each demo is a page of a dApp with the Atrium modal over local chains and a dev wallet: nothing
          leaves this machine.
        </p>
        <ul className="lab-cards" aria-label="Demos">
          {DEMOS.map((demo) => (
            <li key={demo.route}>
              <a className="lab-card" href={`#/${demo.route}`}>
                <h3>{demo.title}</h3>
                <p>{demo.text}</p>
                <span aria-hidden="true">Open demo →</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <DevnetChains chains={devnet.evm} />
    </>
  )
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
      return <Landing />
  }
}

export function App() {
  const route = useHashRoute()
  useReloadBetweenModalPages(route)
  return (
    <>
      <header className="lab-header">
        <div className="lab-header-inner">
          <h1>Atrium laboratory</h1>
          <nav className="lab-nav" aria-label="Laboratory pages">
            <ul>
              {PAGES.map((page) => (
                <li key={page.route}>
                  <a href={`#/${page.route}`} aria-current={route === page.route ? 'page' : undefined}>
                    {page.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main className="lab-main">
        <Suspense fallback={<p>Loading…</p>}>
          <Page route={route} />
        </Suspense>
      </main>
    </>
  )
}
