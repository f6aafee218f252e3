import { useAppKit } from '@atrium/appkit/react'
import { startBenchPage } from './benchAppKit.js'

// A dApp's own button: `open()` from `useAppKit` on click, without the hover preload of Atrium's
// ConnectButton, so the click waits for the modal's files.
function OpenButton() {
  const { open } = useAppKit()
  return (
    <button type="button" onClick={() => open()}>
      Connect wallet
    </button>
  )
}

startBenchPage('A button calling open()', <OpenButton />)
