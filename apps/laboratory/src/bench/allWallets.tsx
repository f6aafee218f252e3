import { ConnectButton } from '@atrium/appkit/react'
import { startBenchPage } from './benchAppKit.js'

// The page the All Wallets bench measures: the minimal page with the wallet directory the bench
// starts (`?directory=<url>`), and the instance on `window.__benchAppKit` so the bench can see when
// a search's results reach the store.
const directory = new URLSearchParams(window.location.search).get('directory') ?? undefined
const appKit = startBenchPage(
  'All Wallets',
  <ConnectButton />,
  directory === undefined ? {} : { apiUrls: { walletDirectory: directory } },
)
Object.assign(window, { __benchAppKit: appKit })
