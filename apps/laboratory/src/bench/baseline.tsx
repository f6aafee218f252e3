import { useConnect } from 'wagmi'
import { startWagmiOnlyPage } from './wagmiOnlyPage.js'

// The bench's baseline: the same wagmi app without the modal; the button connects the injected wallet.
function ConnectInjected() {
  const { connect, connectors } = useConnect()
  return (
    <button type="button" onClick={() => connectors[0] && connect({ connector: connectors[0] })}>
      Connect wallet
    </button>
  )
}

startWagmiOnlyPage(<ConnectInjected />)
