'use client'

import type { CaipNetworkId, Namespace } from '@atrium/common'
import { getActiveCaipNetwork, selectIsModalLoading, selectIsModalOpen } from '@atrium/core'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** What `useAppKitState` returns. */
export type UseAppKitStateReturnType = {
  /** Whether the modal is open. */
  readonly open: boolean
  /** The active network's CAIP-2 id. */
  readonly selectedNetworkId: CaipNetworkId | undefined
  /** The active namespace. */
  readonly activeChain: Namespace | undefined
  /** True while the modal loads (its views on first open). */
  readonly loading: boolean
}

/**
 * The modal's public state: open or not, the selected network, loading.
 *
 * @example
 * const { open, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState(): UseAppKitStateReturnType {
  const { stores } = useAppKitContext()
  const open = useStore(stores.modal, selectIsModalOpen)
  const loading = useStore(stores.modal, selectIsModalLoading)
  const selectedNetworkId = useStore(stores.network, (state) => getActiveCaipNetwork(state)?.caipNetworkId)
  const activeChain = useStore(stores.network, (state) => state.activeNamespace)
  return { open, selectedNetworkId, activeChain, loading }
}
