'use client'

import {
  EXTERNAL_WALLET_WAIT_MS,
  formatMessage,
  isUserRejection,
  type Namespace,
  REACT_MESSAGES,
} from '@atrium/common'
import { type Connector, resetView, selectViewData } from '@atrium/core'
import { Button, ListItem, NetworkImage, Text, WaitingImage } from '@atrium/ui'
import { useEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import type { AppKitContextValue } from '../context/AppKitContextValue.js'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getErrorText } from './getErrorText.js'
import { getNamespaceName } from './getNamespaceName.js'

/** Where one connection attempt stands. */
type Attempt =
  | { readonly phase: 'waiting' }
  | { readonly phase: 'notResponding' }
  | { readonly phase: 'declined' }
  | { readonly phase: 'failed'; readonly message: string }

/**
 * Connects `connector` and reports each attempt's outcome; only the latest attempt may report, so a
 * late answer to an abandoned attempt cannot overwrite a retry. On success the view becomes Account,
 * unless something else (UnsupportedChain, a close) has taken over the router meanwhile. A wallet
 * SDK that opens its own window (an EXTERNAL connector) is given EXTERNAL_WALLET_WAIT_MS: its window
 * can fail to load without the SDK ever settling, so the view then says it is not responding and
 * offers the retry; a late success still connects.
 */
