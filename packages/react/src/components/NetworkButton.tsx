'use client'

import { BUTTON_MESSAGES, formatMessage } from '@atrium/common'
import { getActiveCaipNetwork, NETWORKS_VIEW } from '@atrium/core'
import { Button, NetworkImage } from '@atrium/ui'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'
import { useNetworkImageUrl } from '../icons/useNetworkImageUrl.js'
import { ShadowHost } from './ShadowHost.js'

/** Props of `NetworkButton`. */
export type NetworkButtonProps = {
  readonly size?: 'sm' | 'md' | 'lg' | undefined
}

/**
 * The active network's image and name (ending in an ellipsis where the button is too narrow); opens
 * the network list.
 *
 * @example
 * <NetworkButton />
 */
export function NetworkButton({ size = 'md' }: NetworkButtonProps) {
  const appKit = useAppKitContext()
  const network = useStore(appKit.stores.network, getActiveCaipNetwork)
  const imageUrl = useNetworkImageUrl(network)
  return (
    <ShadowHost>
      <Button
        variant="secondary"
        size={size}
        onClick={() => appKit.open({ view: NETWORKS_VIEW })}
        aria-label={
          network === undefined
            ? BUTTON_MESSAGES.SELECT_NETWORK
            : formatMessage(BUTTON_MESSAGES.SWITCH_NETWORK_FROM, { network: network.name })
        }
        leading={
          network === undefined ? undefined : (
            <NetworkImage name={network.name} imageUrl={imageUrl} size={20} decorative />
          )
        }
      >
        {network?.name ?? BUTTON_MESSAGES.SELECT_NETWORK}
      </Button>
    </ShadowHost>
  )
}
