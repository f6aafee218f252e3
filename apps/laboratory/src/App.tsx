import { DevnetChains } from './DevnetChains.js'
import { devnet } from './devnet.js'

export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem auto', maxWidth: 720 }}>
      <h1>Atrium laboratory</h1>
      <p>Every adapter and feature of Atrium, run against the local devnet.</p>
      <DevnetChains chains={devnet.evm} />
    </main>
  )
}
