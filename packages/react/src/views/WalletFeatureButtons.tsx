'use client'

import { SEND_MESSAGES, SWAP_MESSAGES, type WalletFeature } from '@atrium/common'
import {
  getActiveCaipNetwork,
  getAvailableWalletFeatures,
  pushView,
  RECEIVE_VIEW,
  type RouterView,
  SEND_VIEW,
  SWAP_VIEW,
} from '@atrium/core'
import { Icon, type IconName } from '@atrium/ui'
import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/shallow'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** The wallet features built so far and the view each opens; the on-ramp is not drawn. */
const BUILT_FEATURES: Partial<Record<WalletFeature, { view: RouterView; label: string; icon: IconName }>> = {
  swaps: { view: SWAP_VIEW, label: SWAP_MESSAGES.SWAP_VIEW_TITLE, icon: 'swap' },
  receive: { view: RECEIVE_VIEW, label: SEND_MESSAGES.RECEIVE_VIEW_TITLE, icon: 'receive' },
  send: { view: SEND_VIEW, label: SEND_MESSAGES.SEND_VIEW_TITLE, icon: 'send' },
}

/** The user's IANA time zone, for the on-ramp's restricted zones (OPT-014). */
const readTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** Whether the instance offers Swap on the active network (asked again when the network changes). */
function useSwapSupported(): boolean {
  const appKit = useAppKitContext()
  const caipNetworkId = useStore(appKit.stores.network, (state) => getActiveCaipNetwork(state)?.caipNetworkId)
  const [supported, setSupported] = useState<{ readonly id: string; readonly value: boolean }>()
  useEffect(() => {
    if (caipNetworkId === undefined || appKit.swap === undefined) return
    let current = true
    void appKit.swap.isSupported(caipNetworkId).then((value) => {
      if (current) setSupported({ id: caipNetworkId, value })
    })
    return () => {
      current = false
    }
  }, [appKit.swap, caipNetworkId])
  return supported !== undefined && supported.id === caipNetworkId && supported.value
}

/**
 * The Account view's wallet-feature buttons in `features.walletFeaturesOrder` (OPT-005, default
 * onramp, swaps, receive, send), without the disabled ones. A feature not built yet is left out
 * rather than drawn as a button that does nothing; Send only where an adapter can send; Swap only
 * on an EVM network the Blockchain API quotes. Each is a tile of the kit's secondary button with
 * its icon above its label, so three or four labels fit whole in the modal's width.
 */
export function WalletFeatureButtons() {
  const appKit = useAppKitContext()
  const { options, router } = appKit.stores
  const features = useStore(
    options,
    useShallow((state) => getAvailableWalletFeatures({ features: state.features, timeZone: readTimeZone() })),
  )
  const swapSupported = useSwapSupported()
  const shown = features.flatMap((feature) => {
    const built = BUILT_FEATURES[feature]
    if (built === undefined) return []
    if (feature === 'send' && appKit.send === undefined) return []
    if (feature === 'swaps' && !swapSupported) return []
    return [{ feature, ...built }]
  })
  if (shown.length === 0) return null
  return (
    <div style={ROW_STYLE}>
      {shown.map(({ feature, view, label, icon }) => (
        <div key={feature} style={CELL_STYLE}>
          <button
            type="button"
            className="atr-button atr-button--secondary atr-button--sm atr-button--full"
            style={TILE_STYLE}
            onClick={() => pushView({ router }, { view })}
          >
            <Icon name={icon} size={18} />
            <span style={LABEL_STYLE}>{label}</span>
          </button>
        </div>
      ))}
    </div>
  )
}

const ROW_STYLE = { display: 'flex', gap: 8 } as const
const CELL_STYLE = { flex: '1 1 0', minInlineSize: 0 } as const
const TILE_STYLE = { flexDirection: 'column', gap: 4, minBlockSize: 60, paddingInline: 8 } as const
const LABEL_STYLE = { maxInlineSize: '100%', overflow: 'hidden', textOverflow: 'ellipsis' } as const
