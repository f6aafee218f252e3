import { useAppKitAccount } from '@atrium/appkit/react'
import { useState } from 'react'
import { parseEther } from 'viem'
import { devnet } from '../devnet.js'
import { appKit } from './evmAppKit.js'

/** The batch the button sends: two transfers to the devnet recipient, told apart by their amounts. */
const CALLS = [
  { to: devnet.recipientAddress, value: parseEther('0.001') },
  { to: devnet.recipientAddress, value: parseEther('0.002') },
] as const

/**
 * Sends a batch through `appKit.sendCalls` (EIP-5792: `wallet_sendCalls` when the wallet reports
 * it, else one transaction after another) and waits for its status with
 * `appKit.waitForCallsStatus`; shows the status and the receipts' hashes.
 */
export function AppKitSendCalls() {
  const { address } = useAppKitAccount()
  const [status, setStatus] = useState<string>()
  const [hashes, setHashes] = useState<string>()

  const send = async () => {
    setStatus('pending')
    setHashes(undefined)
    const { id } = await appKit.sendCalls({ calls: CALLS, namespace: 'eip155' })
    const done = await appKit.waitForCallsStatus({ id, namespace: 'eip155' })
    setStatus(`${done.status} (${done.receipts.length} receipts)`)
    setHashes(done.receipts.map((receipt) => receipt.transactionHash).join(' '))
  }

  return (
    <section aria-labelledby="appkit-calls-title">
      <h3 id="appkit-calls-title">AppKit batch (EIP-5792)</h3>
      <button
        type="button"
        disabled={!address}
        onClick={() =>
          void send().catch((error: unknown) =>
            setStatus(`error: ${error instanceof Error ? error.message : String(error)}`),
          )
        }
      >
        AppKit: send 2 calls
      </button>
      <p>
        Batch status: <output data-testid="appkit-calls-status">{status ?? '—'}</output>
      </p>
      <p>
        Receipts:{' '}
        <output data-testid="appkit-calls-hashes" style={{ wordBreak: 'break-all' }}>
          {hashes ?? '—'}
        </output>
      </p>
    </section>
  )
}
