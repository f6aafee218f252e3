import { type AppKit, useAppKit, useAppKitAccount } from '@atrium/appkit/react'
import type { Namespace } from '@atrium/common'
import { useState, useSyncExternalStore } from 'react'

/** The message every laboratory page signs. */
export const LABORATORY_MESSAGE = 'Hello from the Atrium laboratory'

export type ChainActionsProps = {
  readonly appKit: AppKit
  readonly namespace: Namespace
  /** A devnet account that receives the test transfers. */
  readonly recipient: string
  /** The transfer amount in the smallest unit, and how it reads. */
  readonly amount: bigint
  readonly amountLabel: string
}

type Outcome = { readonly status: 'idle' | 'pending' | 'done' | 'failed'; readonly text?: string }

function useAction(run: () => Promise<string>) {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' })
  const start = () => {
    setOutcome({ status: 'pending' })
    run().then(
      (text) => setOutcome({ status: 'done', text }),
      (error: unknown) =>
        setOutcome({ status: 'failed', text: error instanceof Error ? error.message : String(error) }),
    )
  }
  return [outcome, start] as const
}

function formatOutcome(outcome: Outcome): string | undefined {
  if (outcome.status === 'idle') return undefined
  return outcome.status === 'pending' ? 'pending' : `${outcome.status}: ${outcome.text ?? ''}`
}

/** The namespace's balance as the modal's account store holds it (refreshed by appkit). */
function useBalance(appKit: AppKit, namespace: Namespace): string | undefined {
  const { account } = appKit.stores
  return useSyncExternalStore(account.subscribe, () => {
    const chain = account.getState().chains[namespace]
    return chain.balance === undefined ? undefined : `${chain.balance} ${chain.balanceSymbol ?? ''}`.trim()
  })
}

function Row(props: { readonly name: string; readonly testId: string; readonly value: string | undefined }) {
  return (
    <tr>
      <th scope="row" style={{ textAlign: 'left', paddingRight: 16 }}>
        {props.name}
      </th>
      <td>
        <output data-testid={props.testId} style={{ wordBreak: 'break-all' }}>
          {props.value ?? '—'}
        </output>
      </td>
    </tr>
  )
}

/**
 * One namespace's account as the hooks report it (address, balance) and its actions through the
 * modal instance: open the modal for this namespace, sign the laboratory message, send a transfer
 * to a devnet account, refresh the balance. Outcomes appear in `data-testid` outputs prefixed with
 * the namespace, which the end-to-end tests read.
 */
export function ChainActions({ appKit, namespace, recipient, amount, amountLabel }: ChainActionsProps) {
  const account = useAppKitAccount({ namespace })
  const balance = useBalance(appKit, namespace)
  const { open } = useAppKit()
  const [signature, sign] = useAction(() => appKit.signMessage({ message: LABORATORY_MESSAGE, namespace }))
  const [transfer, send] = useAction(() =>
    appKit.sendTransaction({ namespace, to: recipient, value: amount }),
  )
  const connected = account.isConnected
  return (
    <section aria-label={`${namespace} account`} style={{ display: 'grid', gap: 8 }}>
      <table>
        <tbody>
          <Row name="status" testId={`${namespace}-status`} value={account.status} />
          <Row name="address" testId={`${namespace}-address`} value={account.address} />
          <Row name="caipAddress" testId={`${namespace}-caipAddress`} value={account.caipAddress} />
          <Row name="balance" testId={`${namespace}-balance`} value={balance} />
          <Row name="signature" testId={`${namespace}-signature`} value={formatOutcome(signature)} />
          <Row name="transfer" testId={`${namespace}-transfer`} value={formatOutcome(transfer)} />
        </tbody>
      </table>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <button type="button" onClick={() => open({ namespace })}>
          Open modal for {namespace}
        </button>
        <button type="button" disabled={!connected} onClick={sign}>
          Sign message ({namespace})
        </button>
        <button type="button" disabled={!connected} onClick={send}>
          Send {amountLabel} ({namespace})
        </button>
        <button type="button" disabled={!connected} onClick={() => void appKit.fetchBalance({ namespace })}>
          Refresh balance ({namespace})
        </button>
      </div>
    </section>
  )
}
