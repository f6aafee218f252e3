'use client'

import type { Namespace } from '@atrium/common'
import type { ChainAccountState } from '@atrium/core'
import { useStore } from 'zustand'
import { useAppKitContext } from '../context/useAppKitContext.js'

/** The account state of `namespace`, else of the active namespace; `undefined` when neither exists. */
export function useActiveChainAccount(namespace?: Namespace): ChainAccountState | undefined {
  const { stores } = useAppKitContext()
  const activeNamespace = useStore(stores.network, (state) => state.activeNamespace)
  const chain = namespace ?? activeNamespace
  return useStore(stores.account, (state) => (chain === undefined ? undefined : state.chains[chain]))
}
