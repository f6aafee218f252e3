import { cookieToInitialState } from '@atrium/appkit'
import { ConnectButton } from '@atrium/appkit/react'
import { headers } from 'next/headers'
import { AccountState } from './AccountState'

/** The dApp's one page: a server component that reads the visitor's account from the cookies. */
// biome-ignore lint/style/noDefaultExport: Next.js renders a page module's default export.
export default async function Page() {
  const { connections } = cookieToInitialState((await headers()).get('cookie'))
  const address = connections.eip155?.caipAddress.split(':').at(-1)
  return (
    <main>
      <h1>Atrium on Next.js</h1>
      <ConnectButton />
      <p>
        Rendered on the server for: <output data-testid="server-address">{address ?? '—'}</output>
      </p>
      <AccountState />
    </main>
  )
}
