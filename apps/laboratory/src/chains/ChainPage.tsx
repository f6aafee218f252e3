import {
  type AppKit,
  ConnectButton,
  NetworkButton,
  useAppKitNetwork,
  useDisconnect,
} from '@atrium/appkit/react'
import type { Namespace } from '@atrium/common'
import { ChainActions } from './ChainActions.js'

/** One namespace shown on a page: where its test transfers go and how much they send. */
export type ChainPageEntry = {
  readonly namespace: Namespace
  readonly recipient: string
  readonly amount: bigint
  readonly amountLabel: string
}

export type ChainPageProps = {
  readonly title: string
  readonly appKit: AppKit
  readonly chains: readonly ChainPageEntry[]
}

/**
 * A laboratory page over one modal instance: the buttons a dApp would show, the active network, and
 * for each namespace its account, balance and actions (sign, send, refresh).
 */
export function ChainPage({ title, appKit, chains }: ChainPageProps) {
  const network = useAppKitNetwork()
  const { disconnect } = useDisconnect()
  return (
    <section aria-label={title} style={{ display: 'grid', gap: 16 }}>
      <h2>{title}</h2>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <ConnectButton />
        <NetworkButton />
        <button type="button" onClick={() => void disconnect()}>
          Disconnect all
        </button>
      </div>
      <p>
        Active network:{' '}
        <output data-testid="active-network">{network.caipNetwork?.caipNetworkId ?? '—'}</output>
      </p>
      {chains.map((chain) => (
        <ChainActions key={chain.namespace} appKit={appKit} {...chain} />
      ))}
    </section>
  )
}
