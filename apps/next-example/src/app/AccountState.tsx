'use client'

import { useAppKitAccount } from '@atrium/appkit/react'
import { useEffect, useState } from 'react'
import { useConnection } from 'wagmi'

/** Atrium's and wagmi's view of the account, rendered on the server and hydrated in the browser. */
export function AccountState() {
  const account = useAppKitAccount()
  const wagmi = useConnection()
  // Effects run only after hydration: the end-to-end tests wait for this mark.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <dl data-testid="account-state" data-hydrated={hydrated}>
      <dt>Atrium</dt>
      <dd data-testid="appkit-status">{account.status}</dd>
      <dd data-testid="appkit-address">{account.address ?? '—'}</dd>
      <dt>wagmi</dt>
      <dd data-testid="wagmi-status">{wagmi.status}</dd>
      <dd data-testid="wagmi-address">{wagmi.address ?? '—'}</dd>
    </dl>
  )
}
