import { useState } from 'react'
import { formatEther, parseEther, verifyMessage } from 'viem'
import {
  useAccount,
  useBalance,
  useSendTransaction,
  useSignMessage,
  useWaitForTransactionReceipt,
} from 'wagmi'
import { devnet } from '../devnet.js'

const MESSAGE = 'Hello from the Atrium laboratory'

/** The dApp's own wagmi hooks, which see the connection the modal made through the same config. */
export function WagmiActions() {
  const { address, chainId } = useAccount()
  const balance = useBalance({ address, query: { refetchInterval: 1_000 } })
  const signMessage = useSignMessage()
  const sendTransaction = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: sendTransaction.data, pollingInterval: 50 })
  const [verified, setVerified] = useState<boolean>()

  const sign = async () => {
    if (!address) return
    setVerified(undefined)
    const signature = await signMessage.signMessageAsync({ message: MESSAGE })
    setVerified(await verifyMessage({ address, message: MESSAGE, signature }))
  }

  return (
    <section aria-labelledby="wagmi-title">
      <h3 id="wagmi-title">wagmi hooks</h3>
      <p>
        wagmi account: <output data-testid="wagmi-address">{address ?? '—'}</output> on chain{' '}
        <output data-testid="wagmi-chain-id">{chainId ?? '—'}</output>, balance{' '}
        <output data-testid="wagmi-balance">{balance.data ? formatEther(balance.data.value) : '—'}</output>
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <button type="button" disabled={!address} onClick={() => void sign().catch(() => setVerified(false))}>
          Sign message
        </button>
        <button
          type="button"
          disabled={!address}
          onClick={() =>
            sendTransaction.sendTransaction({ to: devnet.recipientAddress, value: parseEther('0.001') })
          }
        >
          Send 0.001 ETH
        </button>
      </div>
      <p>
        Signature verified:{' '}
        <output data-testid="signature-verified">{verified === undefined ? '—' : String(verified)}</output>
      </p>
      <p>
        Transfer:{' '}
        <output data-testid="transfer-status">
          {receipt.data?.status ?? (sendTransaction.isPending ? 'pending' : '—')}
        </output>
        {sendTransaction.error ? (
          <output data-testid="transfer-error"> {sendTransaction.error.message.split('\n')[0]}</output>
        ) : null}
      </p>
    </section>
  )
}
