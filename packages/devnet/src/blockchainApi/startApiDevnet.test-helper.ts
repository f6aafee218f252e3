import { type StartDevnetParameters, startDevnet } from '../startDevnet.js'

/**
 * A devnet on free ports with the Blockchain API over the chains `options` turn on: by default
 * Ethereum (eip155:1) alone, no relay, directory, Solana, Bitcoin nor Polkadot chain. Test-only.
 */
export function startApiDevnet(options: Pick<StartDevnetParameters, 'evm' | 'solana' | 'bitcoin'> = {}) {
  return startDevnet({
    portBase: 'auto',
    evm: { chains: [{ chainId: 1 }] },
    relay: false,
    solana: false,
    bitcoin: false,
    polkadot: false,
    walletDirectory: false,
    ...options,
  })
}
