import { ConnectButton } from '@atrium/appkit/react'
import { devnet } from '../devnet.js'
import { startBenchPage } from './benchAppKit.js'

// The page the sign-in bench measures: the minimal page with the devnet's secure frame, so the
// Connect view offers email sign-in. Its only difference from `minimal.html` is `apiUrls.frame`.
startBenchPage(
  'Email sign-in',
  <ConnectButton />,
  devnet.frameUrl === undefined ? {} : { apiUrls: { frame: devnet.frameUrl } },
)
