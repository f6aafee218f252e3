import type { SiwxSession } from '@atrium/appkit'
import { useAppKitAccount, useAppKitNetwork } from '@atrium/appkit/react'
import { useEffect, useState } from 'react'
import { labSiwx } from './labSiwx.js'

/**
 * The sign-in (SIWX) state of the connected account on the current network, read from the `siwx`
 * config after every account or network change: the signed-in address, its chain and when the
 * message was issued, or '—' when there is no session (signed out, or a wallet that did not sign in).
 */
export function SiwxSessionState() {
  const { address, status } = useAppKitAccount()
  const { caipNetwork } = useAppKitNetwork()
  const [session, setSession] = useState<SiwxSession>()
  const caipNetworkId = caipNetwork?.caipNetworkId

  useEffect(() => {
    let current = true
    setSession(undefined)
    if (
      labSiwx === undefined ||
      address === undefined ||
      caipNetworkId === undefined ||
      status !== 'connected'
    )
      return
    void labSiwx.getSessions(caipNetworkId, address).then((sessions) => {
      if (current) setSession(sessions[0])
    })
    return () => {
      current = false
    }
  }, [address, caipNetworkId, status])

  return (
    <section aria-labelledby="siwx-title">
      <h3 id="siwx-title">Sign in with X (one-click over WalletConnect)</h3>
      <p>
        Signed in as <output data-testid="siwx-session">{session?.data.accountAddress ?? '—'}</output> on{' '}
        <output data-testid="siwx-session-chain">{session?.data.chainId ?? '—'}</output>, issued{' '}
        <output data-testid="siwx-session-issued">{session?.data.issuedAt ?? '—'}</output>
      </p>
    </section>
  )
}
