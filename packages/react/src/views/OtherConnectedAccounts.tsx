'use client'

import { formatMessage, NAMESPACES, type Namespace, REACT_MESSAGES, truncateAddress } from '@atrium/common'
import type { AccountState } from '@atrium/core'
import { ListItem, Text } from '@atrium/ui'
import { useId } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/shallow'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getErrorText } from './getErrorText.js'
import { getNamespaceName } from './getNamespaceName.js'
import { useShowSnackbar } from './useShowSnackbar.js'

/** The namespaces other than `active` with a connected account, in the catalogue order. */
function selectOtherConnected(state: AccountState, active: Namespace | undefined): readonly Namespace[] {
  return NAMESPACES.filter(
    (namespace) => namespace !== active && state.chains[namespace].address !== undefined,
  )
}

/**
 * The accounts of the other connected namespaces (each namespace keeps its own connection): one row
 * each, which makes that namespace the active one by switching to its current network (NET-006).
 * Nothing is rendered while only one namespace is connected.
 */
export function OtherConnectedAccounts() {
  const appKit = useAppKitContext()
  const { account, network } = appKit.stores
  const active = useStore(network, (state) => state.activeNamespace)
  const namespaces = useStore(
    account,
    useShallow((state) => selectOtherConnected(state, active)),
  )
  const addresses = useStore(
    account,
    useShallow((state) => namespaces.map((namespace) => state.chains[namespace].address ?? '')),
  )
  const show = useShowSnackbar()
  const headingId = useId()
  if (namespaces.length === 0) return null
  const use = (namespace: Namespace) => {
    const chain = network.getState().chains[namespace]
    const caipNetwork = chain.caipNetwork ?? chain.requestedCaipNetworks[0]
    if (caipNetwork === undefined) return
    appKit.switchNetwork(caipNetwork).catch((error: unknown) => show('error', getErrorText(error)))
  }
  return (
    <div style={SECTION_STYLE}>
      <Text as="h3" id={headingId} variant="small" tone="secondary">
        {REACT_MESSAGES.OTHER_CONNECTED_ACCOUNTS}
      </Text>
      <ul aria-labelledby={headingId} style={LIST_STYLE}>
        {namespaces.map((namespace, index) => {
          const chain = getNamespaceName(namespace)
          const address = truncateAddress(addresses[index] ?? '')
          return (
            <li key={namespace}>
              <ListItem
                title={chain}
                description={address}
                aria-label={formatMessage(REACT_MESSAGES.USE_ACCOUNT_OF_CHAIN, { chain, address })}
                onClick={() => use(namespace)}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}

const SECTION_STYLE = { display: 'flex', flexDirection: 'column', gap: 8, alignSelf: 'stretch' } as const
const LIST_STYLE = { display: 'flex', flexDirection: 'column', gap: 8, margin: 0, padding: 0 } as const