function useConnectAttempt(appKit: AppKitContextValue, connector: Connector) {
  const [attempt, setAttempt] = useState<Attempt>({ phase: 'waiting' })
  const latest = useRef(0)
  const waitTimer = useRef<unknown>(undefined)
  const stopWaiting = () => appKit.timers.clearTimeout(waitTimer.current)
  const connect = () => {
    const id = latest.current + 1
    latest.current = id
    setAttempt({ phase: 'waiting' })
    stopWaiting()
    if (connector.type === 'EXTERNAL') {
      waitTimer.current = appKit.timers.setTimeout(() => {
        if (latest.current === id) setAttempt({ phase: 'notResponding' })
      }, EXTERNAL_WALLET_WAIT_MS)
    }
    appKit.connect({ connector }).then(
      () => {
        stopWaiting()
        const { router } = appKit.stores
        if (latest.current === id && router.getState().view === 'ConnectingExternal') {
          resetView({ router }, { view: 'Account' })
        }
      },
      (error: unknown) => {
        if (latest.current !== id) return
        stopWaiting()
        setAttempt(
          isUserRejection(error) ? { phase: 'declined' } : { phase: 'failed', message: getErrorText(error) },
        )
      },
    )
  }
  // StrictMode runs effects twice on mount: the ref keeps it to one wallet prompt.
  const started = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: connects once per visit of the view
  useEffect(() => {
    if (started.current) return
    started.current = true
    connect()
  }, [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer of the view's last attempt
  useEffect(() => stopWaiting, [])
  return { attempt, retry: connect }
}

/**
 * The connector to connect: a plain one is itself; of a wallet merged across namespaces
 * (CONNECTOR-005), the member of the namespace the modal was opened for, or `undefined` when the
 * user must choose because it serves several namespaces.
 */
export function pickConnectorToConnect(
  connector: Connector,
  filterByNamespace: Namespace | undefined,
): Connector | undefined {
  const members = connector.connectors ?? []
  if (members.length === 0) return connector
  if (filterByNamespace !== undefined) {
    return members.find((member) => member.chain === filterByNamespace) ?? connector
  }
  return new Set(members.map((member) => member.chain)).size > 1 ? undefined : members[0]
}

/**
 * ConnectingExternal: asks the selected wallet to connect and waits ('Continue in <wallet>'), with
 * a retry. A refusal (EIP-1193 4001) shows 'Connection declined'; any other failure shows its text.
 * A wallet on several namespaces (e.g. Phantom on EVM and Solana) first asks which one to connect,
 * unless the modal was opened for one namespace.
 */
export function ConnectingExternalView() {
  const appKit = useAppKitContext()
  const connector = useStore(appKit.stores.router, selectViewData)?.connector
  const filterByNamespace = useStore(appKit.stores.connectors, (state) => state.filterByNamespace)
  const [chosen, setChosen] = useState<Connector>()
  if (connector === undefined) return null
  const target = chosen ?? pickConnectorToConnect(connector, filterByNamespace)
  if (target === undefined) return <ChainChooser connector={connector} onChoose={setChosen} />
  return <ConnectingWallet key={`${target.chain}:${target.id}`} connector={target} shown={connector} />
}

/** The namespaces a merged wallet serves, one row each. */
function ChainChooser(props: {
  readonly connector: Connector
  readonly onChoose: (member: Connector) => void
}) {
  const { connector, onChoose } = props
  return (
    <div style={COLUMN_STYLE}>
      <NetworkImage
        name={connector.name}
        imageUrl={connector.imageUrl}
        size={64}
        shape="rounded"
        decorative
      />
      <Text as="h3" variant="title" align="center">
        {REACT_MESSAGES.SELECT_CHAIN}
      </Text>
      <Text align="center" tone="secondary">
        {formatMessage(REACT_MESSAGES.SELECT_CHAIN_DESCRIPTION, { wallet: connector.name })}
      </Text>
      <ul aria-label={REACT_MESSAGES.SELECT_CHAIN} style={LIST_STYLE}>
        {(connector.connectors ?? []).map((member) => (
          <li key={member.chain}>
            <ListItem title={getNamespaceName(member.chain)} onClick={() => onChoose(member)} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function getAttemptText(attempt: Attempt, wallet: string): readonly [string, string] {
  switch (attempt.phase) {
    case 'declined':
      return [REACT_MESSAGES.CONNECTION_DECLINED, REACT_MESSAGES.CONNECTION_DECLINED_DESCRIPTION]
    case 'failed':
      return [REACT_MESSAGES.CONNECTION_FAILED, attempt.message]
    case 'notResponding':
      return [
        formatMessage(REACT_MESSAGES.WALLET_NOT_RESPONDING, { wallet }),
        REACT_MESSAGES.WALLET_NOT_RESPONDING_DESCRIPTION,
      ]
    case 'waiting':
      return [
        formatMessage(REACT_MESSAGES.CONTINUE_IN_WALLET, { wallet }),
        REACT_MESSAGES.ACCEPT_CONNECTION_REQUEST,
      ]
  }
}

/** Connects one wallet (of one namespace) and shows the attempt; `shown` is the row the user picked. */
function ConnectingWallet(props: { readonly connector: Connector; readonly shown: Connector }) {
  const appKit = useAppKitContext()
  const { connector, shown } = props
  const { attempt, retry } = useConnectAttempt(appKit, connector)
  const wallet = shown.name
  const [title, description] = getAttemptText(attempt, wallet)
  const failed = attempt.phase !== 'waiting'
  return (
    <div style={COLUMN_STYLE}>
      <WaitingImage
        name={wallet}
        imageUrl={connector.imageUrl ?? shown.imageUrl}
        waiting={!failed}
        label={formatMessage(REACT_MESSAGES.WAITING_FOR_WALLET, { wallet })}
      />
      {/* One live region for the outcome, so a refusal is announced without moving focus. */}
      <div role={failed ? 'alert' : undefined} style={COLUMN_STYLE}>
        <Text as="h3" variant="title" align="center" tone={failed ? 'error' : 'default'}>
          {title}
        </Text>
        <Text align="center" tone="secondary">
          {description}
        </Text>
      </div>
      <Button variant={failed ? 'main' : 'secondary'} onClick={retry}>
        {REACT_MESSAGES.TRY_AGAIN}
      </Button>
    </div>
  )
}

const LIST_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  margin: 0,
  padding: 0,
  alignSelf: 'stretch',
} as const
const COLUMN_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  padding: '8px 0',
} as const
