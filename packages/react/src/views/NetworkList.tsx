'use client'

import { type CaipNetwork, type CaipNetworkId, formatErrorMessage } from '@atrium/common'
import { ListItem, NetworkImage } from '@atrium/ui'
import { useState } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { getErrorText } from './getErrorText.js'
import { useShowSnackbar } from './useShowSnackbar.js'

/** Props of `NetworkList`. */
export type NetworkListProps = {
  /** Called after a successful switch (or a click on the current network). */
  readonly onSwitched: () => void
}

/**
 * The configured networks of the active namespace (NET-004), the current one marked. A click
 * switches through core's `switchNetwork` (NET-006..011); a failure (the wallet refused, 4902, …)
 * shows an error snackbar and changes nothing, never silently.
 */
export function NetworkList({ onSwitched }: NetworkListProps) {
  const appKit = useAppKitContext()
  const { network } = appKit.stores
  const networks = useStore(network, (state) =>
    state.activeNamespace === undefined
      ? NO_NETWORKS
      : state.chains[state.activeNamespace].requestedCaipNetworks,
  )
  const currentId = useStore(network, (state) =>
    state.activeNamespace === undefined
      ? undefined
      : state.chains[state.activeNamespace].caipNetwork?.caipNetworkId,
  )
  const show = useShowSnackbar()
  const [switchingTo, setSwitchingTo] = useState<CaipNetworkId>()
  const select = (caipNetwork: CaipNetwork) => {
    if (switchingTo !== undefined) return
    if (caipNetwork.caipNetworkId === currentId) return onSwitched()
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
  return (
    <ul aria-label={formatErrorMessage('NETWORK_LIST_LABEL')} style={LIST_STYLE}>
      {networks.map((caipNetwork) => (
        <li key={caipNetwork.caipNetworkId}>
          <ListItem
            title={caipNetwork.name}
            leading={
              <NetworkImage name={caipNetwork.name} imageUrl={caipNetwork.assets.imageUrl} decorative />
            }
            current={caipNetwork.caipNetworkId === currentId}
            busy={caipNetwork.caipNetworkId === switchingTo}
            onClick={() => select(caipNetwork)}
          />
        </li>
      ))}
    </ul>
  )
}

const NO_NETWORKS: readonly CaipNetwork[] = []
const LIST_STYLE = { display: 'flex', flexDirection: 'column', gap: 8, margin: 0, padding: 0 } as const
