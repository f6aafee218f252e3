import { ConnectButton } from '@atrium/appkit/react'
import { startBenchPage } from './benchAppKit.js'

// The page `pnpm bench` measures: what a dApp writes to add the modal to a wagmi app.
startBenchPage('ConnectButton only', <ConnectButton />)
