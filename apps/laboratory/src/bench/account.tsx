import { ConnectButton } from '@atrium/appkit/react'
import { startBenchPage } from './benchAppKit.js'

// The page the Account bench measures: the minimal page with the Blockchain API the bench starts
// (`?blockchainApi=<url>`), so a connected account's Tokens and Activity tabs read the devnet chains.
const blockchainApi = new URLSearchParams(window.location.search).get('blockchainApi') ?? undefined
startBenchPage(
  'Account view',
  <ConnectButton />,
  blockchainApi === undefined ? {} : { apiUrls: { blockchainApi } },
)
