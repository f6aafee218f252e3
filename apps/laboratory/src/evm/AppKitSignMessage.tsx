import { useAppKitAccount } from '@atrium/appkit/react'
import { useState } from 'react'
import { verifyMessage } from 'viem'
import { appKit } from './evmAppKit.js'

const MESSAGE = 'Hello from the Atrium laboratory'

/**
 * Signs through `appKit.signMessage`: the wallet's own route whatever connected it (an injected
 * wallet through the wagmi adapter, a WalletConnect wallet over the relay, which wagmi's hooks do
 * not see), then verifies the signature against the account.
 */
export function AppKitSignMessage() {
  const { address } = useAppKitAccount()
  const [verified, setVerified] = useState<string>()

  const sign = async () => {
    if (!address) return
    setVerified(undefined)
    const signature = await appKit.signMessage({ message: MESSAGE, namespace: 'eip155' })
    const valid = await verifyMessage({
      address: address as `0x${string}`,
      message: MESSAGE,
      signature: signature as `0x${string}`,
    })
    setVerified(String(valid))
  }

  return (
    <section aria-labelledby="appkit-sign-title">
      <h3 id="appkit-sign-title">AppKit actions</h3>
      <button
        type="button"
        disabled={!address}
        onClick={() => void sign().catch((error: unknown) => setVerified(`error: ${String(error)}`))}
      >
        AppKit: sign
      </button>
      <p>
        Signature verified: <output data-testid="appkit-signature-verified">{verified ?? '—'}</output>
      </p>
    </section>
  )
}
