'use client'

import { SEND_MESSAGES, type WalletFeature } from '@atrium/common'
import { getAvailableWalletFeatures, pushView, RECEIVE_VIEW, type RouterView, SEND_VIEW } from '@atrium/core'
import { Button, Icon, type IconName } from '@atrium/ui'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/shallow'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** The wallet features built so far and the view each opens; on-ramp and swaps are not drawn. */
const BUILT_FEATURES: Partial<Record<WalletFeature, { view: RouterView; label: string; icon: IconName }>> = {
  receive: { view: RECEIVE_VIEW, label: SEND_MESSAGES.RECEIVE_VIEW_TITLE, icon: 'receive' },
  send: { view: SEND_VIEW, label: SEND_MESSAGES.SEND_VIEW_TITLE, icon: 'send' },
}

/** The user's IANA time zone, for the on-ramp's restricted zones (OPT-014). */
const readTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * The Account view's wallet-feature buttons in `features.walletFeaturesOrder` (OPT-005, default
 * onramp, swaps, receive, send), without the disabled ones. A feature not built yet is left out
 * rather than drawn as a button that does nothing; Send only where an adapter can send.
 */
export function WalletFeatureButtons() {
  const appKit = useAppKitContext()
  const { options, router } = appKit.stores
  const features = useStore(
    options,
    useShallow((state) => getAvailableWalletFeatures({ features: state.features, timeZone: readTimeZone() })),
  )
  const shown = features.flatMap((feature) => {
    const built = BUILT_FEATURES[feature]
    if (built === undefined || (feature === 'send' && appKit.send === undefined)) return []
    return [{ feature, ...built }]
  })
  if (shown.length === 0) return null
  return (
    <div style={ROW_STYLE}>
      {shown.map(({ feature, view, label, icon }) => (
        <div key={feature} style={CELL_STYLE}>
          <Button
            variant="secondary"
            fullWidth
            leading={<Icon name={icon} size={18} />}
            onClick={() => pushView({ router }, { view })}
          >
            {label}
          </Button>
        </div>
      ))}
    </div>
  )
}

const ROW_STYLE = { display: 'flex', gap: 8 } as const
const CELL_STYLE = { flex: '1 1 0', minInlineSize: 0 } as const
