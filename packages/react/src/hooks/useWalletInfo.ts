'use client'

import type { Namespace } from '@atrium/common'
import type { ConnectedWalletInfo } from '@atrium/core'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** What `useWalletInfo` returns. */
export type UseWalletInfoReturnType = {
  /** Name, icon, type and id of the connected wallet; `undefined` when none is connected. */
  readonly walletInfo: ConnectedWalletInfo | undefined
}

/**
 * The wallet the active (or given) namespace is connected with.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 * walletInfo?.name // 'MetaMask'
 */
export function useWalletInfo(
  parameters: { readonly namespace?: Namespace | undefined } = {},
): UseWalletInfoReturnType {
  const { stores } = useAppKitContext()
  const activeNamespace = useStore(stores.network, (state) => state.activeNamespace)
  const namespace = parameters.namespace ?? activeNamespace
  const walletInfo = useStore(stores.account, (state) =>
    namespace === undefined ? undefined : state.chains[namespace].connectedWalletInfo,
  )
  return { walletInfo }
}
