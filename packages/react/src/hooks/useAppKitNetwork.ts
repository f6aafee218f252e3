'use client'

import type { CaipNetwork, CaipNetworkId } from '@atrium/common'
import { getActiveCaipNetwork } from '@atrium/core'
import { useCallback } from 'react'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** What `useAppKitNetwork` returns. */
export type UseAppKitNetworkReturnType = {
  /** The active network. */
  readonly caipNetwork: CaipNetwork | undefined
  readonly caipNetworkId: CaipNetworkId | undefined
  /** `1` on Ethereum; the CAIP-2 reference on non-EVM chains. */
  readonly chainId: number | string | undefined
  /** Switches the active network; rejects with the wallet's coded error and changes nothing then. */
  readonly switchNetwork: (caipNetwork: CaipNetwork) => Promise<void>
}

/**
 * The active network and a function to switch it.
 *
 * @example
 * const { chainId, switchNetwork } = useAppKitNetwork()
 * await switchNetwork(optimism)
 */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const appKit = useAppKitContext()
  const caipNetwork = useStore(appKit.stores.network, getActiveCaipNetwork)
  const switchNetwork = useCallback((network: CaipNetwork) => appKit.switchNetwork(network), [appKit])
  return { caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id, switchNetwork }
}
