'use client'

import {
  type CaipNetwork,
  type CaipNetworkId,
  NAMESPACES,
  type Namespace,
  REACT_MESSAGES,
} from '@atrium/common'
import type { NetworkState } from '@atrium/core'
import { Icon, ListItem, NetworkImage, Text } from '@atrium/ui'
import { useId, useState } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/shallow'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useNetworkImageUrl } from '../icons/useNetworkImageUrl.js'
import { getErrorText } from './getErrorText.js'
import { getNamespaceName } from './getNamespaceName.js'
import { useShowSnackbar } from './useShowSnackbar.js'

/** Props of `NetworkList`. */
export type NetworkListProps = {
  /** Called after a successful switch (or a click on the current network). */
  readonly onSwitched: () => void
  /**
   * `'all'` lists the networks of every configured namespace, grouped by namespace, so a switch can
   * move to another namespace (NET-006); `'active'` only the active namespace's (UnsupportedChain).
   */
  readonly scope?: 'all' | 'active' | undefined
}

/** The namespaces whose networks are listed, in the catalogue order of namespaces. */
function selectNamespaces(state: NetworkState, scope: 'all' | 'active'): readonly Namespace[] {
  if (scope === 'active') return state.activeNamespace === undefined ? [] : [state.activeNamespace]
  return NAMESPACES.filter((namespace) => state.chains[namespace].requestedCaipNetworks.length > 0)
}

/**
 * The configured networks (NET-004), the current one of each namespace marked. A click switches
 * through core's `switchNetwork` (NET-006..011), across namespaces too; a failure (the wallet refused,
 * 4902, …) shows an error snackbar and changes nothing, never silently. Several namespaces are shown
 * as groups headed by the namespace's name.
 */
export function NetworkList({ onSwitched, scope = 'all' }: NetworkListProps) {
  const appKit = useAppKitContext()
  const namespaces = useStore(
    appKit.stores.network,
    useShallow((state) => selectNamespaces(state, scope)),
  )
  const show = useShowSnackbar()
  const [switchingTo, setSwitchingTo] = useState<CaipNetworkId>()
  const select = (caipNetwork: CaipNetwork, isCurrent: boolean) => {
    if (switchingTo !== undefined) return
    if (isCurrent) return onSwitched()
    setSwitchingTo(caipNetwork.caipNetworkId)
    appKit.switchNetwork(caipNetwork).then(
      () => {
        setSwitchingTo(undefined)
        onSwitched()
      },
      (error: unknown) => {
        setSwitchingTo(undefined)
        show('error', getErrorText(error))
      },
    )
  }
  const [single] = namespaces
  if (namespaces.length === 1 && single !== undefined) {
    return (
      <NamespaceNetworks
        namespace={single}
        label={REACT_MESSAGES.NETWORK_LIST_LABEL}
        switchingTo={switchingTo}
        onSelect={select}
      />
    )
  }
  return (
    <section aria-label={REACT_MESSAGES.NETWORK_LIST_LABEL} style={GROUPS_STYLE}>
      {namespaces.map((namespace) => (
        <NamespaceNetworks
          key={namespace}
          namespace={namespace}
          heading={getNamespaceName(namespace)}
          switchingTo={switchingTo}
          onSelect={select}
        />
      ))}
    </section>
  )
}

type NamespaceNetworksProps = {
  readonly namespace: Namespace
  /** The list's accessible name, when it has no visible heading. */
  readonly label?: string
  /** A visible heading naming the list. */
  readonly heading?: string
  readonly switchingTo: CaipNetworkId | undefined
  readonly onSelect: (caipNetwork: CaipNetwork, isCurrent: boolean) => void
}

/** One namespace's requested networks; the active namespace's current network is marked. */
function NamespaceNetworks({ namespace, label, heading, switchingTo, onSelect }: NamespaceNetworksProps) {
  const { stores } = useAppKitContext()
  const networks = useStore(stores.network, (state) => state.chains[namespace].requestedCaipNetworks)
  const currentId = useStore(stores.network, (state) =>
    state.activeNamespace === namespace ? state.chains[namespace].caipNetwork?.caipNetworkId : undefined,
  )
  const headingId = useId()
  return (
    <div style={GROUP_STYLE}>
      {heading === undefined ? null : (
        <Text as="h3" id={headingId} variant="small" tone="secondary">
          {heading}
        </Text>
      )}
      <ul
        aria-label={label}
        aria-labelledby={heading === undefined ? undefined : headingId}
        style={LIST_STYLE}
      >
        {networks.map((caipNetwork) => (
          <li key={caipNetwork.caipNetworkId}>
            <NetworkRow
              caipNetwork={caipNetwork}
              current={caipNetwork.caipNetworkId === currentId}
              busy={caipNetwork.caipNetworkId === switchingTo}
              onSelect={onSelect}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

type NetworkRowProps = {
  readonly caipNetwork: CaipNetwork
  readonly current: boolean
  readonly busy: boolean
  readonly onSelect: (caipNetwork: CaipNetwork, isCurrent: boolean) => void
}

/** One network; the current one ends in a check, and 'Current' for assistive technology. */
function NetworkRow({ caipNetwork, current, busy, onSelect }: NetworkRowProps) {
  const imageUrl = useNetworkImageUrl(caipNetwork)
  return (
    <ListItem
      title={
        <>
          {caipNetwork.name}
          {current && <span className="atr-visually-hidden">, {REACT_MESSAGES.NETWORK_CURRENT}</span>}
        </>
      }
      leading={<NetworkImage name={caipNetwork.name} imageUrl={imageUrl} decorative />}
      trailing={current ? <Icon name="check" /> : undefined}
      current={current}
      busy={busy}
      onClick={() => onSelect(caipNetwork, current)}
    />
  )
}

const GROUPS_STYLE = { display: 'flex', flexDirection: 'column', gap: 16 } as const
const GROUP_STYLE = { display: 'flex', flexDirection: 'column', gap: 8 } as const
const LIST_STYLE = { display: 'flex', flexDirection: 'column', gap: 8, margin: 0, padding: 0 } as const
