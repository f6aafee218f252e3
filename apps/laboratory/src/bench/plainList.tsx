import { useState } from 'react'
import { useConnect } from 'wagmi'
import { startWagmiOnlyPage } from './wagmiOnlyPage.js'

// The bench's reference for the click: the wagmi-only page whose button opens a hand-written
// wallet list (no modal library, no lazy loading), the fastest a list can appear. Atrium's click
// figures are printed as ratios to this page's.
const OTHER_WALLETS = ['WalletConnect', 'Coinbase Wallet', 'MetaMask', 'Trust Wallet', 'Rainbow']

const DIALOG_STYLE = {
  position: 'fixed',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  inlineSize: 360,
  padding: 16,
  borderRadius: 16,
  background: '#fff',
  boxShadow: '0 8px 32px rgb(0 0 0 / 0.2)',
  fontFamily: 'system-ui, sans-serif',
} as const
const ROW_STYLE = {
  display: 'block',
  inlineSize: '100%',
  padding: 12,
  marginBlockEnd: 8,
  border: 0,
  borderRadius: 12,
  background: '#f3f4f6',
  textAlign: 'start',
  fontSize: 15,
} as const

function WalletList({ onClose }: { readonly onClose: () => void }) {
  const { connect, connectors } = useConnect()
  return (
    <div role="dialog" aria-label="Connect wallet" style={DIALOG_STYLE}>
      <h2 style={{ marginBlock: '0 12px', fontSize: 18 }}>Connect wallet</h2>
      <ul aria-label="Wallets" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {connectors.map((connector) => (
          <li key={connector.uid}>
            <button type="button" style={ROW_STYLE} onClick={() => connect({ connector })}>
              {connector.name}
            </button>
          </li>
        ))}
        {OTHER_WALLETS.map((name) => (
          <li key={name}>
            <button type="button" style={ROW_STYLE}>
              {name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  )
}

function ConnectWithList() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect wallet
      </button>
      {open && <WalletList onClose={() => setOpen(false)} />}
    </>
  )
}

startWagmiOnlyPage(<ConnectWithList />)
