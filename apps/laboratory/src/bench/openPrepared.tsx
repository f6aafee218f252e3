import { useAppKit } from '@atrium/appkit/react'
import { startBenchPage } from './benchAppKit.js'

// A dApp's own button wired as the README shows: `prepareOpen` on the pointer's arrival and on
// focus, `open()` on click, so the modal loads while the pointer comes to rest.
function PreparedOpenButton() {
  const { open, prepareOpen } = useAppKit()
  return (
    <button type="button" onPointerEnter={prepareOpen} onFocus={prepareOpen} onClick={() => open()}>
      Connect wallet
    </button>
  )
}

startBenchPage('A button calling open(), prepared on the pointer', <PreparedOpenButton />)
